import { Link } from 'react-router';
import { adminMeta } from '#web/features/admin/ui/admin-meta.ts';
import { AdminShell } from '#web/features/admin/ui/admin-shell.tsx';
import { LenderForm } from '#web/features/admin/lender-settings/lender-form.tsx';

export const meta = () => adminMeta('New lender', '/admin/lenders/new');

export default function AdminLenderNew() {
  return (
    <AdminShell title="Add a lender">
      <p className="mb-4 text-sm">
        <Link to="/admin/lenders" className="text-brand-700 underline">
          Back to the lenders
        </Link>
      </p>
      <LenderForm />
    </AdminShell>
  );
}
