import { data, redirect, type RouterContextProvider } from 'react-router';
import { settle } from '#web/lib/settle.ts';
import { servicesOf } from '../route-data.server.ts';
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

// The result page's action (decisions 033, 126): its forms post here with or without script. The
// same applicant services as the JSON routes the screens' scripts call, with the applicant's own
// session; a new outcome is a 303 to the page that shows it, anything else is said on the same page.

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
  const services = servicesOf(context);
  const answer = await settle(services, () => services.applications.findMoreLenders());
  if (!answer.ok) {
    // No application (404), or one the panel cannot take again yet (409: still being decided): said on
    // the page with that status; anything else is a service that failed just now.
    if (answer.status === 404 || answer.status === 409) {
      const failed = answer.status === 404 ? NO_APPLICATION : answer.body.message;
      return data<FindMoreActionData>({ intent: FIND_MORE_INTENT, failed }, { status: answer.status });
    }
    return data<FindMoreActionData>({ intent: FIND_MORE_INTENT, failed: FIND_MORE_FAILED }, { status: 503 });
  }
  const offers = await settle(services, () => services.applications.offers());
  const found = summarise(answer.value.redirectUrl, offers.ok ? offers.value : []);
  if (found.kind === 'lender') return redirect(`${RESULT_PATH}?status=sold`, 303);
  return data<FindMoreActionData>({ intent: FIND_MORE_INTENT, found });
}

/**
 * 'Try Again' (the no-body POST /api/application/submit, idempotent on the server): on to the
 * outcome's result; while no lender has answered yet, the processing screen, which says it waits.
 */
async function tryAgain(context: Context) {
  const services = servicesOf(context);
  const answer = await settle(services, () => services.applications.panelOutcome());
  if (answer.ok && answer.value.status === 'waiting') return redirect(`${PROCESSING_PATH}?still=1`, 303);
  if (answer.ok) return redirect(`${RESULT_PATH}?status=${encodeURIComponent(answer.value.status)}`, 303);
  if (answer.status === 503) return redirect(`${PROCESSING_PATH}?still=1`, 303);
  // As the screen's script says it: the server's own words when it gave some.
  const failed = answer.body.message || TRY_AGAIN_FAILED;
  return data<TryAgainActionData>({ intent: TRY_AGAIN_INTENT, failed }, { status: answer.status });
}
