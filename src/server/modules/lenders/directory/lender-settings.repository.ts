import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import type { lenderDelivery } from '#server/db/schema/index.ts';
import { adminUsers, auditLog, panelLenders } from '#server/db/schema/index.ts';
import type { LenderChange, LenderItem, LenderSettings } from '#shared/admin/lender-schemas.ts';

export type PanelLenderRow = typeof panelLenders.$inferSelect;

/** The settings of a row, as the editor and the audit trail show them. */
export const settingsOf = (row: PanelLenderRow): LenderSettings => ({
  name: row.name,
  frn: row.frn,
  endpoint: row.endpoint,
  tier: row.tier,
  pricePence: row.pricePence,
  priority: row.priority,
  panels: row.panels,
  timeoutMs: row.timeoutMs,
  dailyCap: row.dailyCap,
  weeklyCap: row.weeklyCap,
  monthlyCap: row.monthlyCap,
  schedule: row.schedule,
  returnWindowHours: row.returnWindowHours,
  returnCapPercent: row.returnCapPercent,
  paused: row.paused,
});

/** The lenders of one panel, tier by tier. */
export async function lenderRows(db: Database, panelKey: string) {
  return db
    .select({ row: panelLenders, editedBy: adminUsers.email })
    .from(panelLenders)
    .leftJoin(adminUsers, eq(adminUsers.id, panelLenders.editedBy))
    .where(eq(panelLenders.panelKey, panelKey))
    .orderBy(asc(panelLenders.tier), asc(panelLenders.priority), asc(panelLenders.lenderId));
}

type DeliveryRow = typeof lenderDelivery.$inferSelect;

/** The lender's own choices in its portal, as the back office shows them (decision 147). */
const ownOf = (own: DeliveryRow | undefined): LenderItem['lenderOwn'] =>
  own
    ? {
        paused: own.paused,
        dailyCap: own.dailyCap,
        weeklyCap: own.weeklyCap,
        monthlyCap: own.monthlyCap,
        schedule: own.schedule,
        updatedAt: own.updatedAt.toISOString(),
      }
    : null;

export const itemOf = (
  row: PanelLenderRow,
  editedBy: string | null,
  hasSecret: boolean,
  own?: DeliveryRow,
): LenderItem => ({
  id: row.lenderId,
  ...settingsOf(row),
  source: row.source,
  version: row.version,
  hasSecret,
  editedAt: row.editedAt?.toISOString() ?? null,
  editedBy,
  updatedAt: row.updatedAt.toISOString(),
  lenderOwn: ownOf(own),
});

export async function findLender(db: Executor, panelKey: string, lenderId: string, lock = false) {
  const query = db
    .select()
    .from(panelLenders)
    .where(and(eq(panelLenders.panelKey, panelKey), eq(panelLenders.lenderId, lenderId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** One audit row per change of a lender: who (null: the panel file), when, before and after. */
export async function auditLenderChange(
  db: Executor,
  input: {
    panelKey: string;
    lenderId: string;
    action: LenderChange['action'];
    adminUserId: string | null;
    before: LenderSettings | null;
    after: LenderSettings;
    now: Date;
  },
) {
  await db.insert(auditLog).values({
    adminUserId: input.adminUserId,
    action: `lenders.${input.action}`,
    details: { panelKey: input.panelKey, lenderId: input.lenderId, before: input.before, after: input.after },
    createdAt: input.now,
  });
}
