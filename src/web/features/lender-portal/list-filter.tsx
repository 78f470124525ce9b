import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { words } from './format.ts';
import { BUTTON, INPUT, LABEL } from './portal-ui.tsx';

// The pieces the portal's filtered lists share (issue 43.1: the leads found and the exchange log):
// a plain GET form's fields, the filter as a query string, and the pages. Without script the form
// is an ordinary GET and the links ordinary links.

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

function DateFields({ from, to }: { from: string; to: string }) {
  return (
    <>
      <div>
        <label htmlFor="from" className={LABEL}>
          From
        </label>
        <input id="from" name="from" type="date" defaultValue={from} className={INPUT} />
      </div>
      <div>
        <label htmlFor="to" className={LABEL}>
          To
        </label>
        <input id="to" name="to" type="date" defaultValue={to} className={INPUT} />
      </div>
    </>
  );
}

/** A choice of one of `options` or any (no filter). */
export function ChoiceField(props: {
  name: string;
  label: string;
  value: string | null;
  options: readonly string[];
  any?: string;
}) {
  return (
    <div>
      <label htmlFor={props.name} className={LABEL}>
        {props.label}
      </label>
      <select id={props.name} name={props.name} defaultValue={props.value ?? ''} className={INPUT}>
        <option value="">{props.any ?? 'Any'}</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {words(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

function KindField({ kind, what }: { kind: 'live' | 'test'; what: string }) {
  return (
    <div>
      <label htmlFor="kind" className={LABEL}>
        Live or test
      </label>
      <select id="kind" name="kind" defaultValue={kind} className={INPUT}>
        <option value="live">Live {what}</option>
        <option value="test">Test {what}</option>
      </select>
    </div>
  );
}

function ReferenceField({ q }: { q: string }) {
  return (
    <div>
      <label htmlFor="q" className={LABEL}>
        Reference starts with
      </label>
      <input id="q" name="q" defaultValue={q} className={`${INPUT} font-mono`} autoComplete="off" />
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

type ListFilter = { from: string; to: string; kind: 'live' | 'test'; q: string };

/**
 * A list's filter as a plain GET form: the dates, the list's own fields (`children`), live or
 * test, the start of a reference. Keyed by the filter the service read: after a refused filter
 * the fields show what the list was read with, with script as without.
 */
export function FilterForm(props: {
  list: ListFilter;
  what: string;
  submit: string;
  className: string;
  children: ReactNode;
}) {
  const { list } = props;
  return (
    <Form key={queryOf(list)} method="get" className={`grid gap-3 sm:grid-cols-3 lg:items-end ${props.className}`}>
      <DateFields from={list.from} to={list.to} />
      {props.children}
      <KindField kind={list.kind} what={props.what} />
      <ReferenceField q={list.q} />
      <button type="submit" className={BUTTON}>
        {props.submit}
      </button>
    </Form>
  );
}
