import Holidays from 'date-holidays';

// UK business days for complaint clocks (FCA Glossary "business day": not a Saturday, Sunday or a
// bank holiday in that part of the UK; ours is England and Wales). The bank holidays come from the
// date-holidays package (GB, region ENG): rules for the fixed and moveable days, substitute days,
// and the one-off days Parliament adds (a coronation, a state funeral), updated with the package,
// read offline. Days are London calendar dates written `YYYY-MM-DD` (decision 070).

export type IsoDate = string;

const DAY_MS = 24 * 60 * 60 * 1000;
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

const londonFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in London of an instant. */
export const londonDate = (instant: Date): IsoDate => londonFormat.format(instant);

const toUtc = (date: IsoDate): Date => new Date(`${date}T00:00:00Z`);
const fromUtc = (d: Date): IsoDate => d.toISOString().slice(0, 10);

/** `date` moved by `days` calendar days. */
export const addCalendarDays = (date: IsoDate, days: number): IsoDate =>
  fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));

export function isBusinessDay(date: IsoDate): boolean {
  const weekday = toUtc(date).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !bankHolidays(Number(date.slice(0, 4))).has(date);
}

/** The `n`-th business day after `date` (n ≥ 1); `date` itself never counts. */
export function addBusinessDays(date: IsoDate, n: number): IsoDate {
  let day = date;
  for (let counted = 0; counted < n;) {
    day = addCalendarDays(day, 1);
    if (isBusinessDay(day)) counted++;
  }
  return day;
}

/** Business days after `from` up to and including `to` (0 when `to` is not after `from`). */
export function businessDaysBetween(from: IsoDate, to: IsoDate): number {
  let count = 0;
  for (let day = addCalendarDays(from, 1); day <= to; day = addCalendarDays(day, 1)) {
    if (isBusinessDay(day)) count++;
  }
  return count;
}
