import { adminMeta } from '#web/features/admin/ui/admin-meta.ts';
import { EnrolTotp } from '#web/features/admin/auth/enrol-totp.tsx';

export const meta = () => adminMeta('Set up two-factor authentication', '/admin/enrol');

export default function AdminEnrol() {
  return <EnrolTotp />;
}
