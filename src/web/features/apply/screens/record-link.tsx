import { FileText } from 'lucide-react';
import { useDraft } from '../draft/fetch.ts';

/**
 * The applicant's own record (signed link, works without this browser's session): every lender
 * their application was offered to, the outcome and what we were paid. Also in the confirmation email.
 */
export function RecordLink() {
  const draft = useDraft();
  const url = typeof draft.data?.recordUrl === 'string' ? draft.data.recordUrl : null;
  if (!url) return null;
  // Sent to no lender (the gate, the duplicate rule): the record says so, not "every lender we offered it to".
  const unsent = draft.data?.status === 'referred' || draft.data?.rejectReason === 'duplicate';
  return (
    <div className="mt-8 rounded-xl border border-brand-100 bg-brand-50 p-4 text-left">
      <h2 className="text-lg font-semibold text-brand-900">Your application record</h2>
      <p className="mt-1 text-slate-700">
        {unsent
          ? 'See what we did with your application and why; we have not sent it to any lender.'
          : 'See every lender we offered your application to, when, what they decided and what we were paid.'}{' '}
        The same link is in your confirmation email; it works on any device.
      </p>
      <a href={url} className="mt-3 inline-flex items-center gap-2 font-semibold text-brand-700 underline">
        <FileText aria-hidden="true" className="size-4" /> See my application record
      </a>
    </div>
  );
}
