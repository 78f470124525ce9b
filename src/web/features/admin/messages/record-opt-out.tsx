import { useState } from 'react';
import { recordOptOutBody } from '#shared/admin/messages-schemas.ts';
import { errorText } from '#web/features/admin/endpoint.ts';
import { useRecordOptOut } from '#web/features/admin/messages/messages-api.ts';
import { useAdminForm } from '#web/features/admin/ui/admin-form.ts';
import { FormSummary } from '#web/features/admin/ui/form-summary.tsx';
import { TextField } from '#web/features/admin/ui/text-field.tsx';

const ID = 'optout';
const EMPTY = { email: '', phone: '', reason: '' };
const input = 'mt-1 w-64 max-w-full rounded border border-slate-400 px-2 py-1.5';

/**
 * An opt-out asked for by phone, letter or email: recorded here, audited, honoured by every campaign.
 * Checked with the schema the server's route uses (decision 101): an email, a UK mobile, or both.
 */
export function RecordOptOut() {
  const record = useRecordOptOut();
  const { form, problems, summaryRef, submitWith, showServerProblems, pickField } = useAdminForm(
    recordOptOutBody,
    EMPTY,
  );
  const { errors } = form.formState;
  // A 400's field problems go under their fields; any other refusal is said under the form.
  const [otherError, setOtherError] = useState('');
  const refused = (error: unknown) =>
    setOtherError(showServerProblems(error) ? '' : errorText(error, 'Could not record the opt-out.'));
  const onSubmit = submitWith(({ email, phone, reason }) => {
    setOtherError('');
    const body = { email, phone, reason: reason || undefined };
    record.mutate(body, { onSuccess: () => form.reset(EMPTY), onError: refused });
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Record an opt-out"
      className="mb-4 space-y-2 rounded border border-slate-200 p-3"
    >
      <h3 className="font-semibold text-slate-900">Record an opt-out</h3>
      <FormSummary id={ID} problems={problems} summaryRef={summaryRef} onPick={pickField} />
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          id={ID}
          field={form.register('email')}
          label="Email"
          type="email"
          problem={errors.email?.message}
          className={input}
        />
        <TextField
          id={ID}
          field={form.register('phone')}
          label="Mobile"
          type="tel"
          problem={errors.phone?.message}
          className={input}
        />
        <TextField
          id={ID}
          field={form.register('reason')}
          label="Reason (optional)"
          problem={errors.reason?.message}
          className={input}
        />
        <button
          type="submit"
          disabled={record.isPending}
          aria-busy={record.isPending}
          className="rounded bg-slate-800 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-60"
        >
          Record opt-out
        </button>
      </div>
      {otherError ? (
        <p role="alert" className="text-red-700">
          {otherError}
        </p>
      ) : null}
      {record.isSuccess ? (
        <p role="status" className="text-green-800">
          Opt-out recorded. No campaign will be sent to it.
        </p>
      ) : null}
    </form>
  );
}
