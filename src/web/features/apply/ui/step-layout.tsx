import { useEffect, useId, useRef, type FormEventHandler, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, ArrowRight, LoaderCircle } from 'lucide-react';
import { STEP_META, TOTAL_STEPS } from '#shared/application/step-meta.ts';
import { ANALYTICS_EVENTS } from '#shared/analytics-events.ts';
import { track } from '#web/lib/analytics.ts';
import { ErrorSummary, type FieldErrorItem } from './error-summary.tsx';
import { useSaveProblem } from '../draft/save-outage.ts';
import { useStepGuard, type NoticeState } from '../draft/step-guard.ts';
import { CHANGE_PARAM, CHECK_ANSWERS_PATH, percentComplete, previousPath, type StepNo } from '../steps-meta.ts';

type Props = {
  step: StepNo;
  /** The step's heading and subtitle (STEP_META) unless given (check your answers). */
  title?: string;
  subtitle?: string;
  /** Undefined while the saved draft loads. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  canContinue?: boolean;
  submitting?: boolean;
  continueLabel?: string;
  /** Problems of the fields the applicant has filled in, shown as a linked error summary. */
  errors?: FieldErrorItem[];
  /** Check your answers: a screen between steps, with its own progress label and Back. */
  review?: { progressLabel: string; backPath: string };
  children?: ReactNode;
};

const trackedVisits = new Set<string>();

/** Progress header, title, and the step's form with Back and Continue. */
export function StepLayout({
  step,
  title = STEP_META[step].heading,
  subtitle = STEP_META[step].subtitle,
  onSubmit,
  canContinue = false,
  submitting = false,
  continueLabel = 'Continue',
  errors = [],
  review,
  children,
}: Props) {
  const navigate = useNavigate();
  const percent = percentComplete(step);
  const blockedHintId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { key, state } = useLocation();
  const [params] = useSearchParams();
  const changing = params.get(CHANGE_PARAM) === 'check';
  const { checking } = useStepGuard(step);
  const notice = (state as NoticeState | null)?.notice;

  // Screen readers announce the new step: focus goes to its heading after Continue and Back.
  useEffect(() => heading.current?.focus(), [key]);

  // Funnel: one view per visit of a step screen (the loading and the loaded screen are one
  // visit); sent only with the visitor's analytics consent.
  useEffect(() => {
    if (review || trackedVisits.has(key)) return;
    trackedVisits.add(key);
    track(ANALYTICS_EVENTS.stepView, { step });
  }, [key, step, review]);

  const saveProblem = useSaveProblem(step);
  const disabled = !onSubmit || checking || !canContinue || submitting;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <div className="flex items-center justify-between text-sm font-semibold text-slate-700">
        <span>{review ? review.progressLabel : `Step ${step} of ${TOTAL_STEPS}`}</span>
        <span>{percent}% complete</span>
      </div>
      <div
        role="progressbar"
        aria-label="Application progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${review ? review.progressLabel : `Step ${step} of ${TOTAL_STEPS}`}, ${percent}% complete`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-accent-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>

      <h1 ref={heading} tabIndex={-1} className="mt-6 text-2xl font-bold text-brand-900 outline-none sm:text-3xl">
        {title}
      </h1>
      {subtitle ? <p className="mt-1 text-slate-700">{subtitle}</p> : null}
      {notice ? (
        <p role="status" className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-4 font-medium text-brand-900">
          {notice}
        </p>
      ) : null}

      <form
        noValidate
        onSubmit={onSubmit ?? ((e) => e.preventDefault())}
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        {onSubmit && !checking ? (
          <div className="space-y-6">{children}</div>
        ) : (
          <p role="status" className="flex items-center gap-2 py-10 text-slate-700">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> Loading your details…
          </p>
        )}
        {saveProblem ? (
          <p role="alert" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            {saveProblem}
          </p>
        ) : null}
        <div className="mt-8 flex items-center justify-between gap-3 border-t border-slate-200 pt-5">
          <button
            type="button"
            onClick={() => void navigate(review ? review.backPath : changing ? CHECK_ANSWERS_PATH : previousPath(step))}
            className={
              'inline-flex items-center gap-1 rounded-lg border border-slate-400 px-4 py-2.5 font-semibold ' +
              'text-slate-800 hover:bg-slate-50'
            }
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> Back
          </button>
          <button
            type="submit"
            disabled={disabled}
            aria-describedby={disabled && onSubmit && !submitting ? blockedHintId : undefined}
            className={
              'inline-flex items-center gap-1 rounded-lg bg-accent-600 px-5 py-2.5 font-semibold text-white ' +
              'shadow-sm hover:bg-accent-700 disabled:cursor-not-allowed disabled:bg-slate-400'
            }
          >
            {submitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {continueLabel}
            {submitting ? null : <ArrowRight aria-hidden="true" className="size-4" />}
          </button>
        </div>
        {disabled && onSubmit && !submitting ? (
          <div id={blockedHintId}>
            <ErrorSummary id={`${blockedHintId}-summary`} errors={errors} />
            <p className="mt-2 text-right text-sm text-slate-600">Complete the fields marked * to continue.</p>
          </div>
        ) : null}
      </form>
    </div>
  );
}
