import { useEffect, useMemo, useState } from 'react';
import { useWatch, type Control, type DefaultValues } from 'react-hook-form';
import { useActionData, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import type { StepNo } from '#shared/application/step-meta.ts';
import type { StepInput, StepOutput } from '#shared/application/steps.ts';
import { stepFieldNames } from '#shared/application/step-fields.ts';
import type { DraftView } from '#shared/application/draft-view.ts';
import { useServerForm } from '#web/lib/forms/use-server-form.ts';
import { continueTarget, type DraftLoaderData, type StepActionData } from '../route-data.ts';
import { stepResolver } from './step-resolver.ts';

/** A step's starting values, as its form takes them. */
export type StepInitial<N extends StepNo> = DefaultValues<StepInput<N>>;

const pick = (source: DraftView | null | undefined, keys: readonly string[]): Record<string, unknown> => {
  const picked: Record<string, unknown> = {};
  if (!source) return picked;
  for (const [key, value] of Object.entries(source)) {
    if (keys.includes(key) && value !== null && value !== undefined) picked[key] = value;
  }
  return picked;
};

/**
 * The values a step's form starts with: defaults, then what the server has saved (the step's
 * fields, less any `skip`ped), then what the applicant posted if the step came back with problems.
 */
export function useStepInitialValues<N extends StepNo>(
  step: N,
  defaults: { [K in keyof StepInput<N>]?: unknown } = {},
  skip: readonly string[] = [],
): { values: StepInitial<N>; draft: DraftView | null } {
  const { draft } = useLoaderData<DraftLoaderData>();
  const posted = useActionData<StepActionData>();
  const keys = stepFieldNames(step).filter((key: string) => !skip.includes(key));
  const values = { ...defaults, ...pick(draft, keys), ...posted?.values } as StepInitial<N>;
  return { values, draft };
}

/** Where Continue leads: the next step, or back to check your answers after a "Change" link. */
export function useContinuePath(step: StepNo): string {
  const [params] = useSearchParams();
  return continueTarget(step, params);
}

/**
 * The fields the step's schema still refuses, in form order, checked on every change (issue 42
 * item 1): react-hook-form knows only whether the form is valid and the errors of the fields the
 * applicant has changed, not which untouched ones are missing.
 */
function useStillNeeded<N extends StepNo>(step: N, control: Control<StepInput<N>, unknown, StepOutput<N>>) {
  const resolver = useMemo(() => stepResolver(step), [step]);
  const values = useWatch({ control });
  const [missing, setMissing] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    const check = async () => {
      const { errors } = await resolver(values as StepInput<N>, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      });
      const order: string[] = stepFieldNames(step);
      if (current) setMissing(Object.keys(errors).sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    };
    void check();
    return () => {
      current = false;
    };
  }, [resolver, step, values]);
  return missing;
}

/**
 * A step's form (decision 130: the one form pattern, `useServerForm`), validated as the applicant
 * types by the step's shared schema (canonical values, plain messages naming the field), with the
 * fields the schema still refuses listed beside Continue (decision 120).
 */
export function useStepForm<N extends StepNo>(step: N, initial: StepInitial<N>) {
  const posted = useActionData<StepActionData>();
  const { form, errors, problems, onSubmit, canSubmit } = useServerForm<StepInput<N>, StepOutput<N>>({
    resolver: stepResolver(step),
    defaultValues: initial,
    posted,
  });
  const missing = useStillNeeded(step, form.control);
  const navigation = useNavigation();
  const layout = {
    step,
    onSubmit,
    canContinue: canSubmit,
    submitting: navigation.state === 'submitting',
    errors: problems,
    missing,
    problem: posted?.problem,
  };
  return { form, layout, errors };
}
