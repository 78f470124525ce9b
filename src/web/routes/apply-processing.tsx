import { redirect } from 'react-router';
import { ProcessingScreen } from '#web/features/apply/screens/processing-screen.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { screenDraft, servicesOf } from '#web/features/apply/route-data.server.ts';
import { realOutcome } from '#web/features/apply/screens/result-outcome.ts';
import { PROCESSING_PATH, RESULT_PATH } from '#web/features/apply/steps-meta.ts';
import { STEP_META } from '#shared/application/step-meta.ts';
import { APPLY_SCREEN_TITLES } from '#shared/spa-titles.ts';
import { settle } from '#web/lib/settle.ts';
import type { RouteHandle } from '#web/root.tsx';
import type { Route } from './+types/apply-processing';

export const meta = () => applyMeta(APPLY_SCREEN_TITLES[PROCESSING_PATH], PROCESSING_PATH);
/** Without script the page reloads itself at this address, which asks for the panel run. */
const NO_SCRIPT_PARAM = 'waiting';
/** Set by "Check again" when the answer is not known yet: the screen says we are still waiting. */
const STILL_WAITING = 'still';
export const handle: RouteHandle = {
  refreshWithoutScript: { seconds: 3, url: `${PROCESSING_PATH}?${NO_SCRIPT_PARAM}=1` },
};

/**
 * The processing screen's draft. An application with an outcome goes to its result (never a
 * second run); one not yet consented goes back to consent. A browser without script reloads this
 * page with `?waiting=1`: that starts the lender panel (once per application, so every reload reads
 * or waits for the same run); with script the screen asks itself after its 5 s (spec section 4).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const loaded = await screenDraft(services);
  const outcome = realOutcome(loaded.draft);
  if (outcome === 'unsent') throw redirect(STEP_META[7].path);
  if (outcome !== 'error' && outcome !== 'none') {
    const reason = outcome === 'referred' && loaded.draft?.gateReason ? `&reason=${loaded.draft.gateReason}` : '';
    throw redirect(`${RESULT_PATH}?status=${outcome}${reason}`);
  }
  if (loaded.draft?.status === 'processing' && new URL(request.url).searchParams.has(NO_SCRIPT_PARAM)) {
    void services.applications.panelOutcome().catch(() => undefined);
  }
  return loaded;
}

/** "Check again" without script: waits for the run's outcome, then shows the result. */
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
