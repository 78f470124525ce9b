import { useActionData, useRevalidator } from 'react-router';
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, LoaderCircle, Search } from 'lucide-react';
import { apiJson } from '#web/lib/api-client.ts';
import { useDraft } from '../draft/fetch.ts';
import { OFFERS_QUERY_KEY, fetchOffers } from './lender-offers.tsx';
import { RESULT } from '../timings.ts';
import { markHandedOver } from './handover.ts';
import { IntentForm } from './result-parts.tsx';
import {
  FIND_MORE_FAILED,
  FIND_MORE_INTENT,
  NO_APPLICATION,
  intentAnswer,
  summarise,
  type FindMoreActionData,
  type Found,
} from './result-intents.ts';

/** 'Find More Lenders' on the result page, for the applicant's own application. */
export function FindMoreLendersForDraft() {
  const draft = useDraft();
  return draft.isPending ? null : <FindMoreLenders hasApplication={Boolean(draft.data)} />;
}

/**
 * Offers the application to the lenders of the secondary panel (POST /api/peppy/submit; the
 * applicant consented to that at step 7) and shows what came back. Once answered the button
 * goes: the server runs the secondary panel once anyway, and a second click would only repeat it.
 * A form posted to the result page's action, which does the same without script; the script
 * does it here, opening a lender's page in a new window.
 */
export function FindMoreLenders({ hasApplication }: { hasApplication: boolean }) {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const posted = intentAnswer<FindMoreActionData>(useActionData(), FIND_MORE_INTENT);
  const [busy, setBusy] = useState(false);
  // What the script was answered; until it asks, what the action answered a post without script.
  const [tried, setTried] = useState(false);
  const [answered, setAnswered] = useState<Found | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const inFlight = useRef(false);
  const found = tried ? answered : (posted?.found ?? null);
  const error = tried ? failed : (posted?.failed ?? null);

  const findMore = async () => {
    if (inFlight.current) return;
    setTried(true);
    if (!hasApplication) {
      setFailed(NO_APPLICATION);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setFailed(null);
    try {
      const result = await apiJson<{ success?: boolean; redirectUrl?: string | null }>('POST', '/api/peppy/submit');
      const offers = await queryClient
        .fetchQuery({ queryKey: OFFERS_QUERY_KEY, queryFn: fetchOffers, staleTime: 0 })
        .catch(() => []);
      void revalidator.revalidate();
      const answer = summarise(result?.redirectUrl, offers);
      setAnswered(answer);
      if (answer.kind === 'lender') {
        // Opened here: the sold result this page now shows must not send the applicant again.
        markHandedOver(answer.url);
        const opened = window.open(answer.url, '_blank');
        if (opened) opened.opener = null;
      }
    } catch {
      inFlight.current = false;
      setFailed(FIND_MORE_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-6">
      {found ? null : (
        <IntentForm intent={FIND_MORE_INTENT} onSubmit={() => void findMore()}>
          <button
            type="submit"
            disabled={busy}
            className={
              'inline-flex items-center gap-2 rounded-lg bg-accent-600 px-5 py-3 font-semibold text-white shadow-sm ' +
              'hover:bg-accent-700 disabled:bg-slate-400'
            }
          >
            {busy ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <Search aria-hidden="true" className="size-5" />
            )}
            Find More Lenders
          </button>
        </IntentForm>
      )}
      <div role="status" className="mt-3 text-sm text-slate-700">
        {found ? <FoundMessage found={found} /> : null}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function FoundMessage({ found }: { found: Found }) {
  if (found.kind === 'lender') {
    return (
      <p>
        <strong>{found.lenderName ?? 'Another lender'}</strong> can consider your application: its page opened in a new
        window.{' '}
        <a
          href={found.url}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 font-semibold text-brand-700 underline"
        >
          Open the lender's page <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      </p>
    );
  }
  if (found.kind === 'review') {
    return (
      <p>
        <strong>{found.lenderName ?? 'Another lender'}</strong> is reviewing your application and will contact you
        directly within {RESULT.lenderContactHours} hours.
      </p>
    );
  }
  return found.asked > 0 ? (
    <p>
      We asked {found.asked === 1 ? 'one more lender' : `${found.asked} more lenders`}, but none could offer you a loan
      right now.
    </p>
  ) : (
    <p>No more lenders on our panel can consider your application right now.</p>
  );
}
