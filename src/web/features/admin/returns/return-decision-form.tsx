import { useId, useState } from 'react';
import { toast } from 'sonner';
import { returnDecisionBody, type ReturnItem } from '#shared/admin/returns-schemas.ts';
import { errorText } from '#web/features/admin/endpoint.ts';
import { ReasonField } from '#web/features/admin/ui/reason-field.tsx';
import { money } from '#web/features/admin/ui/format.ts';
import { useDecideReturn } from './returns-api.ts';

const PRIMARY = 'rounded bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60';

/** Accept (the lead's price is credited) or reject with the reason; checked with the server's schema. */
export function ReturnDecisionForm({ item }: { item: ReturnItem }) {
  const id = useId();
  const decide = useDecideReturn();
  const [decision, setDecision] = useState<'accept' | 'reject' | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit() {
    const body = returnDecisionBody.safeParse({ decision: decision ?? undefined, note: note.trim() || undefined });
    if (!body.success) {
      setProblem(body.error.issues[0]?.message ?? 'Check the decision');
      return;
    }
    setProblem(null);
    decide.mutate(
      { id: item.id, body: body.data },
      {
        onSuccess: (answer) =>
          toast.success(
            answer.status === 'accepted'
              ? `Return accepted: ${money(answer.creditPence / 100)} credited`
              : 'Return rejected: nothing credited',
          ),
        onError: (e) => toast.error('Error', { description: errorText(e, 'Could not record the decision') }),
      },
    );
  }

  return (
    <form
      noValidate
      aria-label={`Decide the return of ${item.reference.slice(0, 8)}`}
      className="mt-3 space-y-3 rounded border border-slate-200 bg-slate-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Decision</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-decision`}
              checked={decision === 'accept'}
              onChange={() => setDecision('accept')}
            />
            Accept: credit {money(item.pricePence / 100)}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-decision`}
              checked={decision === 'reject'}
              onChange={() => setDecision('reject')}
            />
            Reject: no credit
          </label>
        </div>
      </fieldset>
      <ReasonField
        id={id}
        name="note"
        label={`Reason ${decision === 'reject' ? '(required)' : '(optional when accepting)'}`}
        value={note}
        onChange={setNote}
        rows={2}
        maxLength={500}
        problem={problem}
      />
      <button type="submit" className={PRIMARY} disabled={decide.isPending}>
        Record decision
      </button>
    </form>
  );
}
