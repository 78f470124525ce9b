import { AppError } from './app-error.ts';
import { addDays, daysBetween, londonDayOf, londonMidnight } from '#shared/london-day.ts';

export type DayRange = {
  /** The instant the first day starts (midnight in London). */
  from: Date;
  /** The instant after the last day (the next London midnight): exclusive. */
  to: Date;
  fromDay: string;
  toDay: string;
  /** The day after `toDay` (exclusive bound of the daily rollups, keyed by London day). */
  endDay: string;
};

const isDay = (day: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`));

/**
 * A range of whole London days from an admin screen's `from`/`to` (YYYY-MM-DD, both inclusive),
 * as the screens display them (decision 096): the last `defaultDays` days when absent, today
 * being London's. Summer time shifts the instants (a day starts at 23:00 UTC), not the days.
 */
export function dayRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
  { defaultDays = 30, maxDays = 366 }: { defaultDays?: number; maxDays?: number } = {},
): DayRange {
  const toDay = query.to ?? londonDayOf(now);
  const fromDay = query.from ?? (isDay(toDay) ? addDays(toDay, -(defaultDays - 1)) : toDay);
  if (!isDay(fromDay) || !isDay(toDay)) throw new AppError('BAD_REQUEST', 'Invalid date');
  if (fromDay > toDay) {
    throw new AppError('BAD_REQUEST', 'The start date must not be after the end date', {
      errors: [{ path: 'from', message: 'Must not be after the end date' }],
    });
  }
  if (daysBetween(fromDay, toDay) > maxDays) throw new AppError('BAD_REQUEST', 'Choose a range of at most a year');
  const endDay = addDays(toDay, 1);
  return { from: londonMidnight(fromDay), to: londonMidnight(endDay), fromDay, toDay, endDay };
}
