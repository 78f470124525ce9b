import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { abTestList, type AbTestStatus, type CreateTestBody } from '#shared/admin/ab-schemas.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { endpointKey, endpointQuery } from '#web/features/admin/endpoint.ts';

const TESTS = '/api/abtest/tests';

export const abTestsQuery = () => endpointQuery(abTestList, TESTS);
export const useAbTests = () => useQuery(abTestsQuery());

function useAbMutation<T>(url: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => apiRequest('POST', url, body),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey(TESTS) }),
  });
}
export const useCreateTest = () => useAbMutation<CreateTestBody>('/api/abtest/create');
export const useToggleTest = () => useAbMutation<{ testId: string; status: AbTestStatus }>('/api/abtest/toggle');
export const useDeleteTest = () => useAbMutation<{ testId: string }>('/api/abtest/delete');
