import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { ComplaintItem } from '#shared/admin/complaints-schemas.ts';
import { errorText } from '#web/features/admin/endpoint.ts';
import { ReasonField } from '#web/features/admin/ui/reason-field.tsx';
import { outlineAction } from '#web/features/admin/ui/styles.ts';
import { useCloseComplaint, type ClosingKind } from './complaints-api.ts';

const PRIMARY = 'rounded bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60';

/**
 * Closes a complaint: upheld or not, and the words the complainant receives. A summary resolution
 * is offered only while its three business days last; the final response adds the Ombudsman's rights.
 */
export function CloseComplaintForm({ item }: { item: ComplaintItem }) {
  const id = useId();
  const close = useCloseComplaint();
  const [upheld, setUpheld] = useState<boolean | null>(null);
  const [response, setResponse] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(kind: ClosingKind) {
    if (upheld === null || !response.trim()) {
      setProblem('Say whether the complaint is upheld and write what we tell the complainant.');
      return;
    }
    setProblem(null);
    close.mutate(
      { id: item.id, kind, body: { upheld, response } },
      {
        onSuccess: () => toast.success(`Complaint ${item.reference} closed; the complainant has been emailed`),
        onError: (e) => toast.error('Error', { description: errorText(e, 'Could not close the complaint') }),
      },
    );
  }

  return (
    <form
      className="mt-3 space-y-3 rounded border border-slate-200 bg-slate-50 p-3"
      onSubmit={(e) => e.preventDefault()}
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Is the complaint upheld?</legend>
        <div className="mt-1 flex gap-4">
          {[
            ['Upheld', true],
            ['Not upheld', false],
          ].map(([label, value]) => (
            <label key={String(value)} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-upheld`}
                checked={upheld === value}
                onChange={() => setUpheld(value as boolean)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <ReasonField
        id={id}
        name="response"
        label="What we tell the complainant"
        value={response}
        onChange={setResponse}
        rows={4}
        problem={problem}
      />
      <div className="flex flex-wrap gap-2">
        {item.summaryResolutionOpen ? (
          <button
            type="button"
            className={outlineAction}
            disabled={close.isPending}
            onClick={() => submit('summary-resolution')}
          >
            Send summary resolution
          </button>
        ) : null}
        <button type="button" className={PRIMARY} disabled={close.isPending} onClick={() => submit('final-response')}>
          Send final response
        </button>
      </div>
    </form>
  );
}
