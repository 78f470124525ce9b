import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { adminMeta } from '#web/features/admin/ui/admin-meta.ts';
import { setAuthFlag, useCheckAuth } from '#web/features/admin/auth/auth-api.ts';
import { ADMIN_TITLES } from '#shared/spa-titles.ts';

export const meta = () => adminMeta(ADMIN_TITLES['/admin'], '/admin');

/** /admin: to the dashboard when the auth check returns data, otherwise to the login screen. */
export default function AdminIndex() {
  const navigate = useNavigate();
  const auth = useCheckAuth();
  useEffect(() => {
    if (auth.isPending) return;
    if (auth.data) setAuthFlag();
    void navigate(auth.data ? '/admin/dashboard' : '/admin/login', { replace: true });
  }, [auth.isPending, auth.data, navigate]);
  return (
    <p role="status" className="p-8 text-slate-600">
      Checking your session…
    </p>
  );
}
