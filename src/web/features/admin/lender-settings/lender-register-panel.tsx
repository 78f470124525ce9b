import { useState } from 'react';
import { toast } from 'sonner';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { registerEntryUrl, registerState, type RegisterState } from '#shared/admin/lender-register-schemas.ts';
import type { LenderItem } from '#shared/admin/lender-schemas.ts';
import { endpointKey, endpointQuery, errorText, send } from '#web/features/admin/endpoint.ts';
import { LoadError, Loading, Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { when } from '#web/features/admin/ui/format.ts';

const SETTINGS = '/api/admin/lenders/settings';
const BUTTON = 'rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
const SECOND = 'rounded border border-brand-700 px-4 py-2 font-semibold text-brand-700 disabled:opacity-60';

/**
 * The lender on the FCA Register (decision 142): the last answer, a failed or stale check, and a
 * suspension the register's answer caused, which only an admin lifts here.
 */
export function LenderRegisterPanel({ lender }: { lender: LenderItem }) {
  const path = `${SETTINGS}/${lender.id}/register`;
  // Keyed by the FRN too: a saved FRN shows its own standing.
  const state = useQuery({ ...endpointQuery(registerState, path), queryKey: [...endpointKey(path), lender.frn] });
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function act(action: 'check' | 'reinstate') {
    setBusy(true);
    try {
      await send(registerState, 'POST', `${path}/${action}`);
      toast.success(action === 'check' ? 'FCA Register checked' : 'Lender reinstated');
      await client.invalidateQueries({ queryKey: endpointKey(SETTINGS) });
    } catch (error) {
      toast.error('Error', { description: errorText(error, 'Could not do that') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title="FCA Register">
      {state.isPending ? (
        <Loading what="the FCA Register check" />
      ) : state.isError ? (
        <LoadError what="the FCA Register check" />
      ) : (
        <RegisterFacts state={state.data} busy={busy} onAct={(action) => void act(action)} />
      )}
    </Panel>
  );
}

function RegisterFacts({
  state,
  busy,
  onAct,
}: {
  state: RegisterState;
  busy: boolean;
  onAct: (action: 'check' | 'reinstate') => void;
}) {
  const staleRule =
    `A lender whose last answer is more than ${state.staleAfterDays} days old waits for a fresh one; ` +
    'it is never suspended for an outage.';
  if (!state.frn)
    return (
      <p className="text-sm" data-testid="register-state">
        No FRN recorded: the lender cannot be checked against the FCA Register. Enter its FRN in the settings above.
        {state.notAskedBecause ? ` It is not asked for leads (${state.notAskedBecause}).` : ''}
      </p>
    );
  return (
    <div className="space-y-3 text-sm" data-testid="register-state">
      {state.suspendedAt ? (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
          Suspended since {when(state.suspendedAt)}: {state.suspendedReason}. It is not asked for any lead until you
          reinstate it. Check its entry on the register first.
        </p>
      ) : state.notAskedBecause ? (
        <p role="status" className="rounded border border-amber-300 bg-amber-50 p-3 text-amber-900">
          Not asked for leads: {state.notAskedBecause}
          {state.failure ? ` (${state.failure}).` : '.'} {staleRule}
        </p>
      ) : state.failure ? (
        <p role="status" className="rounded border border-amber-300 bg-amber-50 p-3 text-amber-900">
          The last attempt failed ({state.failure}, {when(state.attemptedAt)}): the check is stale and is tried again.
          The lender is still asked until its last answer is more than {state.staleAfterDays} days old.
        </p>
      ) : null}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">FRN</dt>
        <dd>
          <a href={registerEntryUrl(state.frn)} className="text-brand-700 underline" rel="noopener noreferrer">
            {state.frn} on the FCA Register
          </a>
        </dd>
        <dt className="font-medium">Last answer</dt>
        <dd>{state.checkedAt ? when(state.checkedAt) : 'none yet'}</dd>
        <dt className="font-medium">Status</dt>
        <dd>{state.registerStatus ?? '—'}</dd>
        <dt className="font-medium">Lending permission</dt>
        <dd>{state.lendingPermission === null ? '—' : state.lendingPermission ? 'yes' : 'no'}</dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={SECOND} disabled={busy} onClick={() => onAct('check')}>
          Check the register now
        </button>
        {state.suspendedAt ? (
          <button type="button" className={BUTTON} disabled={busy} onClick={() => onAct('reinstate')}>
            Reinstate the lender
          </button>
        ) : null}
      </div>
    </div>
  );
}
