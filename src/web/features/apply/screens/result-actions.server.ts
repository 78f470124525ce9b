import { data, redirect, type RouterContextProvider } from 'react-router';
import type { LenderOffer } from '#shared/application/lender-offer.ts';
import { apiOf } from '../route-data.server.ts';
import { PROCESSING_PATH, RESULT_PATH } from '../steps-meta.ts';
import { reviewAction } from './review-request-data.ts';
import {
  FIND_MORE_FAILED,
  FIND_MORE_INTENT,
  INTENT_FIELD,
  NO_APPLICATION,
  TRY_AGAIN_FAILED,
  TRY_AGAIN_INTENT,
  summarise,
  type FindMoreActionData,
  type TryAgainActionData,
} from './result-intents.ts';

// The result page's action (decision 033): its forms post here with or without script. The same
// JSON API calls as the screens' scripts make, in-process with the applicant's own session; a new
// outcome is a 303 to the page that shows it, anything else is said on the same page.

type Context = Readonly<RouterContextProvider>;

export async function resultAction(request: Request, context: Context) {
  const form = await request.formData();
  const intent = form.get(INTENT_FIELD);
  if (intent === FIND_MORE_INTENT) return findMoreLenders(context);
  if (intent === TRY_AGAIN_INTENT) return tryAgain(context);
  return reviewAction(form, context);
}

/**
 * 'Find More Lenders' (POST /api/peppy/submit): a lender that buys is shown on the sold result,
 * which names it and our commission before the applicant goes to its page; otherwise what the
 * secondary panel said is shown here.
 */
async function findMoreLenders(context: Context) {
  const api = apiOf(context);
  const answer = await api.call<{ redirectUrl?: string; message?: string }>('POST', '/api/peppy/submit');
  if (answer.status !== 200) {
    const failed = answer.status === 404 ? NO_APPLICATION : FIND_MORE_FAILED;
    return data<FindMoreActionData>(
      { intent: FIND_MORE_INTENT, failed },
      { status: answer.status === 404 ? 404 : 503 },
    );
  }
  const offers = await api.call<LenderOffer[]>('GET', '/api/application/offers');
  const found = summarise(answer.body?.redirectUrl, offers.status === 200 ? offers.body : []);
  if (found.kind === 'lender') return redirect(`${RESULT_PATH}?status=sold`, 303);
  return data<FindMoreActionData>({ intent: FIND_MORE_INTENT, found });
}

/**
 * 'Try Again' (the no-body POST /api/application/submit, idempotent on the server): on to the
 * outcome's result; while no lender has answered yet, the processing screen, which says it waits.
 */
async function tryAgain(context: Context) {
  const answer = await apiOf(context).call<{ status?: string; message?: string }>('POST', '/api/application/submit');
  const status = answer.status === 200 ? answer.body?.status : undefined;
  if (answer.status === 503 || status === 'waiting') return redirect(`${PROCESSING_PATH}?still=1`, 303);
  if (status) return redirect(`${RESULT_PATH}?status=${encodeURIComponent(status)}`, 303);
  // As the screen's script says it: the server's own words when it gave some.
  const failed = answer.body?.message || TRY_AGAIN_FAILED;
  return data<TryAgainActionData>(
    { intent: TRY_AGAIN_INTENT, failed },
    { status: answer.status >= 400 ? answer.status : 503 },
  );
}
