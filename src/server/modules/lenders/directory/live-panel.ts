import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { lenderDailyCounts, panelLenders } from '#server/db/schema/index.ts';
import { capDayOf } from '#server/modules/lenders/directory/daily-caps.repository.ts';
import type { LenderConfig, PanelConfig } from '#server/modules/lenders/directory/panel-config.ts';
import { storedSecretIds } from '#server/modules/lenders/directory/lender-secrets.ts';
import type { LenderSchedule, Weekday } from '#shared/admin/lender-schemas.ts';
import { storedLenderConfig } from './known-lenders.ts';
import { bothSchedules, deliveryRows, lowerCap } from './lender-delivery.ts';

/** The panel a run uses: the stored lenders, and those it must not ask this time, with the reason. */
export type LivePanel = { config: PanelConfig; notAsked: ReadonlyMap<string, string> };
export type LivePanelSource = (now: Date) => Promise<LivePanel>;

export const PAUSED = 'paused in the back office';
export const LENDER_PAUSED = 'paused by the lender';
export const NO_SECRET = 'no shared secret provisioned';
export const OUTSIDE_HOURS = 'outside its hours';
export const WEEKLY_CAP = 'weekly cap reached';
export const MONTHLY_CAP = 'monthly cap reached';

const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  hour: 'numeric',
  hourCycle: 'h23',
});

/** Whether a schedule (UK time, decision 075) takes leads at this moment; no schedule: always. */
export function isOpen(schedule: LenderSchedule | null, now: Date): boolean {
  if (!schedule) return true;
  const parts = UK_TIME.formatToParts(now);
  const day = parts.find((p) => p.type === 'weekday')?.value.toLowerCase() as Weekday;
  const hour = Number(parts.find((p) => p.type === 'hour')?.value);
  const hours = schedule[day];
  return hours !== null && hour >= hours.from && hour < hours.to;
}

/** The first UTC day of the week (Monday) and of the month of `day` (YYYY-MM-DD), as the daily caps count days. */
export function periodStarts(day: string): { week: string; month: string } {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return { week: capDayOf(new Date(date.getTime() - sinceMonday * 86_400_000)), month: `${day.slice(0, 7)}-01` };
}

type Counts = { today: number; week: number; month: number };

/** Leads reserved per lender today, this week and this month (UTC), from the daily cap counts. */
async function periodCounts(db: Database, lenderIds: string[], today: string): Promise<Map<string, Counts>> {
  if (lenderIds.length === 0) return new Map();
  const { week, month } = periodStarts(today);
  const from = week < month ? week : month;
  const t = lenderDailyCounts;
  const rows = await db
    .select({
      lenderId: t.lenderId,
      today: sql<number>`coalesce(sum(${t.reserved}) filter (where ${t.day} = ${today}), 0)::int`,
      week: sql<number>`coalesce(sum(${t.reserved}) filter (where ${t.day} >= ${week}), 0)::int`,
      month: sql<number>`coalesce(sum(${t.reserved}) filter (where ${t.day} >= ${month}), 0)::int`,
    })
    .from(t)
    .where(and(inArray(t.lenderId, lenderIds), gte(t.day, from), lte(t.day, today)))
    .groupBy(t.lenderId);
  return new Map(rows.map((r) => [r.lenderId, { today: r.today, week: r.week, month: r.month }]));
}

type Row = typeof panelLenders.$inferSelect;

/**
 * The week's and month's caps as today's: what is left of them after the earlier days. Only
 * today's count still grows, so the daily cap's atomic reservation keeps all three.
 */
function capsOf(row: Row, counts: Counts): { dailyCap?: number; full?: string } {
  const weekLeft = row.weeklyCap === null ? null : row.weeklyCap - (counts.week - counts.today);
  const monthLeft = row.monthlyCap === null ? null : row.monthlyCap - (counts.month - counts.today);
  if (monthLeft !== null && monthLeft <= counts.today) return { full: MONTHLY_CAP };
  if (weekLeft !== null && weekLeft <= counts.today) return { full: WEEKLY_CAP };
  const caps = [row.dailyCap, weekLeft, monthLeft].filter((c): c is number => c !== null);
  return caps.length ? { dailyCap: Math.min(...caps) } : {};
}

/**
 * The panel as the database holds it now (decision 075): read at every run, so an edit takes effect
 * at the next lead on every instance. The shared secret is the panel file's or a stored one (issued
 * in the back office or rotated in the portal, which the ping tree signs with); a lender with
 * neither is not asked (decision 098). The sandbox's lenders of the file always answer at this
 * process's sandbox. Without stored lenders, the file as it is.
 */
export async function livePanelOf(
  db: Database,
  file: PanelConfig,
  options: { now: Date; sandbox: boolean },
): Promise<LivePanel> {
  // One order for every reader of the panel (tiersOf settles the ping tree's ties by lender id too).
  const stored = await db
    .select()
    .from(panelLenders)
    .where(eq(panelLenders.panelKey, file.jobQueue))
    .orderBy(asc(panelLenders.lenderId));
  if (stored.length === 0) return { config: file, notAsked: new Map() };
  // The lender's own choices in the portal (decision 147): the lower cap, the hours both allow.
  const delivery = await deliveryRows(db, file.jobQueue);
  const rows = stored.map((row) => {
    const own = delivery.get(row.lenderId);
    if (!own) return { ...row, lenderPaused: false };
    return {
      ...row,
      lenderPaused: own.paused,
      dailyCap: lowerCap(row.dailyCap, own.dailyCap),
      weeklyCap: lowerCap(row.weeklyCap, own.weeklyCap),
      monthlyCap: lowerCap(row.monthlyCap, own.monthlyCap),
      schedule: bothSchedules(row.schedule, own.schedule),
    };
  });
  const fromFile = new Map(file.lenders.map((l) => [l.id, l]));
  const capped = rows.filter((r) => r.weeklyCap !== null || r.monthlyCap !== null).map((r) => r.lenderId);
  const counts = await periodCounts(db, capped, capDayOf(options.now));
  const withoutFileSecret = rows.filter((r) => !fromFile.get(r.lenderId)?.secret).map((r) => r.lenderId);
  const secrets = await storedSecretIds(db, withoutFileSecret);
  const notAsked = new Map<string, string>();
  const lenders = rows.map((row): LenderConfig => {
    const filed = fromFile.get(row.lenderId);
    const caps = capsOf(row, counts.get(row.lenderId) ?? { today: 0, week: 0, month: 0 });
    const reason = row.paused
      ? PAUSED
      : row.lenderPaused
        ? LENDER_PAUSED
        : !filed?.secret && !secrets.has(row.lenderId)
          ? NO_SECRET
          : !isOpen(row.schedule, options.now)
            ? OUTSIDE_HOURS
            : caps.full;
    if (reason) notAsked.set(row.lenderId, reason);
    const { lenderPaused: _paused, ...broker } = row;
    const { dailyCap: _stored, ...lender } = storedLenderConfig(broker, filed?.secret);
    return {
      ...lender,
      endpoint: options.sandbox && filed ? filed.endpoint : row.endpoint,
      ...(caps.dailyCap !== undefined ? { dailyCap: caps.dailyCap } : {}),
    };
  });
  return { config: { ...file, lenders }, notAsked };
}
