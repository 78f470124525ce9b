import { Link, useParams } from 'react-router';
import { adminMeta } from '#web/features/admin/ui/admin-meta.ts';
import { AdminShell, LoadError, Loading } from '#web/features/admin/ui/admin-shell.tsx';
import { LenderForm } from '#web/features/admin/lender-settings/lender-form.tsx';
import { LenderRegisterPanel } from '#web/features/admin/lender-settings/lender-register-panel.tsx';
import { LenderHistory } from '#web/features/admin/lender-settings/lender-history.tsx';
import { LenderOwnPanel } from '#web/features/admin/lender-settings/lender-own-panel.tsx';
import { LenderSecretPanel } from '#web/features/admin/lender-settings/lender-secret-panel.tsx';
import { useLenders } from '#web/features/admin/lender-settings/lender-settings-api.ts';
import { LenderUsersPanel } from '#web/features/admin/lender-users/lender-users-panel.tsx';

export const meta = () => adminMeta('Edit lender', '/admin/lenders');

export default function AdminLenderEdit() {
  const { lenderId = '' } = useParams();
  const lenders = useLenders();
  const lender = lenders.data?.lenders.find((l) => l.id === lenderId);
  return (
    <AdminShell title={lender ? lender.name : 'Lender'}>
      <p className="mb-4 text-sm">
        <Link to="/admin/lenders" className="text-brand-700 underline">
          Back to the lenders
        </Link>
      </p>
      {lenders.isPending ? (
        <Loading what="the lender" />
      ) : lenders.isError ? (
        <LoadError what="the lender" />
      ) : !lender ? (
        <p role="alert">No lender with the id {lenderId}.</p>
      ) : (
        <div className="space-y-6">
          {/* Keyed by version: a saved change (or someone else's) refills the form from what is stored. */}
          <LenderForm key={`${lender.id}-${lender.version}`} lender={lender} />
          <LenderOwnPanel lender={lender} />
          <LenderRegisterPanel lender={lender} />
          <LenderSecretPanel lender={lender} />
          <LenderUsersPanel lenderId={lender.id} />
          <LenderHistory id={lender.id} />
        </div>
      )}
    </AdminShell>
  );
}
