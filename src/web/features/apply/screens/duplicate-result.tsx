import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import { useDraft } from '../draft/fetch.ts';
import { button, Heading } from './result-parts.tsx';

/**
 * The result of an application the duplicate rule refused (issue 42 item 2): no lender was asked,
 * so the page says why instead of "none of our lenders could offer you a loan", and offers neither
 * a search nor Find More Lenders; the result screen adds the review request under it. Nothing of
 * the earlier application is shown (ADR 011).
 */
export function Duplicate() {
  const days = useDraft().data?.duplicateWindowDays;
  return (
    <>
      {/* The spec's heading for a refusal. */}
      <Heading icon={<CalendarClock aria-hidden="true" className="mx-auto size-14 text-slate-600" />}>
        Unable to Match at This Time
      </Heading>
      <div className="mt-3 space-y-3 text-slate-700">
        <p>
          We received an application from you recently. We do not send the same person to lenders twice within{' '}
          {days ? `${days} days` : 'a short time'}, so we have not sent this application to any lender.
        </p>
        <p>No lender has seen this application and no credit search has been made for it.</p>
      </div>
      <Link to="/guides" className={`${button} mt-6 bg-brand-700 text-white hover:bg-brand-800`}>
        Read our money guides
      </Link>
    </>
  );
}
