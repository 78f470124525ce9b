import { useEffect, useMemo, useState } from 'react';
import {
  useForm,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldError,
  type FieldPath,
  type RegisterOptions,
} from 'react-hook-form';
import { useActionData, useLoaderData, useNavigation, useSearchParams, useSubmit } from 'react-router';
import type { StepNo } from '#shared/application/step-meta.ts';
import type { StepInput, StepOutput } from '#shared/application/steps.ts';
import { STEP_FIELDS, stepFieldNames, type FieldKind } from '#shared/application/step-fields.ts';
import type { DraftView } from '#shared/application/draft-view.ts';
import { continueTarget, type DraftLoaderData, type FieldProblem, type StepActionData } from '../route-data.ts';
import { errorList, stepResolver } from './step-resolver.ts';
import { useHydrated } from '../ui/use-hydrated.ts';

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

type FieldErrors = Partial<Record<string, { message?: string | undefined }>>;

/**
 * A step's form: validated as the applicant types by the step's shared schema (react-hook-form,
 * canonical values, plain messages) once its script runs, and posted to the step's route action
 * either way: by React Router with script, by the browser without. Without script the action's
 * answer carries the problems; with it they are the form's own, and a field the server refused
 * keeps the server's words until it is changed.
 */
export function useStepForm<N extends StepNo>(step: N, initial: StepInitial<N>) {
  const form = useForm<StepInput<N>, unknown, StepOutput<N>>({
    resolver: stepResolver(step),
    mode: 'onChange',
    defaultValues: initial,
  });
  const hydrated = useHydrated();
  const missing = useStillNeeded(step, form.control);
  const submit = useSubmit();
  const navigation = useNavigation();
  const posted = useActionData<StepActionData>();

  // Back with the server's problems: the form checks itself, so its own messages take over.
  const { trigger } = form;
  useEffect(() => {
    if (posted?.errors.length) void trigger();
  }, [posted, trigger]);

  const server: FieldErrors = Object.fromEntries((posted?.errors ?? []).map((e) => [e.name, { message: e.message }]));
  // Read on every render, hydration included: react-hook-form works out validity at mount only for
  // a form whose isValid was read by then.
  const { isValid } = form.formState;
  const dirty = form.formState.dirtyFields as Record<string, unknown>;
  const own = form.formState.errors as Record<string, FieldError | undefined>;
  const errors: FieldErrors = hydrated
    ? { ...Object.fromEntries(Object.entries(server).filter(([name]) => !dirty[name])), ...own }
    : server;
  const shown: FieldProblem[] = hydrated
    ? errorList(errors as Record<string, FieldError | undefined>)
    : (posted?.errors ?? []);

  // The form as the browser would post it (the step's action reads the same fields either way).
  const onSubmit = form.handleSubmit((_values, event) => {
    const target = event?.target;
    if (target instanceof HTMLFormElement) void submit(target, { method: 'post' });
  });
  const layout = {
    step,
    onSubmit,
    canContinue: !hydrated || isValid,
    submitting: navigation.state === 'submitting',
    errors: shown,
    missing,
    problem: posted?.problem,
  };
  // react-hook-form fills registered inputs from the browser: the server's HTML carries the values
  // too (defaultValue, or defaultChecked for a checkbox), so the page shows them before and without
  // any script.
  const kinds: Readonly<Record<string, FieldKind>> = STEP_FIELDS[step];
  const values = initial as Record<string, unknown>;
  const register = (name: FieldPath<StepInput<N>>, options?: RegisterOptions<StepInput<N>>) => {
    const registration = form.register(name, options);
    const value = values[name];
    if (kinds[name] === 'boolean') return { ...registration, defaultChecked: value === true };
    return { ...registration, defaultValue: value === undefined || value === null ? undefined : String(value) };
  };
  return { form: { ...form, register } as typeof form, layout, errors };
}
