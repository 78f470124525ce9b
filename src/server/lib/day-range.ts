import { AppError } from './app-error.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type DayRange = { from: Date; to: Date; fromDay: string; toDay: string };

/**
 * A range of whole UTC days from an admin screen's `from`/`to` (YYYY-MM-DD, both inclusive):
 * the last `defaultDays` days when absent. `to` of the result is exclusive (the day after `toDay`).
 */
export function dayRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
  { defaultDays = 30, maxDays = 366 }: { defaultDays?: number; maxDays?: number } = {},
): DayRange {
  const toDay = query.to ?? now.toISOString().slice(0, 10);
  const to = new Date(`${toDay}T00:00:00Z`);
  const from = query.from ? new Date(`${query.from}T00:00:00Z`) : new Date(to.getTime() - (defaultDays - 1) * DAY_MS);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw new AppError('BAD_REQUEST', 'Invalid date');
  if (from > to) {
    throw new AppError('BAD_REQUEST', 'The start date must not be after the end date', {
      errors: [{ path: 'from', message: 'Must not be after the end date' }],
    });
  }
  if (to.getTime() - from.getTime() > maxDays * DAY_MS)
    throw new AppError('BAD_REQUEST', 'Choose a range of at most a year');
  return { from, to: new Date(to.getTime() + DAY_MS), fromDay: from.toISOString().slice(0, 10), toDay };
}
