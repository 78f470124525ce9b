import { stringify } from 'csv-stringify/sync';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { dayRange, type DayRange } from '#server/lib/day-range.ts';
import { isBusinessDay } from '#server/lib/uk-business-days.ts';
import { addDays, londonDayOf } from '#shared/london-day.ts';
import { DIMENSION_LABELS, TOO_FEW_TEXT } from '#shared/admin/outcomes-schemas.ts';
import { buildOutcomes } from './outcomes.service.ts';
import { findPack, listPacks, savePack, support, understanding } from './pack.repository.ts';
import { packPages, type PackFigures } from './pack-pages.ts';
import { renderPackPdf } from './pack-pdf.ts';

/** The month before `month` (YYYY-MM). */
export const previousMonth = (month: string): string => addDays(`${month}-01`, -1).slice(0, 7);

/** Every London day of a calendar month (YYYY-MM). */
export function monthRange(month: string): DayRange {
  const nextFirst = `${addDays(`${month}-01`, 32).slice(0, 7)}-01`;
  return dayRange({ from: `${month}-01`, to: addDays(nextFirst, -1) }, new Date(), { maxDays: 31 });
}

/** The first UK working day of a month (not a weekend, not an England and Wales bank holiday). */
export function firstWorkingDay(month: string): string {
  let day = `${month}-01`;
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

/**
 * The month whose pack is due at `now`: from the first working day of a month, the month before
 * (the scheduler runs daily in the first week, so a day the service was down is caught up).
 */
export function packDue(now: Date): string | null {
  const today = londonDayOf(now);
  return today >= firstWorkingDay(today.slice(0, 7)) ? previousMonth(today.slice(0, 7)) : null;
}

/** Everything the pack prints for a month, from the outcomes and the understanding and support figures. */
export async function packFigures(db: Database, month: string, now: Date): Promise<PackFigures> {
  const range = monthRange(month);
  const [outcomes, u, s] = await Promise.all([buildOutcomes(db, range), understanding(db, range), support(db, range)]);
  return { month, generatedAt: now.toISOString(), outcomes, understanding: u, support: s };
}

/**
 * Makes and keeps a month's pack (figures and PDF) unless one is kept already: a month that is
 * not over yet is refused, and a pack once made is never rewritten (the board saw that one).
 */
export async function makePack(
  db: Database,
  month: string,
  now: Date,
  generatedBy: string,
): Promise<{ created: boolean; month: string }> {
  if (month >= londonDayOf(now).slice(0, 7)) {
    throw new AppError('BAD_REQUEST', 'A board pack covers a month that is over', {
      errors: [{ path: 'month', message: 'Choose a month before this one' }],
    });
  }
  if (await findPack(db, month)) return { created: false, month };
  const figures = await packFigures(db, month, now);
  const pdf = await renderPackPdf(packPages(figures), month, now);
  return { created: await savePack(db, { month, generatedAt: now, generatedBy, figures, pdf }), month };
}

/** The scheduler's run: the pack that is due, when it is not kept yet. */
export async function runMonthlyPack(db: Database, now: Date) {
  const month = packDue(now);
  return month ? makePack(db, month, now, 'scheduler') : null;
}

export const LENDER_CSV_COLUMNS = [
  'month',
  'lender',
  'dimension',
  'cohort',
  'applications offered',
  'sold to this lender',
  'funded by this lender',
  'sold share',
  'funded share',
  'median funded APR (%)',
  'funded at or below the representative APR',
  'returns',
  'complaints',
  'complaints upheld',
  'commission net of returns (pence)',
] as const;

/**
 * One lender's Consumer Duty figures for a month, by cohort, as CSV (csv-stringify, like the
 * statement): what the lender can use for its own Duty reporting about the leads we sent it.
 */
export async function lenderDutyCsv(db: Database, lenderId: string, month: string): Promise<string> {
  const outcomes = await buildOutcomes(db, monthRange(month), lenderId);
  const share = (value: number | null | undefined) =>
    value === undefined ? TOO_FEW_TEXT : value === null ? '' : value.toFixed(4);
  return stringify(
    outcomes.cohorts.map((c) => [
      month,
      lenderId,
      DIMENSION_LABELS[c.dimension],
      c.label,
      c.applications,
      c.sold,
      c.funded,
      share(c.shares?.sold),
      share(c.shares?.funded),
      c.shares ? (c.shares.medianFundedApr ?? '') : TOO_FEW_TEXT,
      c.fundedAtOrBelowRepresentative,
      c.returns,
      c.complaints,
      c.complaintsUpheld,
      c.commissionPence,
    ]),
    { header: true, columns: [...LENDER_CSV_COLUMNS], record_delimiter: 'windows' },
  );
}

/**
 * What a lender's portal offers of the Consumer Duty figures (issue 44.3): the months the board pack
 * was made for, newest first, and its own CSV of one of them (a month without a pack is a 404).
 */
export function dutyForLenders(db: Database) {
  return {
    async months(): Promise<string[]> {
      return (await listPacks(db)).flatMap((pack) => (pack.month ? [pack.month] : []));
    },
    async csv(lenderId: string, month: string): Promise<{ filename: string; csv: string }> {
      if (!(await findPack(db, month))) throw new AppError('NOT_FOUND', 'No Consumer Duty figures for this month yet');
      return { filename: `consumer-duty-${lenderId}-${month}.csv`, csv: await lenderDutyCsv(db, lenderId, month) };
    },
  };
}

export type DutyForLenders = ReturnType<typeof dutyForLenders>;
