import { useId } from 'react';
import { useController } from 'react-hook-form';
import { toast } from 'sonner';
import { reviewDecisionBody, type ReviewItem } from '#shared/admin/complaints-schemas.ts';
import { errorText } from '#web/features/admin/endpoint.ts';
import { useAdminForm } from '#web/features/admin/ui/admin-form.ts';
import { ChoiceField } from '#web/features/admin/ui/choice-field.tsx';
import { FormSummary } from '#web/features/admin/ui/form-summary.tsx';
import { ReasonField } from '#web/features/admin/ui/reason-field.tsx';
import { useDecideReview } from './reviews-api.ts';

const PRIMARY = 'rounded bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60';
const CHOICES = [
  ['upheld', 'The decision stands'],
  ['changed', 'Change the decision'],
] as const;

/** The reviewer's decision and reason, checked with the server's schema; the applicant is emailed both. */
export function ReviewDecisionForm({ item }: { item: ReviewItem }) {
  const id = useId();
  const decide = useDecideReview();
  const { form, problems, summaryRef, submitWith, showServerProblems, pickField } = useAdminForm(reviewDecisionBody, {
    reason: '',
  });
  const { errors } = form.formState;
  const decision = useController({ control: form.control, name: 'decision' });

  const onSubmit = submitWith((body) =>
    decide.mutate(
      { id: item.id, body },
      {
        onSuccess: (answer) =>
          toast.success(
            answer.emailed
              ? 'Decision recorded; the applicant has been emailed'
              : 'Decision recorded (no email: data erased)',
            answer.followUp === 'offered' ? { description: 'The application is now offered to the lenders.' } : {},
          ),
        onError: (e) => {
          if (!showServerProblems(e))
            toast.error('Error', { description: errorText(e, 'Could not record the decision') });
        },
      },
    ),
  );

  return (
    <form noValidate className="mt-3 space-y-3 rounded border border-slate-200 bg-slate-50 p-3" onSubmit={onSubmit}>
      <FormSummary id={id} problems={problems} summaryRef={summaryRef} onPick={pickField} />
      <ChoiceField
        id={id}
        name="decision"
        legend="Decision"
        choices={CHOICES}
        value={decision.field.value}
        onChange={decision.field.onChange}
        inputRef={decision.field.ref}
        problem={errors.decision?.message}
      />
      <ReasonField
        id={id}
        field={form.register('reason')}
        label="Reason (sent to the applicant)"
        rows={3}
        problem={errors.reason?.message}
      />
      <button type="submit" className={PRIMARY} disabled={decide.isPending} aria-busy={decide.isPending}>
        Record decision
      </button>
    </form>
  );
}
