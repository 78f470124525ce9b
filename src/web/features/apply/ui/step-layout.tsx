import { useEffect, useId, useRef, type FormEventHandler, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../router.tsx';
import { ArrowLeft, ArrowRight, LoaderCircle } from 'lucide-react';
import { ANALYTICS_EVENTS } from '#shared/analytics-events.ts';
import { track } from '#web/lib/analytics.ts';
import { ErrorSummary, type FieldErrorItem } from './error-summary.tsx';
import {
  BACK_BUTTON,
  CONTINUE_BUTTON,
  STEP_ACTIONS,
  STEP_FORM,
  STEP_PAGE,
  StepHeading,
  StepLoading,
} from './step-heading.tsx';
import { useSaveProblem } from '../draft/save-outage.ts';
import { useStepGuard, type NoticeState } from '../draft/step-guard.ts';
import { CHANGE_PARAM, CHECK_ANSWERS_PATH, previousPath, type StepNo } from '../steps-meta.ts';

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
  title,
  subtitle,
  onSubmit,
  canContinue = false,
  submitting = false,
  continueLabel = 'Continue',
  errors = [],
  review,
  children,
}: Props) {
  const navigate = useNavigate();
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
    <div className={STEP_PAGE}>
      <StepHeading
        step={step}
        title={title}
        subtitle={subtitle}
        progressLabel={review?.progressLabel}
        notice={notice}
        headingRef={heading}
      />

      <form noValidate onSubmit={onSubmit ?? ((e) => e.preventDefault())} className={STEP_FORM}>
        {onSubmit && !checking ? <div className="space-y-6">{children}</div> : <StepLoading />}
        {saveProblem ? (
          <p role="alert" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            {saveProblem}
          </p>
        ) : null}
        <div className={STEP_ACTIONS}>
          <button
            type="button"
            onClick={() => void navigate(review ? review.backPath : changing ? CHECK_ANSWERS_PATH : previousPath(step))}
            className={BACK_BUTTON}
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> Back
          </button>
          <button
            type="submit"
            disabled={disabled}
            aria-describedby={disabled && onSubmit && !submitting ? blockedHintId : undefined}
            className={CONTINUE_BUTTON}
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
