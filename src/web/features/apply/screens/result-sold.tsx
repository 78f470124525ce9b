import { useEffect, useState } from 'react';
import { CheckCircle2, ExternalLink } from 'lucide-react';
import { useDraft } from '../draft/fetch.ts';
import { FindMoreLenders } from './find-more-lenders.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { HandoverNotice } from './handover-notice.tsx';
import { markHandedOver, useBuyer, wasHandedOver } from './handover.ts';
import { button, Heading } from './result-parts.tsx';
import { RESULT } from '../timings.ts';

/** A sale: the lender named, the handover explained, and the lender's page the server issued. */
export function Sold() {
  const draft = useDraft();
  // Only the lender page the server issued for this application is ever followed (never a URL
  // from the query string), so the result page cannot be used as an open redirect.
  const redirectUrl = typeof draft.data?.redirectUrl === 'string' ? draft.data.redirectUrl : null;
  const { buyer } = useBuyer(Boolean(redirectUrl));
  const [, recheck] = useState(0);
  // Only the page's script sends the applicant on by itself: without it (and in the server's
  // render) the notice does not say we are taking them, the link does it.
  const scripted = useHydrated();
  const handedOver = redirectUrl ? wasHandedOver(redirectUrl) : false;

  useEffect(() => {
    // Restored from the back/forward cache after the redirect: read the hand-over mark again.
    const onShow = () => recheck((n) => n + 1);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  useEffect(() => {
    if (!redirectUrl || handedOver) return;
    const timer = window.setTimeout(() => {
      markHandedOver(redirectUrl);
      window.location.assign(redirectUrl);
    }, RESULT.autoRedirectMs);
    return () => window.clearTimeout(timer);
  }, [redirectUrl, handedOver]);

  const lender = buyer?.lenderName ?? 'the lender';
  return (
    <>
      <Heading icon={<CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-accent-600" />}>
        Match Found
      </Heading>
      {redirectUrl ? (
        <>
          <HandoverNotice buyer={buyer} leaving={scripted && !handedOver} />
          <a
            href={redirectUrl}
            onClick={() => markHandedOver(redirectUrl)}
            className={`${button} mt-6 bg-accent-600 text-white hover:bg-accent-700`}
          >
            Continue to {lender} <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </>
      ) : (
        <>
          <p className="mt-3 text-slate-700">
            Your application has been matched. The lender will contact you directly to confirm your details and, if
            approved, show you its loan agreement before you sign anything. Approval is never guaranteed.
          </p>
          <FindMoreLenders hasApplication />
        </>
      )}
    </>
  );
}
