import { storedSessionId } from '../draft/pending.ts';
import { useOffers, type LenderOffer } from './lender-offers.tsx';

// Once the applicant has been sent to the buying lender, neither the processing screen nor the
// result page may send them there again by themselves: Back from the lender's page must land on
// a result page that names the lender and leaves the choice to them (issue 16 item 4, ADR 020).
// Kept per tab and per application, so a new application in the same tab starts afresh.

const FINISHED_KEY = 'apply:finished';
const HANDED_OVER_KEY = 'apply:handed-over';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const keyed = (value: string) => `${storedSessionId() ?? ''}|${value}`;
const readKeyed = (key: string): string | null => {
  const raw = storage()?.getItem(key);
  const prefix = `${storedSessionId() ?? ''}|`;
  return raw?.startsWith(prefix) ? raw.slice(prefix.length) : null;
};

/** The processing screen finished with this result page: opening it again goes straight there. */
export const rememberFinished = (resultPath: string) => storage()?.setItem(FINISHED_KEY, keyed(resultPath));
export const finishedResult = (): string | null => (storedSessionId() ? readKeyed(FINISHED_KEY) : null);

export const markHandedOver = (redirectUrl: string) => storage()?.setItem(HANDED_OVER_KEY, keyed(redirectUrl));
export const wasHandedOver = (redirectUrl: string): boolean => readKeyed(HANDED_OVER_KEY) === redirectUrl;

export type Buyer = { lenderName: string; commission: number | null };

export const buyerOf = (offers: LenderOffer[] | undefined): Buyer | null => {
  const sold = offers?.find((offer) => offer.outcome === 'sold');
  return sold ? { lenderName: sold.lenderName, commission: sold.commission ?? null } : null;
};

/**
 * The lender that bought the application, from the offers list (null until known): the result
 * page's loader read it on the server, so the handover names it without script too.
 */
export function useBuyer(enabled = true): { buyer: Buyer | null; isPending: boolean } {
  const offers = useOffers(enabled);
  return { buyer: buyerOf(offers.data), isPending: enabled && offers.isPending };
}
