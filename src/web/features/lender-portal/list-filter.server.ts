import { data, type RouterContextProvider } from 'react-router';
import { checkForm, type FormSchema } from '#web/lib/forms/read-form.ts';
import { formProblems, type FormProblem } from '#web/lib/forms/problems.ts';
import { askedOf, type ListFilter } from './list-filter.tsx';
import { portalRead, portalTry, type Portal } from './portal.server.ts';

// How the loader of a portal's filtered list (issue 43.1: Find leads and the exchange log) reads
// its GET form (decision 130), with script or without: one way for both lists.

/** What the form shows: the filter the list was read with, or what was asked when it was refused. */
function shownFilter<Own extends string>(
  list: ListFilter & Record<Own, string | null>,
  asked: Record<string, string>,
  refused: boolean,
  own: readonly Own[],
): ListFilter & Record<Own, string | null> {
  const owned = Object.fromEntries(own.map((name) => [name, refused ? (asked[name] ?? null) : list[name]]));
  const mine = owned as Record<Own, string | null>;
  if (!refused) return { from: list.from, to: list.to, kind: list.kind, q: list.q, ...mine };
  const kind = asked.kind === 'test' ? 'test' : 'live';
  return { from: asked.from ?? '', to: asked.to ?? '', kind, q: asked.q ?? '', ...mine };
}

/**
 * A list asked for by the query's `fields`, checked with the list's shared schema, then read by the
 * service. A filter refused (by the schema, or by the service, which knows the default dates: an
 * end before the default start) is answered as a refused form (a 400): what was asked again
 * (`shown`), each problem about its field (for the error summary and under the field), and the
 * list as by default. Anything else the service refuses is the page's error. `own`: the list's
 * own choice fields, shown as the dates are.
 */
export async function readListFilter<Filter, List extends ListFilter & Record<Own, string | null>, Own extends string>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  asking: {
    schema: FormSchema<Filter>;
    fields: readonly string[];
    own: readonly Own[];
    list: (portal: Portal, filter: Filter | Record<never, never>) => Promise<List>;
  },
) {
  const { schema, fields, own } = asking;
  const asked = askedOf(request.url, fields);
  const read = checkForm(asked, schema, { order: fields });
  const found = read.ok ? await portalTry(context, (portal) => asking.list(portal, read.data)) : null;
  if (found?.ok) {
    const list = found.value;
    return data({ list, shown: shownFilter(list, asked, false, own), errors: [] as FormProblem[], problem: null });
  }
  let errors = read.ok ? [] : read.errors;
  let problem: string | null = null;
  if (found && !found.ok) {
    // Only a refused filter is the form's problem; anything else is the page's error.
    if (found.status !== 400) throw new Response(found.problem, { status: found.status });
    if (found.path) errors = formProblems([{ path: found.path, message: found.problem }], { order: fields });
    else problem = found.problem;
  }
  const list = await portalRead(context, (portal) => asking.list(portal, {}));
  return data({ list, shown: shownFilter(list, asked, true, own), errors, problem }, { status: 400 });
}
