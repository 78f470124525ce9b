import { LONDON } from './london-day.ts';

// One way of writing a moment for people, wherever it is shown (the applicant's copy of their
// data, the lender portal, the lender statements: issue 42 items 4 and 12): London time with the
// zone named, so GMT and BST are never mistaken for each other: "14 Jun 2031, 11:00 BST".

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: LONDON,
  timeZoneName: 'short',
});

const toTheSecond = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: LONDON,
  timeZoneName: 'short',
});

const dayOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A moment (a Date or an ISO string) in London time with its zone; '' for none. */
export const londonTime = (at: Date | string | null | undefined): string =>
  at === null || at === undefined || at === '' ? '' : dateTime.format(typeof at === 'string' ? new Date(at) : at);

/** The same to the second: "14 Jun 2031, 11:00:05 BST" (exchange logs). */
export const londonTimeToSecond = (at: Date | string): string =>
  toTheSecond.format(typeof at === 'string' ? new Date(at) : at);

/** A London calendar day (YYYY-MM-DD) written out: "26 Dec 2026"; '' for none. */
export const londonDayText = (day: string | null | undefined): string =>
  day ? dayOnly.format(new Date(`${day}T00:00:00Z`)) : '';
