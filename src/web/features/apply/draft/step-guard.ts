import { SAVEABLE_STEPS, STEP_META, type StepNo } from '#shared/application/step-meta.ts';
import { useEffect } from 'react';
import { useNavigate } from '../router.tsx';
import { useDraft, type Draft } from './fetch.ts';
import { readPending } from './pending.ts';
import { saveFailedThisVisit } from './save.ts';

export const EARLIER_STEP_NOTICE =
  'Please answer this step first. We have brought you to the first step that still needs your answers.';

/** Navigation state carrying a short notice for the next screen. */
export type NoticeState = { notice?: string };

/**
 * The first of steps 1..before-1 not yet done: not complete on the server (completedSteps of
 * GET /api/application) and not answered in this tab with a save that failed (the flow moves on
 * after a failed save). Undefined when all are done.
 */
export function firstIncompleteStep(draft: Draft | null | undefined, before: number): StepNo | undefined {
  const completed = draft?.completedSteps ?? [];
  return SAVEABLE_STEPS.find(
    (step) => step < before && !completed.includes(step) && readPending(step) === null && !saveFailedThisVisit(step),
  );
}

/**
 * A step (or check-your-answers, as step 7) opened before the earlier steps are done sends the
 * applicant to the first incomplete step with a short notice, replacing the history entry.
 */
export function useStepGuard(step: number): { checking: boolean } {
  const draft = useDraft();
  const navigate = useNavigate();
  const target = draft.isPending || draft.isError ? undefined : firstIncompleteStep(draft.data, step);
  useEffect(() => {
    if (target === undefined) return;
    const state: NoticeState = { notice: EARLIER_STEP_NOTICE };
    void navigate(STEP_META[target].path, { replace: true, state });
  }, [target, navigate]);
  return { checking: draft.isPending || target !== undefined };
}
