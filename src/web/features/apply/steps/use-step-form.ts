import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { readPending, saveStep, useDraft, type Draft } from '../draft/draft.ts';
import { SAVE_OUTAGE_MESSAGE, setSaveProblem } from '../draft/save-outage.ts';
import { CHANGE_PARAM, CHECK_ANSWERS_PATH, nextPath, type StepNo } from '../steps-meta.ts';

const pick = (source: Draft | null | undefined, keys: readonly string[]): Record<string, unknown> => {
  const picked: Record<string, unknown> = {};
  for (const key of keys) {
    const value = source?.[key];
    if (value !== null && value !== undefined) picked[key] = value;
  }
  return picked;
};

/**
 * The values a step's form starts with: defaults, then what the server has saved, then anything
 * whose save failed earlier in this tab. Undefined while the draft is loading; a draft that cannot
 * be loaded counts as none, so the applicant can still carry on.
 */
export function useStepInitialValues<T extends Record<string, unknown>>(
  step: StepNo,
  keys: readonly string[],
  defaults: T,
) {
  const draft = useDraft();
  if (draft.isPending) return { values: undefined, draft: undefined };
  const saved = pick(draft.data, keys);
  return { values: { ...defaults, ...saved, ...readPending(step) } as T, draft: draft.data ?? null };
}

/** Where Continue leads: the next step, or back to check your answers after a "Change" link. */
export function useContinuePath(step: StepNo): string {
  const [params] = useSearchParams();
  return params.get(CHANGE_PARAM) === 'check' ? CHECK_ANSWERS_PATH : nextPath(step);
}

/**
 * Saves the step and moves to the next screen, whether the save succeeded or not, except while the
 * service answers 503 (the applicant stays, told their answers are kept, and tries again) or the
 * server refuses the change (409 after submission: the applicant stays and reads why).
 */
export function useSaveAndContinue(step: StepNo) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const target = useContinuePath(step);
  return async (values: Record<string, unknown>) => {
    const saved = await saveStep(queryClient, step, values);
    const problem =
      saved.kind === 'unavailable' ? SAVE_OUTAGE_MESSAGE : saved.kind === 'refused' ? saved.message : null;
    setSaveProblem(step, problem);
    if (problem) return;
    await navigate(target);
  };
}
