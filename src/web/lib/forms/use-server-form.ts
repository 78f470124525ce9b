import { useEffect } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Mode,
  type RegisterOptions,
  type Resolver,
} from 'react-hook-form';
import { useSubmit } from 'react-router';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { controlPosition, inPageOrder, problemsOf, type FormProblem, type ShownErrors } from './problems.ts';

/** What a form's action answers when the form is shown again: what was posted and its problems. */
export type PostedForm = { values: Record<string, unknown>; errors: FormProblem[] };

/**
 * A server-rendered form on react-hook-form (decision 130), posted to its route's action either way:
 * by React Router once the script runs (checked first by `resolver`, the shared schema's), by the
 * browser without it. The action reads it with `readForm` and answers `posted` when it refuses it:
 * without script those problems are shown; with script the form checks itself and its own messages
 * take over, a field the server refused keeping the server's words until it is changed.
 * `register` puts the starting value in the server's HTML too (defaultValue, defaultChecked), so
 * the page shows it before and without any script.
 */
export function useServerForm<I extends FieldValues, O>({
  resolver,
  defaultValues,
  posted,
  mode = 'onChange',
}: {
  resolver: Resolver<I, unknown, O>;
  defaultValues: DefaultValues<I>;
  posted: PostedForm | undefined;
  mode?: Mode;
}) {
  const form = useForm<I, unknown, O>({ resolver, mode, defaultValues });
  const hydrated = useHydrated();
  const submit = useSubmit();

  // Back with the server's problems: the form checks itself, so its own messages take over.
  const { trigger } = form;
  useEffect(() => {
    if (posted?.errors.length) void trigger();
  }, [posted, trigger]);

  const server: ShownErrors = Object.fromEntries((posted?.errors ?? []).map((e) => [e.name, { message: e.message }]));
  // Read on every render, hydration included: react-hook-form works out validity at mount only for
  // a form whose isValid was read by then.
  const { isValid } = form.formState;
  const dirty = form.formState.dirtyFields as Record<string, unknown>;
  const own = form.formState.errors as ShownErrors;
  const errors: ShownErrors = hydrated
    ? { ...Object.fromEntries(Object.entries(server).filter(([name]) => !dirty[name])), ...own }
    : server;
  // With script, in the page's order (the server's come in its schema's order).
  const problems: FormProblem[] = hydrated ? inPageOrder(problemsOf(errors), controlPosition) : (posted?.errors ?? []);

  // The form as the browser would post it (the action reads the same fields either way).
  const onSubmit = form.handleSubmit((_values, event) => {
    const target = event?.target;
    if (target instanceof HTMLFormElement) void submit(target, { method: 'post' });
  });

  const initial = defaultValues as Record<string, unknown>;
  const register = (name: FieldPath<I>, options?: RegisterOptions<I>) => {
    const registration = form.register(name, options);
    const value = initial[name];
    if (typeof value === 'boolean') return { ...registration, defaultChecked: value };
    return { ...registration, defaultValue: value === undefined || value === null ? undefined : String(value) };
  };
  return {
    form: { ...form, register } as typeof form,
    hydrated,
    errors,
    problems,
    onSubmit,
    /** Before the script runs the browser posts whatever is typed; after, only a form its schema accepts. */
    canSubmit: !hydrated || isValid,
  };
}
