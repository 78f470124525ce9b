import { formProblems, type FormIssue, type FormProblem, type ProblemWording } from './problems.ts';

// The server's side of every server-rendered form (decision 130): a posted form read into the
// values its shared zod schema checks, then either the typed data or the field problems in the one
// shape the screens render (the error summary above the form, each message under its field).

/** What a schema's safeParse gives; zod's schemas (and one at the server's clock) fit it. */
export type FormSchema<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly FormIssue[] } };
};

/** A form read and checked: the data, or the problems, with what was posted either way. */
export type FormRead<T> =
  | { ok: true; data: T; values: Record<string, unknown>; form: FormData }
  | { ok: false; errors: FormProblem[]; values: Record<string, unknown>; form: FormData };

export type FormReading = Pick<ProblemWording, 'order'> & {
  /** A field's message in the screen's words; the posted form is there for messages about its boxes. */
  message?: ((name: string, message: string, form: FormData) => string) | undefined;
  /**
   * The posted form as the values the schema checks. Default: each of `order`'s fields as text (a
   * field not posted is blank); a form of dates in boxes, durations and checkboxes gives its own.
   */
  values?: ((form: FormData) => Record<string, unknown>) | undefined;
};

/** The posted fields as text, a field not posted as blank (a file or missing value is blank too). */
export function formText(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
}

/** Values already read from a form, checked by the schema: the data, or one problem per field. */
export function checkForm<T>(
  values: Record<string, unknown>,
  schema: FormSchema<T>,
  wording: ProblemWording = {},
): { ok: true; data: T } | { ok: false; errors: FormProblem[] } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: formProblems(result.error.issues, wording) };
}

/**
 * A form post (the request, or its form already read) checked with its schema. `values` of the
 * answer are what was posted, to show again beside the problems.
 */
export async function readForm<T>(
  source: Request | FormData,
  schema: FormSchema<T>,
  reading: FormReading = {},
): Promise<FormRead<T>> {
  const form = source instanceof FormData ? source : await source.formData();
  const values = reading.values ? reading.values(form) : formText(form, reading.order ?? []);
  const { message } = reading;
  const checked = checkForm(values, schema, {
    order: reading.order,
    message: message && ((name, text) => message(name, text, form)),
  });
  return checked.ok ? { ...checked, values, form } : { ...checked, values, form };
}
