import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { FormProblems } from '#web/components/ui/form-problems.tsx';
import type { FormProblem } from '#web/lib/forms/problems.ts';
import { words } from './format.ts';
import { BUTTON, INPUT, LABEL } from './portal-ui.tsx';

// The pieces the portal's filtered lists share (issue 43.1: the leads found and the exchange log):
// a plain GET form's fields, the filter as a query string, and the pages. Without script the form
// is an ordinary GET and the links ordinary links. A field the screen refused says why under it
// (decision 130's problems; the error summary above the form links to it).

export const LINK = 'font-semibold text-brand-700 underline';

/** The query's non-empty values of these fields (an empty field is no filter). */
export function askedOf(url: string, fields: readonly string[]): Record<string, string> {
  const params = new URL(url).searchParams;
  return Object.fromEntries(fields.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
}

/** A filter as read back by the service, as a query string (only the values set), on another page. */
export function queryOf(filter: Record<string, string | number | null>, page?: number): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter))
    if (value !== null && value !== '') query.set(name, String(value));
  if (page) query.set('page', String(page));
  return query.toString();
}

/** A field's problem: said under it, and tied to its control (its id is the field's name). */
type Problems = { errors?: FormProblem[] | undefined };

const problemIn = (errors: FormProblem[] | undefined, name: string) => errors?.find((e) => e.name === name)?.message;

/** The control's attributes and the words under it, for a field with or without a problem. */
function fieldProblem(name: string, message: string | undefined) {
  if (!message) return { control: {}, words: null };
  const id = `${name}-problem`;
  return {
    control: { 'aria-invalid': true as const, 'aria-describedby': id },
    words: (
      <p id={id} className="mt-1 text-sm font-medium text-red-800">
        {message}
      </p>
    ),
  };
}

function DateField({ name, label, value, problem }: { name: string; label: string; value: string; problem?: string }) {
  const shown = fieldProblem(name, problem);
  return (
    <div>
      <label htmlFor={name} className={LABEL}>
        {label}
      </label>
      <input id={name} name={name} type="date" defaultValue={value} className={INPUT} {...shown.control} />
      {shown.words}
    </div>
  );
}

/** A choice of one of `options` or any (no filter). */
export function ChoiceField(
  props: Problems & {
    name: string;
    label: string;
    value: string | null;
    options: readonly string[];
    any?: string;
  },
) {
  const shown = fieldProblem(props.name, problemIn(props.errors, props.name));
  return (
    <div>
      <label htmlFor={props.name} className={LABEL}>
        {props.label}
      </label>
      <select id={props.name} name={props.name} defaultValue={props.value ?? ''} className={INPUT} {...shown.control}>
        <option value="">{props.any ?? 'Any'}</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {words(option)}
          </option>
        ))}
      </select>
      {shown.words}
    </div>
  );
}

function KindField({ kind, what, problem }: { kind: 'live' | 'test'; what: string; problem?: string | undefined }) {
  const shown = fieldProblem('kind', problem);
  return (
    <div>
      <label htmlFor="kind" className={LABEL}>
        Live or test
      </label>
      <select id="kind" name="kind" defaultValue={kind} className={INPUT} {...shown.control}>
        <option value="live">Live {what}</option>
        <option value="test">Test {what}</option>
      </select>
      {shown.words}
    </div>
  );
}

function ReferenceField({ q, problem }: { q: string; problem?: string | undefined }) {
  const shown = fieldProblem('q', problem);
  return (
    <div>
      <label htmlFor="q" className={LABEL}>
        Reference starts with
      </label>
      <input id="q" name="q" defaultValue={q} className={`${INPUT} font-mono`} autoComplete="off" {...shown.control} />
      {shown.words}
    </div>
  );
}

/** Previous and next page, and which page of how many (nothing when there is one page). */
export function Pager({
  page,
  pageCount,
  hrefOf,
}: {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={LINK}>
          Previous page
        </Link>
      ) : null}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefOf(page + 1)} className={LINK}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}

/** A refused filter's error summary (decision 130): each problem links to its field, whose id is its name. */
function FilterProblems({ errors, problem }: { errors: FormProblem[]; problem: string | null }) {
  if (errors.length === 0 && !problem) return null;
  return (
    <div className="mt-4">
      <FormProblems errors={errors} problem={problem ?? undefined} idOf={(name) => name} />
    </div>
  );
}

/** What a list's filter form shows of every list's filter (the list's own fields beside). */
export type ListFilter = { from: string; to: string; kind: 'live' | 'test'; q: string };

/** A list's filter as its loader read it (`readListFilter`): what the fields show, and what was refused. */
type ReadFilter = { shown: ListFilter; errors: FormProblem[]; problem: string | null };

/**
 * A list's filter as a plain GET form: the dates, the list's own fields (`children`), live or
 * test, the start of a reference. The fields show `read.shown`: the filter the service read, or
 * what was asked when the screen refused it: then the error summary above the form lists the
 * `errors` (each also said under its field) and the `problem` (the filter's, about no one field).
 * Keyed by what it shows, so the fields show it after each answer, with script as without.
 */
export function FilterForm(props: {
  read: ReadFilter;
  what: string;
  submit: string;
  className: string;
  children: ReactNode;
}) {
  const { shown, errors, problem } = props.read;
  return (
    <>
      <FilterProblems errors={errors} problem={problem} />
      <Form key={queryOf(shown)} method="get" className={`grid gap-3 sm:grid-cols-3 lg:items-end ${props.className}`}>
        <DateField name="from" label="From" value={shown.from} problem={problemIn(errors, 'from')} />
        <DateField name="to" label="To" value={shown.to} problem={problemIn(errors, 'to')} />
        {props.children}
        <KindField kind={shown.kind} what={props.what} problem={problemIn(errors, 'kind')} />
        <ReferenceField q={shown.q} problem={problemIn(errors, 'q')} />
        <button type="submit" className={BUTTON}>
          {props.submit}
        </button>
      </Form>
    </>
  );
}
