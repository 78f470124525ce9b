import { redirect } from 'react-router';
import { ProcessingScreen } from '#web/features/apply/screens/processing-screen.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { screenDraft, servicesOf } from '#web/features/apply/route-data.server.ts';
import { realOutcome } from '#web/features/apply/screens/result-outcome.ts';
import { PROCESSING_PATH, RESULT_PATH } from '#web/features/apply/steps-meta.ts';
import { PROCESSING } from '#web/features/apply/timings.ts';
import { STEP_META } from '#shared/application/step-meta.ts';
import { APPLY_SCREEN_TITLES } from '#shared/spa-titles.ts';
import { settle } from '#web/lib/settle.ts';
import type { RouteHandle } from '#web/root.tsx';
import type { Route } from './+types/apply-processing';

export const meta = () => applyMeta(APPLY_SCREEN_TITLES[PROCESSING_PATH], PROCESSING_PATH);
/** Set by "Check again" when the answer is not known yet: the screen says we are still waiting. */
const STILL_WAITING = 'still';
/**
 * Without script the page reloads itself after the spec's 5 s wait (and every 5 s after) at this
 * address: the reload only reads the outcome (decision 134).
 */
const SHOWN_PARAM = 'shown';
export const handle: RouteHandle = {
  refreshWithoutScript: { seconds: PROCESSING.submitAfterMs / 1000, url: `${PROCESSING_PATH}?${SHOWN_PARAM}=1` },
};

/**
 * The processing screen's draft; it starts nothing (the consent post enqueued the lender run). One
 * not yet consented goes back to consent. The screen is shown its 5 s (spec section 4) whatever is
 * known: with script it then reads the outcome itself; without, its refresh (`?shown=1`) comes here
 * and an application with an outcome goes to its result (never a second run).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const loaded = await screenDraft(services);
  const outcome = realOutcome(loaded.draft);
  if (outcome === 'unsent') throw redirect(STEP_META[7].path);
  const shownLongEnough = new URL(request.url).searchParams.has(SHOWN_PARAM);
  if (outcome !== 'error' && outcome !== 'none' && shownLongEnough) {
    const reason = outcome === 'referred' && loaded.draft?.gateReason ? `&reason=${loaded.draft.gateReason}` : '';
    throw redirect(`${RESULT_PATH}?status=${outcome}${reason}`);
  }
  return loaded;
}

/**
 * "Check again" without script: a post, so it may start the run if none has (the no-body submit,
 * without waiting); then the result when known, else this screen, which says we are still waiting.
 */
export async function action({ context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const answer = await settle(services, () => services.applications.panelOutcome());
  const status = answer.ok ? answer.value.status : 'error';
  // No outcome yet (a late lender, a job being taken over: decisions 050, 097): back to this screen,
  // which says we are still waiting; never the result page, which would show an error.
  if ((!answer.ok && answer.status === 503) || status === 'waiting')
    return redirect(`${PROCESSING_PATH}?${STILL_WAITING}=1`, 303);
  return redirect(`${RESULT_PATH}?status=${encodeURIComponent(status)}`, 303);
}

export default function ApplyProcessing() {
  return <ProcessingScreen />;
}
