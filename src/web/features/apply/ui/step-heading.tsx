import type { RefObject } from 'react';
import { LoaderCircle } from 'lucide-react';
import { STEP_META, TOTAL_STEPS } from '#shared/application/step-meta.ts';
import { percentComplete, type StepNo } from '../steps-meta.ts';

export const BACK_BUTTON =
  'inline-flex items-center gap-1 rounded-lg border border-slate-400 px-4 py-2.5 font-semibold ' +
  'text-slate-800 hover:bg-slate-50';
export const CONTINUE_BUTTON =
  'inline-flex items-center gap-1 rounded-lg bg-accent-600 px-5 py-2.5 font-semibold text-white ' +
  'shadow-sm hover:bg-accent-700 disabled:cursor-not-allowed disabled:bg-slate-400';
/** The white card holding a step's questions and its Back and Continue buttons. */
export const STEP_FORM = 'mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
export const STEP_ACTIONS = 'mt-8 flex items-center justify-between gap-3 border-t border-slate-200 pt-5';
export const STEP_PAGE = 'mx-auto w-full max-w-2xl px-4 py-6 sm:py-10';

type Props = {
  step: StepNo;
  title?: string;
  subtitle?: string;
  /** Check your answers: its own progress label. */
  progressLabel?: string;
  notice?: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
};

/**
 * A step screen's progress bar, heading, subtitle and notice, as StepLayout and the other application
 * screens draw them (server-rendered, then hydrated without a change, decision 033).
 */
export function StepHeading({
  step,
  title = STEP_META[step].heading,
  subtitle = STEP_META[step].subtitle,
  progressLabel = `Step ${step} of ${TOTAL_STEPS}`,
  notice,
  headingRef,
}: Props) {
  const percent = percentComplete(step);
  return (
    <>
      <div className="flex items-center justify-between text-sm font-semibold text-slate-700">
        <span>{progressLabel}</span>
        <span>{percent}% complete</span>
      </div>
      <div
        role="progressbar"
        aria-label="Application progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${progressLabel}, ${percent}% complete`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-accent-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>

      <h1 ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-bold text-brand-900 outline-none sm:text-3xl">
        {title}
      </h1>
      {subtitle ? <p className="mt-1 text-slate-700">{subtitle}</p> : null}
      {notice ? (
        <p role="status" className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-4 font-medium text-brand-900">
          {notice}
        </p>
      ) : null}
    </>
  );
}

/** The card's content while the draft loads (StepLayout) or the scripts do (the skeleton). */
export function StepLoading() {
  return (
    <p role="status" className="flex items-center gap-2 py-10 text-slate-700">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> Loading your details…
    </p>
  );
}
