import '#web/lib/zod-browser.ts';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { createQueryClient } from '#web/lib/query-client.ts';
import { TOASTER_OPTIONS } from '#web/lib/toaster-options.ts';

/** The admin back office: its own server-state cache and toasts, outside the site layout. */
export default function AdminLayout() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster {...TOASTER_OPTIONS} />
    </QueryClientProvider>
  );
}
