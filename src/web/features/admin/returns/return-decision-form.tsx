import { useId } from 'react';
import { useController } from 'react-hook-form';
import { toast } from 'sonner';
import { returnDecisionBody, type ReturnItem } from '#shared/admin/returns-schemas.ts';
import { errorText } from '#web/features/admin/endpoint.ts';
import { useAdminForm } from '#web/features/admin/ui/admin-form.ts';
import { ChoiceField } from '#web/features/admin/ui/choice-field.tsx';
import { FormSummary } from '#web/features/admin/ui/form-summary.tsx';
import { ReasonField } from '#web/features/admin/ui/reason-field.tsx';
import { money } from '#web/features/admin/ui/format.ts';
import { useDecideReturn } from './returns-api.ts';

const PRIMARY = 'rounded bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60';

/** Accept (the lead's price is credited) or reject with the reason; checked with the server's schema. */
export function ReturnDecisionForm({ item }: { item: ReturnItem }) {
  const id = useId();
  const decide = useDecideReturn();
  const { form, problems, summaryRef, submitWith, showServerProblems, pickField } = useAdminForm(returnDecisionBody, {
    note: '',
  });
  const { errors } = form.formState;
  const decision = useController({ control: form.control, name: 'decision' });

  const onSubmit = submitWith((body) =>
    decide.mutate(
      { id: item.id, body: { decision: body.decision, ...(body.note ? { note: body.note } : {}) } },
      {
        onSuccess: (answer) =>
          toast.success(
            answer.status === 'accepted'
              ? `Return accepted: ${money(answer.creditPence / 100)} credited`
              : 'Return rejected: nothing credited',
          ),
        onError: (e) => {
          if (!showServerProblems(e))
            toast.error('Error', { description: errorText(e, 'Could not record the decision') });
        },
      },
    ),
  );

  return (
    <form
      noValidate
      aria-label={`Decide the return of ${item.reference.slice(0, 8)}`}
      className="mt-3 space-y-3 rounded border border-slate-200 bg-slate-50 p-3"
      onSubmit={onSubmit}
    >
      <FormSummary id={id} problems={problems} summaryRef={summaryRef} onPick={pickField} />
      <ChoiceField
        id={id}
        name="decision"
        legend="Decision"
        choices={[
          ['accept', `Accept: credit ${money(item.pricePence / 100)}`],
          ['reject', 'Reject: no credit'],
        ]}
        value={decision.field.value}
        onChange={decision.field.onChange}
        inputRef={decision.field.ref}
        problem={errors.decision?.message}
      />
      <ReasonField
        id={id}
        field={form.register('note')}
        label={`Reason ${decision.field.value === 'reject' ? '(required)' : '(optional when accepting)'}`}
        rows={2}
        maxLength={500}
        problem={errors.note?.message}
      />
      <button type="submit" className={PRIMARY} disabled={decide.isPending} aria-busy={decide.isPending}>
        Record decision
      </button>
    </form>
  );
}
