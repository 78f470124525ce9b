import { useState } from 'react';
import { errorText } from '#web/features/admin/endpoint.ts';
import { Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { when } from '#web/features/admin/ui/format.ts';
import { useEraseApplication } from '#web/features/admin/applications/applications-api.ts';

/**
 * Carries out an erasure request: the applicant's personal data goes, the aggregates and an audit
 * row (by id, without personal data) stay. Two steps, because it cannot be undone.
 */
export function EraseApplication({
  id,
  erasedAt,
  requestedAt,
}: {
  id: string;
  erasedAt: string | null;
  requestedAt: string | null;
}) {
  const [confirming, setConfirming] = useState(false);
  const erase = useEraseApplication(id);
  if (erasedAt) {
    return (
      <Panel title="Erasure">
        <p role="status">Personal data erased on {when(erasedAt)}.</p>
      </Panel>
    );
  }
  return (
    <Panel title="Erasure">
      <p className="text-slate-700">
        {requestedAt ? `The applicant asked for erasure on ${when(requestedAt)}. ` : ''}
        Erasing removes the applicant&apos;s name, contact, address, employer and bank details and the messages we sent
        them. The loan figures, outcome and lender trail stay, without anything that identifies the person. This cannot
        be undone.
      </p>
      {erase.isError ? (
        <p role="alert" className="mt-2 text-red-700">
          {errorText(erase.error, 'The erasure failed. Please try again.')}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {confirming ? (
          <>
            <button
              type="button"
              disabled={erase.isPending}
              onClick={() => erase.mutate()}
              className="rounded bg-red-700 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-60"
            >
              Erase permanently
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className="rounded border border-slate-400 px-3 py-1.5 text-sm font-medium"
            >
              Cancel
            </button>
          </>
        ) : (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="rounded border border-red-700 px-3 py-1.5 text-sm font-medium text-red-800"
          >
            Erase personal data
          </button>
        )}
      </div>
    </Panel>
  );
}
