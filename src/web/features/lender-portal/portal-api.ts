import { redirect, type RouterContextProvider } from 'react-router';
import type { ApiAnswer } from '#shared/applicant-api.ts';
import { applicantApiContext } from '#web/lib/applicant-context.ts';

// What the portal's route loaders and actions do on the server (decision 080): they call the
// portal's JSON API in-process with the lender user's cookie (the same routes, guard and rules as
// any client), and a screen reached without a session goes to sign-in, or to enrolment when the
// user has not set up their authenticator yet.

export const LOGIN_PATH = '/lenders/login';
export const ENROL_PATH = '/lenders/enrol';
export const HOME_PATH = '/lenders/leads';

type Problem = { message?: string; errors?: { path: string; message: string }[]; mfaEnrolmentRequired?: boolean };

/** A call of the portal API; 401 sends to sign-in, an enrolment-only session to enrolment. */
export async function portalCall<T>(
  context: Readonly<RouterContextProvider>,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T & Problem>> {
  const answer = await context.get(applicantApiContext).call<T & Problem>(method, `/api/lender-portal${path}`, body);
  if (answer.status === 401 && path !== '/login') throw redirect(LOGIN_PATH);
  if (answer.status === 403 && answer.body?.mfaEnrolmentRequired) throw redirect(ENROL_PATH);
  return answer;
}

/** A read the screen cannot do without: its body, else the status as the page's error (404 stays 404). */
export async function portalRead<T>(context: Readonly<RouterContextProvider>, path: string): Promise<T> {
  const answer = await portalCall<T>(context, 'GET', path);
  if (answer.status !== 200) throw new Response(answer.body?.message ?? 'Not found', { status: answer.status });
  return answer.body;
}

/** The first problem of an answer, in words for the screen. */
export const problemOf = (answer: ApiAnswer<Problem>, fallback = 'Something went wrong. Please try again.') =>
  answer.body?.errors?.[0]?.message ?? answer.body?.message ?? fallback;

/** A posted form's text field ('' when absent). */
export const field = (form: FormData, name: string): string => String(form.get(name) ?? '').trim();
