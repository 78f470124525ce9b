import { useLoaderData } from 'react-router';
import { commissionNotice, privacyNotice } from '#shared/application/consent-texts.ts';
import { ConsentNotice } from './consent-text.tsx';
import type { ConsentLoaderData } from './consent-data.ts';

/**
 * How we are paid, said before the applicant submits (CONC 4.5.3R): that lenders pay us commission,
 * how the order of lenders is decided, and the range of commission from the panel's configuration.
 * The words are the shared notice's, recorded for the consent certificate (decision 138).
 */
export function CommissionDisclosure() {
  const { commission } = useLoaderData<ConsentLoaderData>();
  return <ConsentNotice id="commission-heading" heading="How we are paid" text={commissionNotice(commission)} />;
}

/** The short privacy notice where the data is collected, the full policy linked (decision 138). */
export function PrivacyNotice() {
  return <ConsentNotice id="privacy-heading" heading="How we use your information" text={privacyNotice()} />;
}
