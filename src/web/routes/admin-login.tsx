import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { LoginForm } from '#web/features/admin/login-form.tsx';

export const meta = () => adminMeta('Admin login', '/admin/login');

export default function AdminLogin() {
  return <LoginForm />;
}
