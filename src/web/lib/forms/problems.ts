import type { FieldErrors } from 'react-hook-form';

/**
 * A field's problem, the one shape every form shows (decision 130): the field's name (its control's
 * `name`, dotted for a group's field) and a message that names the field ("Enter your email").
 */
export type FormProblem = { name: string; message: string };

/** A schema's issue, as zod (and the services' checks) give it. */
export type FormIssue = { path: readonly PropertyKey[] | string; message: string };

export type ProblemWording = {
  /** The fields in the form's order: problems are listed in it (others after, as found). */
  order?: readonly string[] | undefined;
  /** A field's message in the screen's words (default: the schema's, which name their field). */
  message?: ((name: string, message: string) => string) | undefined;
};

const nameOf = (path: FormIssue['path']): string =>
  typeof path === 'string' ? path : path.map((key) => String(key)).join('.');

/** One problem per field (the first found), in the form's order, worded for the screen. */
export function formProblems(issues: readonly FormIssue[], wording: ProblemWording = {}): FormProblem[] {
  const { order = [], message = (_name: string, text: string) => text } = wording;
  const seen = new Map<string, FormProblem>();
  for (const issue of issues) {
    const name = nameOf(issue.path);
    if (!seen.has(name)) seen.set(name, { name, message: message(name, issue.message) });
  }
  const rank = (name: string) => {
    const at = order.indexOf(name);
    return at === -1 ? order.length : at;
  };
  return [...seen.values()].sort((a, b) => rank(a.name) - rank(b.name));
}

/** A field's shown problem, as react-hook-form keeps it (the server's or the form's own). */
export type ShownErrors = Partial<Record<string, { message?: string | undefined }>>;

/**
 * The form's problems in field order, for the error summary (root problems are shown apart). A
 * group of fields (`days.mon.from`) is walked into and its problems named by path; a field's own
 * error (it has a `type` or a `message`) is never walked into: its `ref` is the DOM element.
 */
export function problemsOf(errors: FieldErrors | ShownErrors, prefix = ''): FormProblem[] {
  return Object.entries(errors).flatMap(([key, error]): FormProblem[] => {
    if ((!prefix && key === 'root') || !error || typeof error !== 'object') return [];
    const name = prefix ? `${prefix}.${key}` : key;
    const own = error as { type?: unknown; message?: unknown };
    if (typeof own.type === 'string' || typeof own.message === 'string')
      return typeof own.message === 'string' && own.message ? [{ name, message: own.message }] : [];
    return problemsOf(error as FieldErrors, name);
  });
}

/**
 * Problems in the order their fields come on the page, as the error summary must list them:
 * react-hook-form keeps them in the order it found them, which follows typing and timing. A problem
 * whose field has no position keeps its place after the placed ones, in the order found.
 */
export function inPageOrder(problems: FormProblem[], positionOf: (name: string) => number | undefined): FormProblem[] {
  return problems
    .map((problem, found) => ({ problem, found, at: positionOf(problem.name) ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.at - b.at || a.found - b.found)
    .map(({ problem }) => problem);
}

/** A field's position among the page's controls, by its control's id or name (browser only). */
export function controlPosition(name: string): number | undefined {
  const control = document.getElementById(name) ?? document.getElementsByName(name)[0];
  if (!control) return undefined;
  const at = [...document.querySelectorAll('input, select, textarea')].indexOf(control);
  return at === -1 ? undefined : at;
}
