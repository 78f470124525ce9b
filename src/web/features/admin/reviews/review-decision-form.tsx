import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { ReviewItem } from '#shared/admin/complaints-schemas.ts';
import { errorText } from '#web/features/admin/endpoint.ts';
import { ReasonField } from '#web/features/admin/ui/reason-field.tsx';
import { useDecideReview } from './reviews-api.ts';

const PRIMARY = 'rounded bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60';
const CHOICES = [
  ['upheld', 'The decision stands'],
  ['changed', 'Change the decision'],
] as const;

/** The reviewer's decision and reason; the applicant is emailed both. */
export function ReviewDecisionForm({ item }: { item: ReviewItem }) {
  const id = useId();
  const decide = useDecideReview();
  const [decision, setDecision] = useState<'upheld' | 'changed' | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit() {
    if (!decision || !reason.trim()) {
      setProblem('Choose a decision and give the reason.');
      return;
    }
    setProblem(null);
    decide.mutate(
      { id: item.id, body: { decision, reason } },
      {
        onSuccess: (answer) =>
          toast.success(
            answer.emailed
              ? 'Decision recorded; the applicant has been emailed'
              : 'Decision recorded (no email: data erased)',
          ),
        onError: (e) => toast.error('Error', { description: errorText(e, 'Could not record the decision') }),
      },
    );
  }

  return (
    <form
      className="mt-3 space-y-3 rounded border border-slate-200 bg-slate-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Decision</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {CHOICES.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-decision`}
                checked={decision === value}
                onChange={() => setDecision(value)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <ReasonField
        id={id}
        name="reason"
        label="Reason (sent to the applicant)"
        value={reason}
        onChange={setReason}
        rows={3}
        problem={problem}
      />
      <button type="submit" className={PRIMARY} disabled={decide.isPending}>
        Record decision
      </button>
    </form>
  );
}
