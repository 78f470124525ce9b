import { STEP_META, TOTAL_STEPS, type StepNo } from '#shared/application/step-meta.ts';

export { stepOfPath, type StepNo } from '#shared/application/step-meta.ts';

/** The "Check your answers" screen between step 6 and consent (GOV.UK pattern). */
export const CHECK_ANSWERS_PATH = '/apply/check-answers';
/** Query of a step opened from a "Change" link: Continue and Back return to check your answers. */
export const CHANGE_PARAM = 'change';

export const PROCESSING_PATH = '/apply/processing';
export const RESULT_PATH = '/apply/result';
export const RESUBMIT_PATH = '/apply/resubmit';

export function nextPath(step: StepNo): string {
  if (step === TOTAL_STEPS) return PROCESSING_PATH;
  if (step === 6) return CHECK_ANSWERS_PATH;
  return STEP_META[(step + 1) as StepNo].path;
}
export function previousPath(step: StepNo): string {
  if (step === 1) return '/';
  if (step === TOTAL_STEPS) return CHECK_ANSWERS_PATH;
  return STEP_META[(step - 1) as StepNo].path;
}

/**
 * Percent complete shown in the progress header: the steps finished out of all seven, so step 7
 * (nothing submitted yet) shows 86%, not 100% (decision 018; the spec's (step-1)/(total-1) said
 * 100% before the applicant had agreed to anything).
 */
export const percentComplete = (step: number): number => Math.round(((step - 1) / TOTAL_STEPS) * 100);
