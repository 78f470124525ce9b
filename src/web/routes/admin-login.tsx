import { useQueryClient } from '@tanstack/react-query';
import { adminMeta } from '#web/features/admin/ui/admin-meta.ts';
import { LoginForm } from '#web/features/admin/auth/login-form.tsx';
import { CHECK_AUTH } from '#web/features/admin/auth/sign-in.ts';
import { endpointKey } from '#web/features/admin/endpoint.ts';
import { ADMIN_TITLES } from '#shared/spa-titles.ts';

export const meta = () => adminMeta(ADMIN_TITLES['/admin/login'], '/admin/login');

export default function AdminLogin() {
  const client = useQueryClient();
  // A visit to /admin before signing in cached "signed out": drop it, or the next screen would
  // read it and send the admin straight back here (issue 27.1).
  return <LoginForm onSignedIn={() => client.removeQueries({ queryKey: endpointKey(CHECK_AUTH) })} />;
}
