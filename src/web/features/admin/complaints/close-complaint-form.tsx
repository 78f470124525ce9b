import { useId } from 'react';
import { useController } from 'react-hook-form';
import { toast } from 'sonner';
import { closeComplaintBody, type ComplaintItem } from '#shared/admin/complaints-schemas.ts';
import { errorText } from '#web/features/admin/endpoint.ts';
import { useAdminForm } from '#web/features/admin/ui/admin-form.ts';
import { ChoiceField } from '#web/features/admin/ui/choice-field.tsx';
import { FormSummary } from '#web/features/admin/ui/form-summary.tsx';
import { ReasonField } from '#web/features/admin/ui/reason-field.tsx';
import { outlineAction } from '#web/features/admin/ui/styles.ts';
import { useCloseComplaint, type ClosingKind } from './complaints-api.ts';

const PRIMARY = 'rounded bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60';
const CHOICES = [
  [true, 'Upheld'],
  [false, 'Not upheld'],
] as const;

/**
 * Closes a complaint: upheld or not, and the words the complainant receives, checked with the
 * server's schema. A summary resolution is offered only while its three business days last; the
 * final response adds the Ombudsman's rights.
 */
export function CloseComplaintForm({ item }: { item: ComplaintItem }) {
  const id = useId();
  const close = useCloseComplaint();
  const { form, problems, summaryRef, submitWith, showServerProblems, pickField } = useAdminForm(closeComplaintBody, {
    response: '',
  });
  const { errors } = form.formState;
  const upheld = useController({ control: form.control, name: 'upheld' });

  const send = (kind: ClosingKind) =>
    submitWith((body) =>
      close.mutate(
        { id: item.id, kind, body },
        {
          onSuccess: () => toast.success(`Complaint ${item.reference} closed; the complainant has been emailed`),
          onError: (e) => {
            if (!showServerProblems(e))
              toast.error('Error', { description: errorText(e, 'Could not close the complaint') });
          },
        },
      ),
    );

  return (
    <form
      noValidate
      className="mt-3 space-y-3 rounded border border-slate-200 bg-slate-50 p-3"
      onSubmit={(e) => e.preventDefault()}
    >
      <FormSummary id={id} problems={problems} summaryRef={summaryRef} onPick={pickField} />
      <ChoiceField
        id={id}
        name="upheld"
        legend="Is the complaint upheld?"
        choices={CHOICES}
        value={upheld.field.value}
        onChange={upheld.field.onChange}
        inputRef={upheld.field.ref}
        problem={errors.upheld?.message}
      />
      <ReasonField
        id={id}
        field={form.register('response')}
        label="What we tell the complainant"
        rows={4}
        problem={errors.response?.message}
      />
      <div className="flex flex-wrap gap-2">
        {item.summaryResolutionOpen ? (
          <button
            type="button"
            className={outlineAction}
            disabled={close.isPending}
            onClick={send('summary-resolution')}
          >
            Send summary resolution
          </button>
        ) : null}
        <button type="button" className={PRIMARY} disabled={close.isPending} onClick={send('final-response')}>
          Send final response
        </button>
      </div>
    </form>
  );
}
