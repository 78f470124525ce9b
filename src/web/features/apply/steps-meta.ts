import { TOTAL_STEPS } from '#shared/application/steps.ts';

export type StepNo = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Screen path of each step (spec section 2). */
export const STEP_PATHS: Record<StepNo, string> = {
  1: '/apply',
  2: '/apply/personal',
  3: '/apply/address',
  4: '/apply/employment',
  5: '/apply/bank',
  6: '/apply/expenses',
  7: '/apply/consent',
};

/** The "Check your answers" screen between step 6 and consent (GOV.UK pattern). */
export const CHECK_ANSWERS_PATH = '/apply/check-answers';
/** Query of a step opened from a "Change" link: Continue and Back return to check your answers. */
export const CHANGE_PARAM = 'change';

export const PROCESSING_PATH = '/apply/processing';
export const RESULT_PATH = '/apply/result';

export function nextPath(step: StepNo): string {
  if (step === TOTAL_STEPS) return PROCESSING_PATH;
  if (step === 6) return CHECK_ANSWERS_PATH;
  return STEP_PATHS[(step + 1) as StepNo];
}
export function previousPath(step: StepNo): string {
  if (step === 1) return '/';
  if (step === TOTAL_STEPS) return CHECK_ANSWERS_PATH;
  return STEP_PATHS[(step - 1) as StepNo];
}

/**
 * Percent complete shown in the progress header: the steps finished out of all seven, so step 7
 * (nothing submitted yet) shows 86%, not 100% (decision 018; the spec's (step-1)/(total-1) said
 * 100% before the applicant had agreed to anything).
 */
export const percentComplete = (step: number): number => Math.round(((step - 1) / TOTAL_STEPS) * 100);

/** The step number of a step screen's path, or undefined for the other application screens. */
export function stepOfPath(pathname: string): StepNo | undefined {
  const entry = Object.entries(STEP_PATHS).find(([, path]) => path === pathname.replace(/\/+$/, ''));
  return entry ? (Number(entry[0]) as StepNo) : undefined;
}
