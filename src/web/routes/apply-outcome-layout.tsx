import { useState } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '#web/lib/query-client.ts';

/**
 * The screens after the submit (processing, resubmit, result): the lender offers are read by the
 * browser through TanStack Query (the back office's server-state library,
 * docs/api-contract.md#browser-client). Only these screens load it: the seven steps do not need it
 * in their first load (decision 107). One client for the three, so the offers read on processing
 * are the result's.
 */
export default function ApplyOutcomeLayout() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
