import { londonDayOf, type IsoDate } from '#shared/london-day.ts';

/**
 * The date a data subject request is due: one calendar month after the day it was received
 * (UK GDPR Article 12(3)), the corresponding day of the next month, or that month's last day
 * when it has no such day (31 January → 28 or 29 February), as the ICO counts it.
 */
export function oneMonthAfter(received: Date): IsoDate {
  const [y, m, d] = londonDayOf(received).split('-').map(Number) as [number, number, number];
  const year = m === 12 ? y + 1 : y;
  const month = m === 12 ? 1 : m + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
