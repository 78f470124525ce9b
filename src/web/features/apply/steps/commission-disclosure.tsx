import { useLoaderData } from 'react-router';
import { COMMISSION_WHEN, commissionRangeText } from '#shared/commission.ts';
import type { ConsentLoaderData } from './consent-data.ts';

/**
 * How we are paid, said before the applicant submits (CONC 4.5.3R): that lenders pay us commission,
 * how the order of lenders is decided, and the range of commission from the panel's configuration.
 */
export function CommissionDisclosure() {
  const { commission } = useLoaderData<ConsentLoaderData>();
  return (
    <section aria-labelledby="commission-heading" className="rounded-xl border border-slate-200 p-4">
      <h2 id="commission-heading" className="font-semibold text-slate-900">
        How we are paid
      </h2>
      <div className="mt-1 space-y-2 text-sm text-slate-700">
        <p>
          We are a credit broker, not a lender, and we never charge you a fee. A lender pays us a commission{' '}
          {COMMISSION_WHEN}
          {commission ? (
            <>
              : on our panel today it is <strong>{commissionRangeText(commission)}</strong> per application
            </>
          ) : null}
          .
        </p>
        <p>
          Lenders bid for applications. The order in which we ask them depends on their bid and on how they have treated
          past applicants we introduced to them, so the first lender asked is not always the cheapest for you.
        </p>
        <p>
          If a lender accepts, we show you its name and the commission it pays us before you go to its site, and both
          stay on your application record.
        </p>
      </div>
    </section>
  );
}
