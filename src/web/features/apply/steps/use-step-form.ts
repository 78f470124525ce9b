import { useNavigate, useSearchParams } from '../router.tsx';
import type { StepNo } from '#shared/application/step-meta.ts';
import { STEPS, type StepInput, type StepOutput } from '#shared/application/steps.ts';
import { useDraft, type Draft } from '../draft/fetch.ts';
import { useApplyResources } from '../draft/resources.tsx';
import { readPending } from '../draft/pending.ts';
import { SAVE_OUTAGE_MESSAGE, setSaveProblem } from '../draft/save-outage.ts';
import { saveStep } from '../draft/save.ts';
import { CHANGE_PARAM, CHECK_ANSWERS_PATH, nextPath } from '../steps-meta.ts';
import { useForm } from '../form/use-form.ts';
import { errorList, stepResolver } from './step-resolver.ts';

/** A step's starting values, as its form takes them. */
export type StepInitial<N extends StepNo> = Partial<StepInput<N>>;

const pick = (source: Draft | null | undefined, keys: readonly string[]): Record<string, unknown> => {
  const picked: Record<string, unknown> = {};
  if (!source) return picked;
  for (const [key, value] of Object.entries(source)) {
    if (keys.includes(key) && value !== null && value !== undefined) picked[key] = value;
  }
  return picked;
};

/**
 * The values a step's form starts with: defaults, then what the server has saved (the step's
 * fields, less any `skip`ped), then anything whose save failed earlier in this tab. Undefined while
 * the draft is loading; a draft that cannot be loaded counts as none, so the applicant can still
 * carry on.
 */
export function useStepInitialValues<N extends StepNo>(
  step: N,
  defaults: { [K in keyof StepInput<N>]?: unknown } = {},
  skip: readonly string[] = [],
): { values: StepInitial<N> | undefined; draft: Draft | null | undefined } {
  const draft = useDraft();
  if (draft.isPending) return { values: undefined, draft: undefined };
  const keys = STEPS[step].fields.filter((key: string) => !skip.includes(key));
  const saved = pick(draft.data, keys);
  // What was saved passed this step's schema; what is pending is this step's own earlier input.
  const values = { ...defaults, ...saved, ...readPending(step) } as StepInitial<N>;
  return { values, draft: draft.data ?? null };
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
  const resources = useApplyResources();
  const navigate = useNavigate();
  const target = useContinuePath(step);
  return async (values: Record<string, unknown>) => {
    const saved = await saveStep(resources, step, values);
    const problem =
      saved.kind === 'unavailable' ? SAVE_OUTAGE_MESSAGE : saved.kind === 'refused' ? saved.message : null;
    setSaveProblem(step, problem);
    if (problem) return;
    await navigate(target);
  };
}

/**
 * A step's form: validated on change by the step's shared schema (canonical values, plain
 * messages), starting from `initial`, saved by Continue. `layout` is what StepLayout needs;
 * `saveAndContinue` is for steps that send something other than the parsed values.
 */
export function useStepForm<N extends StepNo>(step: N, initial: StepInitial<N>) {
  const form = useForm<StepInput<N>, StepOutput<N>>({ resolver: stepResolver(step), defaultValues: initial });
  const saveAndContinue = useSaveAndContinue(step);
  const { isValid, isSubmitting, errors } = form.formState;
  const layout = {
    step,
    onSubmit: form.handleSubmit(saveAndContinue),
    canContinue: isValid,
    submitting: isSubmitting,
    errors: errorList(errors),
  };
  return { form, layout, saveAndContinue };
}
