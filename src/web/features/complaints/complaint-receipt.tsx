import { CircleCheck } from 'lucide-react';
import { company } from '#shared/company.ts';
import { FINAL_RESPONSE_WEEKS, SUMMARY_RESOLUTION_BUSINESS_DAYS, type ComplaintReceipt } from '#shared/complaints.ts';
import { formatUkDate } from '#web/lib/dates.ts';

/** What a complainant sees once the complaint is recorded: the reference and the final-response date. */
export function ComplaintReceiptPanel({ receipt }: { receipt: ComplaintReceipt }) {
  return (
    <div role="status" className="rounded-2xl border-2 border-green-700 bg-green-50 p-6">
      <h2 className="flex items-center gap-2 text-xl font-bold text-green-900">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0" /> We have received your complaint
      </h2>
      <p className="mt-3 text-slate-900">
        Your complaint reference is <strong className="font-mono text-lg">{receipt.reference}</strong>. Please quote it
        if you contact us about this complaint.
      </p>
      <p className="mt-3 text-slate-800">
        If we can put things right within {SUMMARY_RESOLUTION_BUSINESS_DAYS} business days of receiving it, we will
        write to tell you. Otherwise we will send you our final response within {FINAL_RESPONSE_WEEKS} weeks, by{' '}
        <strong>{formatUkDate(receipt.finalResponseDue)}</strong>.
      </p>
      {receipt.acknowledged ? (
        <p className="mt-3 text-slate-800">
          We have emailed you an acknowledgement. If it has not arrived, check your spam folder, or email{' '}
          <a className="font-medium text-brand-700 underline" href={`mailto:${company.complaintsEmail}`}>
            {company.complaintsEmail}
          </a>
          .
        </p>
      ) : (
        <p className="mt-3 text-slate-800">
          We have not emailed you an acknowledgement this time, so please keep this reference. Our complaints team will
          write to you; you can also email{' '}
          <a className="font-medium text-brand-700 underline" href={`mailto:${company.complaintsEmail}`}>
            {company.complaintsEmail}
          </a>
          .
        </p>
      )}
    </div>
  );
}
