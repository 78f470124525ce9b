import { adminMeta } from '#web/features/admin/ui/admin-meta.ts';
import { LoginForm } from '#web/features/admin/auth/login-form.tsx';
import { ADMIN_TITLES } from '#shared/spa-titles.ts';

export const meta = () => adminMeta(ADMIN_TITLES['/admin/login'], '/admin/login');

export default function AdminLogin() {
  return <LoginForm />;
}
