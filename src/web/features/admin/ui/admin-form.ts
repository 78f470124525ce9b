import { useCallback, useEffect, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ApiError } from '#web/lib/api-client.ts';
import { problemsOf } from '#web/lib/forms/problems.ts';

export type { FormProblem } from '#web/lib/forms/problems.ts';

/** A schema of a back-office request body, from #shared/admin/* or #shared/lender-portal/*. */
type BodySchema = z.ZodType<FieldValues, FieldValues>;

/** Whether the form holds a value at `path` (a field's name; dotted for a group's field). */
function holds(values: unknown, path: string): boolean {
  let at = values;
  for (const key of path.split('.')) {
    if (typeof at !== 'object' || at === null || !(key in at)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * A back-office form on react-hook-form, checked in the browser by the schema the server checks the
 * same request with (decision 101): one schema, so the browser and the server say the same words.
 * On a refused submit, and when the server answers 400 with field problems, focus moves to the
 * error summary (`summaryRef`); a field's message stays under it until the field is changed.
 */
export function useAdminForm<S extends BodySchema>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  /** The form field a 400's `errors[].path` (the request's) belongs to, when they are not named alike. */
  fieldOf: (path: string) => string = (path) => path,
) {
  // The application's way (apply/steps/step-resolver.ts): @hookform/resolvers on the shared schema.
  const resolver = zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const summaryRef = useRef<HTMLDivElement>(null);
  // react-hook-form publishes a refused submit's errors after calling onInvalid: the focus waits
  // for the first render that has the summary.
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current || !summaryRef.current) return;
    focusPending.current = false;
    summaryRef.current.focus();
  });
  const focusSummary = useCallback(() => {
    focusPending.current = true;
  }, []);

  /** `onValid` runs with the schema's output; a refused submit focuses the summary instead. */
  const submitWith = (onValid: (values: z.output<S>) => unknown) => form.handleSubmit(onValid, focusSummary);

  /**
   * The field problems of a 400 (a value refused) or a 409 (an id or email already taken), put
   * under their fields (and in the summary); true when there were any. Other answers (a 409 with
   * no field, such as a stale version; 401, 5xx…) are the caller's to show, as before.
   */
  const showServerProblems = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return false;
    const values = form.getValues();
    const known = Object.entries(error.fieldErrors)
      .map(([path, message]) => [fieldOf(path), message] as const)
      .filter(([path]) => holds(values, path));
    for (const [path, message] of known) form.setError(path as Path<z.input<S>>, { type: 'server', message });
    if (known.length > 0) focusSummary();
    return known.length > 0;
  };

  /** The summary's link: focus the field's control (by its registration, or a controller's ref). */
  const pickField = (name: string) => form.setFocus(name as Path<z.input<S>>);

  const problems = problemsOf(form.formState.errors);
  return { form, problems, summaryRef, submitWith, showServerProblems, pickField };
}
