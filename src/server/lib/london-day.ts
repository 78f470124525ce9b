// The back office's days are London's (decision 096): a day's figures run from midnight to midnight
// Europe/London, in winter (GMT) and in summer time (BST) alike, as its screens display them.

export const LONDON = 'Europe/London';
const DAY_MS = 24 * 60 * 60 * 1000;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: LONDON,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The London calendar day (YYYY-MM-DD) of an instant. */
export const londonDayOf = (at: Date): string => dayFormat.format(at);

/** How far London's clock is ahead of UTC at an instant (0 in winter, an hour in summer time). */
function londonOffsetMs(at: Date): number {
  const part = Object.fromEntries(clockFormat.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant a London day starts. The clocks change at 01:00 UTC, never at midnight, so London's
 * offset at that day's 00:00 UTC is the offset its midnight has.
 */
export function londonMidnight(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  return new Date(utcMidnight - londonOffsetMs(new Date(utcMidnight)));
}

/** The calendar day `n` days after `day` (both YYYY-MM-DD). */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Whole calendar days from `from` to `to` (YYYY-MM-DD). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
