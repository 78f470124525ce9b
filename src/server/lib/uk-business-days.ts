import Holidays from 'date-holidays';
import { addDays, type IsoDate } from '#shared/london-day.ts';

// UK business days for complaint clocks (FCA Glossary "business day": not a Saturday, Sunday or a
// bank holiday in that part of the UK; ours is England and Wales). The bank holidays come from the
// date-holidays package (GB, region ENG): rules for the fixed and moveable days, substitute days,
// and the one-off days Parliament adds (a coronation, a state funeral), updated with the package,
// read offline. Days are London calendar dates written `YYYY-MM-DD` (decision 070).

const england = new Holidays('GB', 'ENG');
const byYear = new Map<number, ReadonlySet<IsoDate>>();

/** The England and Wales bank holidays of a year. */
export function bankHolidays(year: number): ReadonlySet<IsoDate> {
  let days = byYear.get(year);
  if (!days) {
    days = new Set(
      (england.getHolidays(year) || [])
        .filter((h) => h.type === 'public' || h.type === 'bank')
        .map((h) => h.date.slice(0, 10)),
    );
    byYear.set(year, days);
  }
  return days;
}

export function isBusinessDay(date: IsoDate): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !bankHolidays(Number(date.slice(0, 4))).has(date);
}

/** The `n`-th business day after `date` (n ≥ 1); `date` itself never counts. */
export function addBusinessDays(date: IsoDate, n: number): IsoDate {
  let day = date;
  for (let counted = 0; counted < n;) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) counted++;
  }
  return day;
}

/** Business days after `from` up to and including `to` (0 when `to` is not after `from`). */
export function businessDaysBetween(from: IsoDate, to: IsoDate): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) {
    if (isBusinessDay(day)) count++;
  }
  return count;
}
