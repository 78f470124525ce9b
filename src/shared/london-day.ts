import { TZDate } from '@date-fns/tz';

// London's calendar, the one the back office and the complaint and data-request clocks count in
// (decisions 070 and 096): a day runs from midnight to midnight Europe/London, in winter (GMT) and in
// summer time (BST) alike. Days are written YYYY-MM-DD; the time zone's rules are @date-fns/tz's
// (the platform's tz database), the calendar arithmetic on those strings is UTC's, where no clock changes.

export const LONDON = 'Europe/London';
/** A London calendar date, YYYY-MM-DD. */
export type IsoDate = string;
const DAY_MS = 24 * 60 * 60 * 1000;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: LONDON,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The London calendar day (YYYY-MM-DD) of an instant. */
export const londonDayOf = (at: Date): IsoDate => dayFormat.format(at);

/** The instant a London day starts: 00:00 GMT in winter, 23:00 UTC the evening before in summer time. */
export function londonMidnight(day: IsoDate): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, LONDON).getTime());
}

/** The calendar day `n` days after `day` (both YYYY-MM-DD). */
export const addDays = (day: IsoDate, n: number): IsoDate =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Whole calendar days from `from` to `to` (YYYY-MM-DD); negative when `to` is earlier. */
export const daysBetween = (from: IsoDate, to: IsoDate): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
