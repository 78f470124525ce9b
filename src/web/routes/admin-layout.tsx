import '#web/lib/zod-browser.ts';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { createQueryClient } from '#web/lib/query-client.ts';
import { TOASTER_OPTIONS } from '#web/lib/toaster-options.ts';
import { LoginForm } from '#web/features/admin/auth/login-form.tsx';

/**
 * The back office is drawn by the browser (decision 033): the server renders this fallback, and the
 * screens replace it once their scripts run. The login screen's fallback is its own form, every
 * field disabled until then (nothing typed is lost, nothing is sent without the script).
 */
export const clientLoader = () => null;

export function HydrateFallback() {
  const { pathname } = useLocation();
  if (pathname.replace(/\/+$/, '') === '/admin/login') return <LoginForm pending />;
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <span className="text-slate-600">Loading…</span>
    </div>
  );
}

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
