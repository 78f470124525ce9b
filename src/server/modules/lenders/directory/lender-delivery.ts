import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { auditLog, lenderDelivery, lenderUsers } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import { hourText, WEEKDAY_LABELS, WEEKDAYS, type LenderSchedule } from '#shared/admin/lender-schemas.ts';
import type { DeliveryBody, DeliveryView } from '#shared/lender-portal/delivery-schemas.ts';
import { findLender, type PanelLenderRow } from './lender-settings.repository.ts';

// A lender's own delivery settings (issue 43.1, decision 147): its pause, and caps and hours inside
// the broker's. Each change is one transaction with its audit row, shown in the back office's
// history of the lender with the lender user's email.

type DeliveryRow = typeof lenderDelivery.$inferSelect;
type Where = { panelKey: string; lenderId: string };
type Change = Where & { lenderUserId: string; now: Date };
type Problem = { path: string; message: string };

const own = (row: DeliveryRow | undefined) => ({
  paused: row?.paused ?? false,
  dailyCap: row?.dailyCap ?? null,
  weeklyCap: row?.weeklyCap ?? null,
  monthlyCap: row?.monthlyCap ?? null,
  schedule: row?.schedule ?? null,
});

/** The lender's pause, caps and hours as the ping tree reads them beside the broker's row. */
export async function deliveryRows(db: Database, panelKey: string): Promise<Map<string, DeliveryRow>> {
  const rows = await db.select().from(lenderDelivery).where(eq(lenderDelivery.panelKey, panelKey));
  return new Map(rows.map((row) => [row.lenderId, row]));
}

async function findDelivery(db: Executor, where: Where, lock = false) {
  const query = db
    .select()
    .from(lenderDelivery)
    .where(and(eq(lenderDelivery.panelKey, where.panelKey), eq(lenderDelivery.lenderId, where.lenderId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The lender as the broker set it: 404 for a lender not on this panel's stored list. */
async function brokerRow(db: Executor, where: Where, lock = false): Promise<PanelLenderRow> {
  const row = await findLender(db, where.panelKey, where.lenderId, lock);
  if (!row) throw new AppError('NOT_FOUND', 'You are not on the lender panel at the moment');
  return row;
}

/** What the portal's Delivery screen shows: the lender's own settings beside the broker's bounds. */
export async function deliveryOf(db: Database, where: Where): Promise<DeliveryView> {
  const broker = await brokerRow(db, where);
  const [found] = await db
    .select({ row: lenderDelivery, by: lenderUsers.email })
    .from(lenderDelivery)
    .leftJoin(lenderUsers, eq(lenderUsers.id, lenderDelivery.updatedBy))
    .where(and(eq(lenderDelivery.panelKey, where.panelKey), eq(lenderDelivery.lenderId, where.lenderId)));
  const { paused, ...mine } = own(found?.row);
  return {
    paused,
    pausedByBroker: broker.paused,
    version: found?.row.version ?? 0,
    own: mine,
    broker: {
      dailyCap: broker.dailyCap,
      weeklyCap: broker.weeklyCap,
      monthlyCap: broker.monthlyCap,
      schedule: broker.schedule,
    },
    updatedAt: found?.row.updatedAt.toISOString() ?? null,
    updatedBy: found?.by ?? null,
  };
}

/** Each cap at most the broker's, each open day within the broker's hours of that day. */
function outsideBounds(body: DeliveryBody, broker: PanelLenderRow): Problem[] {
  const problems: Problem[] = [];
  const caps = [
    ['dailyCap', 'a day'],
    ['weeklyCap', 'a week'],
    ['monthlyCap', 'a month'],
  ] as const;
  for (const [key, per] of caps) {
    const most = broker[key];
    const mine = body[key];
    if (most !== null && mine !== null && mine > most)
      problems.push({ path: key, message: `At most ${most} leads ${per}: the most we agreed with you` });
  }
  if (!body.schedule || !broker.schedule) return problems;
  for (const day of WEEKDAYS) {
    const mine = body.schedule[day];
    const theirs = broker.schedule[day];
    if (!mine) continue;
    const name = WEEKDAY_LABELS[day];
    if (!theirs) problems.push({ path: `schedule.${day}.from`, message: `${name}: we send no leads that day` });
    else if (mine.from < theirs.from)
      problems.push({
        path: `schedule.${day}.from`,
        message: `${name}: from ${hourText(theirs.from)} at the earliest`,
      });
    else if (mine.to > theirs.to)
      problems.push({ path: `schedule.${day}.to`, message: `${name}: until ${hourText(theirs.to)} at the latest` });
  }
  return problems;
}

/**
 * One change of the lender's own settings, made from the version its form showed (409 when another
 * of its users changed them meanwhile), audited with before and after.
 */
async function change(
  db: Database,
  input: Change & { version: number; action: 'lender_paused' | 'lender_resumed' | 'lender_changed' },
  next: (current: ReturnType<typeof own>, broker: PanelLenderRow) => Partial<ReturnType<typeof own>>,
): Promise<void> {
  const { panelKey, lenderId } = input;
  await db.transaction(async (tx) => {
    const broker = await brokerRow(tx, input, true);
    const current = await findDelivery(tx, input, true);
    if ((current?.version ?? 0) !== input.version)
      throw new AppError('CONFLICT', 'Someone at your firm changed these settings meanwhile: reload and try again');
    const before = own(current);
    const after = { ...before, ...next(before, broker) };
    const values = { ...after, version: input.version + 1, updatedAt: input.now, updatedBy: input.lenderUserId };
    await tx
      .insert(lenderDelivery)
      .values({ panelKey, lenderId, ...values })
      .onConflictDoUpdate({ target: [lenderDelivery.panelKey, lenderDelivery.lenderId], set: values });
    await tx.insert(auditLog).values({
      adminUserId: null,
      action: `lenders.${input.action}`,
      details: { panelKey, lenderId, lenderUserId: input.lenderUserId, before, after },
      createdAt: input.now,
    });
  });
}

/** Pauses or resumes the lender's leads (the broker's own pause stays the broker's). */
export function setDeliveryPaused(db: Database, input: Change & { version: number; paused: boolean }) {
  const action = input.paused ? 'lender_paused' : 'lender_resumed';
  return change(db, { ...input, action }, () => ({ paused: input.paused }));
}

/** The lender's caps and hours, inside the broker's (400 naming each field outside them). */
export function setDeliveryLimits(db: Database, input: Change & { body: DeliveryBody }) {
  const { version, ...limits } = input.body;
  return change(db, { ...input, version, action: 'lender_changed' }, (_current, broker) => {
    const problems = outsideBounds(input.body, broker);
    if (problems.length > 0) throw new AppError('BAD_REQUEST', problems[0]!.message, { errors: problems });
    return limits;
  });
}

/** The lower of two caps (null: none). */
export const lowerCap = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : Math.min(a, b);

/** Hours both schedules allow, as one schedule (null: any hour). */
export function bothSchedules(a: LenderSchedule | null, b: LenderSchedule | null): LenderSchedule | null {
  if (!a || !b) return a ?? b;
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const x = a[day];
      const y = b[day];
      const from = x && y ? Math.max(x.from, y.from) : 0;
      const to = x && y ? Math.min(x.to, y.to) : 0;
      return [day, from < to ? { from, to } : null];
    }),
  ) as LenderSchedule;
}
