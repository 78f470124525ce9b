import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordOptOutBody } from '#shared/admin/messages-schemas.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function useEraseApplication(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ erasedAt: string }>('POST', `/api/admin/applications/${id}/erase`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['/api/admin/applications'] }),
  });
}

export function useRecordOptOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordOptOutBody) => apiJson<unknown>('POST', '/api/admin/opt-outs', body),
    onSuccess: () =>
      client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin/opt-outs') }),
  });
}
