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

export const PROCESSING_PATH = '/apply/processing';
export const RESULT_PATH = '/apply/result';

export const nextPath = (step: StepNo): string => (step === TOTAL_STEPS ? PROCESSING_PATH : STEP_PATHS[(step + 1) as StepNo]);
export const previousPath = (step: StepNo): string => (step === 1 ? '/' : STEP_PATHS[(step - 1) as StepNo]);

/** Percent complete shown in the progress header: (step - 1) / (total - 1). */
export const percentComplete = (step: number): number => Math.round(((step - 1) / (TOTAL_STEPS - 1)) * 100);

/** The step number of a step screen's path, or undefined for the other application screens. */
export function stepOfPath(pathname: string): StepNo | undefined {
  const entry = Object.entries(STEP_PATHS).find(([, path]) => path === pathname.replace(/\/+$/, ''));
  return entry ? (Number(entry[0]) as StepNo) : undefined;
}
