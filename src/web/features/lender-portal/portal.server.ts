import { redirect, type RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import type { Services } from '#server/services.ts';
import { ENROLMENT_REQUIRED } from '#shared/admin/auth-messages.ts';
import { servicesContext } from '#web/lib/services-context.ts';
import { ENROL_PATH, LOGIN_PATH } from './portal-paths.ts';
import type { Problem } from '#web/lib/settle.ts';

// What the portal's route loaders and actions do on the server (decisions 080, 136): they call the
// portal services of the request (the same calls as the JSON API under /api/lender-portal), and a
// screen reached without a session goes to sign-in, or to enrolment when the user has not set up
// their authenticator yet.

export { ENROL_PATH, HOME_PATH, LOGIN_PATH } from './portal-paths.ts';

type Context = Readonly<RouterContextProvider>;
export type Portal = Services['lenders'];
/** `path`: the field the first problem is about (`dailyCap`, `schedule.mon.from`), when it is about one. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; problem: string; path?: string };

const SOMETHING_WRONG = 'Something went wrong. Please try again.';

/** The first problem of a failed call, in words for the screen. */
const wordsOf = (problem: Problem): string =>
  problem.body.errors?.[0]?.message ?? problem.body.message ?? SOMETHING_WRONG;

/** No session: sign-in; a session before enrolment: enrolment (both as redirects the router follows). */
function redirectOf(problem: Problem): Response | null {
  if (problem.status === 401) return redirect(LOGIN_PATH);
  if (problem.status === 403 && problem.body.message === ENROLMENT_REQUIRED) return redirect(ENROL_PATH);
  return null;
}

/**
 * A portal call whose failure the screen shows itself (a form's problem): its value, or the status
 * and words; a missing session still sends to sign-in (or enrolment).
 */
export async function portalTry<T>(context: Context, work: (portal: Portal) => Promise<T>): Promise<Outcome<T>> {
  const services = context.get(servicesContext);
  try {
    return { ok: true, value: await work(services.lenders) };
  } catch (error) {
    const problem = services.problemOf(error);
    const away = redirectOf(problem);
    if (away) throw away;
    const path = problem.body.errors?.[0]?.path;
    return { ok: false, status: problem.status, problem: wordsOf(problem), ...(path ? { path: String(path) } : {}) };
  }
}

/** A read the screen cannot do without: its value, else the status as the page's error (404 stays 404). */
export async function portalRead<T>(context: Context, work: (portal: Portal) => Promise<T>): Promise<T> {
  const outcome = await portalTry(context, work);
  if (outcome.ok) return outcome.value;
  throw new Response(outcome.problem, { status: outcome.status });
}

/** A posted form checked with the API's own schema: the values, or the first problem's words (400). */
export function checked<S extends z.ZodType>(schema: S, values: unknown): Outcome<z.infer<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const first = result.error.issues[0];
  const path = first?.path.join('.');
  return { ok: false, status: 400, problem: first?.message ?? SOMETHING_WRONG, ...(path ? { path } : {}) };
}

/** A posted form's text field ('' when absent). */
export const field = (form: FormData, name: string): string => String(form.get(name) ?? '').trim();
