import { useState, type FormEvent } from 'react';
import { ApiError } from '#web/lib/api-client.ts';
import { errorText } from '#web/features/admin/endpoint.ts';

/** The field messages of a 400 (contract error shape), else the server's message. */
function problem(error: unknown): string {
  const fields = error instanceof ApiError ? error.payload?.errors : undefined;
  if (fields?.length) return fields.map((e) => e.message).join('. ');
  return errorText(error, 'Could not record the opt-out.');
}
import { useRecordOptOut } from '#web/features/admin/messages/messages-api.ts';

const input = 'mt-1 w-64 max-w-full rounded border border-slate-400 px-2 py-1.5';

/** An opt-out asked for by phone, letter or email: recorded here, audited, honoured by every campaign. */
export function RecordOptOut() {
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [reason, setReason] = useState('');
  const record = useRecordOptOut();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      { email: email.trim(), phone: phone.trim(), reason: reason.trim() || undefined },
      { onSuccess: () => [setEmail, setPhone, setReason].forEach((set) => set('')) },
    );
  };
  return (
    <form onSubmit={onSubmit} aria-label="Record an opt-out" className="mb-4 rounded border border-slate-200 p-3">
      <h3 className="font-semibold text-slate-900">Record an opt-out</h3>
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="optout-email" className="block text-sm font-medium">
            Email
          </label>
          <input
            id="optout-email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={input}
          />
        </div>
        <div>
          <label htmlFor="optout-phone" className="block text-sm font-medium">
            Mobile
          </label>
          <input
            id="optout-phone"
            type="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            className={input}
          />
        </div>
        <div>
          <label htmlFor="optout-reason" className="block text-sm font-medium">
            Reason (optional)
          </label>
          <input
            id="optout-reason"
            type="text"
            value={reason}
            maxLength={200}
            onChange={(e) => setReason(e.target.value)}
            className={input}
          />
        </div>
        <button
          type="submit"
          disabled={record.isPending}
          className="rounded bg-slate-800 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-60"
        >
          Record opt-out
        </button>
      </div>
      {record.isError ? (
        <p role="alert" className="mt-2 text-red-700">
          {problem(record.error)}
        </p>
      ) : null}
      {record.isSuccess ? (
        <p role="status" className="mt-2 text-green-800">
          Opt-out recorded. No campaign will be sent to it.
        </p>
      ) : null}
    </form>
  );
}
