// Test fixtures of the portal's filtered lists' screens (issue 43.1: Find leads and the exchange
// log), whose GET form a loader reads and refuses as a form (decision 130): the page as the tests
// read it, and what a refused or accepted filter shows.
import { expect } from 'vitest';
import type { App } from '#server/app.ts';
import { END_BEFORE_START } from '#shared/lender-portal/portal-schemas.ts';
import { portalGet } from './portal.fixtures.ts';

/**
 * A portal screen: its status, its text without React's markers between the pieces of one
 * sentence, and one of its controls' tag by id.
 */
export async function portalScreen(app: App, url: string, cookie: string) {
  const page = await portalGet(app, url, cookie);
  const body = page.body.replaceAll('<!-- -->', '');
  const control = (id: string) => body.match(new RegExp(`<(input|select) id="${id}"[^>]*>`))?.[0] ?? '';
  return { statusCode: page.statusCode, body, control };
}

type Screen = Awaited<ReturnType<typeof portalScreen>>;

/** The words a filter form shows under a field it refused (tied to the control by aria-describedby). */
export const problemUnder = (name: string, message: string) =>
  `<p id="${name}-problem" class="mt-1 text-sm font-medium text-red-800">${message}</p>`;

/** The error summary's link to a refused field. */
export const summaryLink = (name: string, message: string) =>
  `<a href="#${name}" class="font-semibold text-red-800 underline">${message}</a>`;

/**
 * A screen that refused an end date before the start date (`asked.to`; `asked.from` when it was
 * asked): a 400 with the problem in the error summary and under To, the dates as asked.
 */
export function expectEndBeforeStart(page: Screen, asked: { from?: string; to: string }) {
  expect(page.statusCode).toBe(400);
  expect(page.body).toContain('There is a problem');
  expect(page.body).toContain(summaryLink('to', END_BEFORE_START));
  expect(page.body).toContain(problemUnder('to', END_BEFORE_START));
  expect(page.control('to')).toContain(`value="${asked.to}"`);
  expect(page.control('to')).toContain('aria-invalid="true" aria-describedby="to-problem"');
  if (!asked.from) return;
  expect(page.control('from')).toContain(`value="${asked.from}"`);
  expect(page.control('from')).not.toContain('aria-invalid');
}

/** With script, the navigation's data request (`path.data`) of an end before the start: the same problem, no error. */
export async function expectDataRequestRefused(app: App, path: string, cookie: string) {
  const data = await portalGet(app, `${path}.data?from=2031-06-10&to=2031-06-01`, cookie);
  expect(data.statusCode).toBe(400);
  expect(data.body).toContain(END_BEFORE_START);
  expect(data.body).not.toContain('ErrorResponse');
}

/** A screen whose filter was read: 200, no summary, no field marked. */
export function expectNoProblem(page: Screen) {
  expect(page.statusCode).toBe(200);
  expect(page.body).not.toContain('There is a problem');
  expect(page.control('to')).not.toContain('aria-invalid');
  expect(page.body).not.toContain('to-problem');
}
