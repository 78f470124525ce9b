import { useEffect, useId, useRef, type FormEventHandler, type ReactNode } from 'react';
import { Link, useActionData, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, ArrowRight, LoaderCircle } from 'lucide-react';
import { ANALYTICS_EVENTS } from '#shared/analytics-events.ts';
import { ControlIdsFromNames } from '#web/components/ui/field.tsx';
import { track } from '#web/lib/analytics.ts';
import { ErrorSummary, type FieldErrorItem } from './error-summary.tsx';
import { StillNeeded } from './still-needed.tsx';
import { BACK_BUTTON, CONTINUE_BUTTON, STEP_ACTIONS, STEP_FORM, STEP_PAGE, StepHeading } from './step-heading.tsx';
import { EARLIER_STEP, EARLIER_STEP_NOTICE, NOTICE_PARAM } from '../route-data.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { CHANGE_PARAM, CHECK_ANSWERS_PATH, previousPath, type StepNo } from '../steps-meta.ts';

/** Navigation state carrying a short notice for the next screen. */
export type NoticeState = { notice?: string };

type Props = {
  step: StepNo;
  /** The step's heading and subtitle (STEP_META) unless given (check your answers). */
  title?: string;
  subtitle?: string;
  /** The script's submit (checks, then posts through React Router); without script the browser posts. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** A problem of the whole step from its last post (service down, already submitted). */
  problem?: string | undefined;
  canContinue?: boolean;
  submitting?: boolean;
  continueLabel?: string;
  /** Problems of the fields the applicant has filled in, shown as a linked error summary. */
  errors?: FieldErrorItem[];
  /** The fields still missing or wrong while Continue is disabled, named beside it. */
  missing?: string[];
  /**
   * The step has submit buttons among its fields (step 3's "Find address"): a hidden copy of
   * Continue comes first in the form, so Enter in a field still means Continue.
   */
  enterMeansContinue?: boolean;
  /** Check your answers: a screen between steps, with its own progress label and Back. */
  review?: { progressLabel: string; backPath: string };
  children?: ReactNode;
};

const trackedVisits = new Set<string>();

/**
 * Progress header, title, and the step's form with Back and Continue. The form posts to the
 * step's route (method post): it works before and without any script; with script, Continue is
 * enabled once the answers are valid (spec section 4) and the post goes through React Router.
 */
export function StepLayout({
  step,
  title,
  subtitle,
  onSubmit,
  problem,
  canContinue = true,
  submitting = false,
  continueLabel = 'Continue',
  errors = [],
  missing = [],
  enterMeansContinue = false,
  review,
  children,
}: Props) {
  const hydrated = useHydrated();
  const blockedHintId = useId();
  const formId = `${blockedHintId}-form`;
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  // The step came back from its post with problems (with script too, when the server refused it).
  const posted = useActionData<{ errors?: FieldErrorItem[] } | undefined>();
  const { key, state } = useLocation();
  const [params] = useSearchParams();
  const changing = params.get(CHANGE_PARAM) === 'check';
  const guardNotice = params.get(NOTICE_PARAM) === EARLIER_STEP ? EARLIER_STEP_NOTICE : undefined;
  const notice = (state as NoticeState | null)?.notice ?? guardNotice;

  // The step guard's notice came in the address (a redirect has no state): once the script runs it
  // moves into the history entry's state, so the address is the step's own again.
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const guarded = params.get(NOTICE_PARAM) === EARLIER_STEP;
  useEffect(() => {
    if (!guarded) return;
    const rest = new URLSearchParams(params);
    rest.delete(NOTICE_PARAM);
    const search = rest.toString();
    const state: NoticeState = { notice: EARLIER_STEP_NOTICE };
    void navigate(`${pathname}${search ? `?${search}` : ''}`, { replace: true, state });
  }, [guarded, params, pathname, navigate]);

  // Screen readers announce the new step: focus goes to its heading after Continue and Back.
  useEffect(() => {
    if (key !== 'default') heading.current?.focus();
  }, [key]);

  // After a post that came back with problems, focus goes to the error summary (GOV.UK); this runs
  // after the heading's effect above, so it wins when both change.
  useEffect(() => {
    if (posted?.errors?.length) summary.current?.focus();
  }, [posted]);

  // Funnel: one view per visit of a step screen; sent only with the visitor's analytics consent.
  useEffect(() => {
    if (review || trackedVisits.has(key)) return;
    trackedVisits.add(key);
    track(ANALYTICS_EVENTS.stepView, { step });
  }, [key, step, review]);

  const disabled = hydrated && (!canContinue || submitting);
  const backPath = review ? review.backPath : changing ? CHECK_ANSWERS_PATH : previousPath(step);
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

      {/* Above the form, with script or without (issue 42 item 1): the applicant reads it before the fields. */}
      <ErrorSummary id={`${blockedHintId}-posted`} errors={errors} formId={formId} ref={summary} />
      <form id={formId} method="post" noValidate onSubmit={onSubmit} className={STEP_FORM}>
        {enterMeansContinue ? (
          // Enter in a field submits the form with its first submit button (HTML implicit submission).
          <button type="submit" disabled={disabled} tabIndex={-1} aria-hidden="true" className="sr-only">
            {continueLabel}
          </button>
        ) : null}
        <ControlIdsFromNames value>
          <div className="space-y-6">{children}</div>
        </ControlIdsFromNames>
        {problem ? (
          <p role="alert" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            {problem}
          </p>
        ) : null}
        <div className={STEP_ACTIONS}>
          <Link to={backPath} className={BACK_BUTTON}>
            <ArrowLeft aria-hidden="true" className="size-4" /> Back
          </Link>
          <button
            type="submit"
            disabled={disabled}
            aria-describedby={disabled && !submitting ? blockedHintId : undefined}
            className={CONTINUE_BUTTON}
          >
            {submitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {continueLabel}
            {submitting ? null : <ArrowRight aria-hidden="true" className="size-4" />}
          </button>
        </div>
        {disabled && !submitting ? (
          <div id={blockedHintId}>
            <StillNeeded fields={missing} formId={formId} />
          </div>
        ) : null}
      </form>
    </div>
  );
}
