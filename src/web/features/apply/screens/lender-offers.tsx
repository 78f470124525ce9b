import { useLoaderData } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '#web/lib/api-client.ts';
import type { LenderOffer } from '#shared/application/lender-offer.ts';
import type { ResultLoaderData } from './review-request-data.ts';

export type { LenderOffer };

export const OFFERS_QUERY_KEY = ['/api/application/offers'] as const;

export const fetchOffers = () => apiJson<LenderOffer[]>('GET', '/api/application/offers');

/**
 * The offers on the result page: the ones its loader read on the server (so the page shows them
 * without script) seed the query, which the browser's own reads (Find More Lenders) then update.
 */
export function useOffers(enabled = true) {
  const { offers } = useLoaderData<ResultLoaderData>();
  return useQuery({
    queryKey: OFFERS_QUERY_KEY,
    queryFn: fetchOffers,
    enabled,
    ...(offers ? { initialData: offers } : {}),
  });
}

// UK time, so the server's page and the browser's agree (the page is rendered on both).
const time = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });
};

/** The lenders this application was offered to and what each said (transparency for the applicant). */
export function LenderOffers() {
  const offers = useOffers();
  if (!offers.data?.length) return null;
  return (
    <section aria-labelledby="offers-heading" className="mt-8 text-left">
      <h2 id="offers-heading" className="text-lg font-bold text-brand-900">
        Lenders we asked
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {offers.data.map((offer) => (
          <li key={`${offer.panel}-${offer.lenderName}-${offer.attemptedAt}`} className="px-4 py-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold text-slate-900">
                {offer.lenderName}
                {offer.panel === 'secondary' ? (
                  <span className="ml-2 text-xs font-normal text-slate-600">(additional lender)</span>
                ) : null}
              </span>
              <span
                className={`text-sm font-semibold ${offer.outcome === 'sold' ? 'text-accent-700' : 'text-slate-800'}`}
              >
                {offer.headline}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-700">{offer.detail}</p>
            <p className="mt-1 text-xs text-slate-600">{time(offer.attemptedAt)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
