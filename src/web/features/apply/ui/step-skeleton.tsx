import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from '../router.tsx';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { STEP_NUMBERS, STEP_META } from '#shared/application/step-meta.ts';
import { ApplyHeader } from '../apply-chrome.tsx';
import { DRAFT_HINT_COOKIE } from '../draft/fetch.ts';
import { EARLIER_STEP_NOTICE } from '../draft/step-guard.ts';
import type { StepNo } from '../steps-meta.ts';
import type { ShellSkeleton } from '#web/lib/spa-shell.ts';
import {
  BACK_BUTTON,
  CONTINUE_BUTTON,
  STEP_ACTIONS,
  STEP_FORM,
  STEP_PAGE,
  StepHeading,
  StepLoading,
} from './step-heading.tsx';

// Build time only (the SPA shell's prerender, src/web/root.tsx): the step screens as they look
// while their scripts load, so the first paint of /apply/... already shows the step's heading
// (issue 13: LCP). The shell carries one <template> per step; a small inline script picks the one
// for the address before the first paint (src/web/lib/spa-shell.ts).

/** A later step opened without a draft: the guard will bring the visitor to step 1 with a notice. */
const FIRST_STEP_WITH_NOTICE = 'notice';

function StepSkeleton({ step, notice }: { step: StepNo; notice?: string }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <ApplyHeader />
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 outline-none">
        <div className={STEP_PAGE}>
          <StepHeading step={step} notice={notice} />
          <div className={STEP_FORM}>
            <StepLoading />
            <div className={STEP_ACTIONS}>
              <button type="button" disabled className={BACK_BUTTON}>
                <ArrowLeft aria-hidden="true" className="size-4" /> Back
              </button>
              <button type="button" disabled className={CONTINUE_BUTTON}>
                Continue
                <ArrowRight aria-hidden="true" className="size-4" />
              </button>
            </div>
          </div>
        </div>
      </main>
    </div>
  );
}

const markup = (step: StepNo, notice?: string) =>
  renderToStaticMarkup(
    <StaticRouter path={STEP_META[step].path}>
      <StepSkeleton step={step} notice={notice} />
    </StaticRouter>,
  );

/**
 * The step screens for the SPA shell (src/web/lib/spa-shell.ts): one per step at its address, a later
 * step without the draft cookie (fetch.ts) painted as step 1 with the notice the guard will show.
 */
export function stepSkeletons(): ShellSkeleton[] {
  const steps = STEP_NUMBERS.map((step): ShellSkeleton => ({
    key: String(step),
    path: STEP_META[step].path,
    html: markup(step),
    ...(step > 1 ? { unless: { cookie: DRAFT_HINT_COOKIE, instead: FIRST_STEP_WITH_NOTICE } } : {}),
  }));
  return [...steps, { key: FIRST_STEP_WITH_NOTICE, html: markup(1, EARLIER_STEP_NOTICE) }];
}
