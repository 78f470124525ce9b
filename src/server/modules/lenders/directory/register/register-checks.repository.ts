import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers, auditLog, lenderRegisterChecks, panelLenders } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { CheckRow, LenderRegisterRow } from './register-rules.ts';

/** The panel's lenders (or one of them) with their last register check, if any. */
export async function rowsOf(db: Database, panelKey: string, lenderId?: string): Promise<LenderRegisterRow[]> {
  const t = lenderRegisterChecks;
  return db
    .select({ lenderId: panelLenders.lenderId, name: panelLenders.name, frn: panelLenders.frn, check: t })
    .from(panelLenders)
    .leftJoin(t, and(eq(t.panelKey, panelLenders.panelKey), eq(t.lenderId, panelLenders.lenderId)))
    .where(
      lenderId
        ? and(eq(panelLenders.panelKey, panelKey), eq(panelLenders.lenderId, lenderId))
        : eq(panelLenders.panelKey, panelKey),
    );
}

/** Records an answer of the register (or a failed attempt) on the lender's check row. */
export async function recordCheck(db: Database, panelKey: string, lenderId: string, values: Partial<CheckRow>) {
  await db
    .insert(lenderRegisterChecks)
    .values({ panelKey, lenderId, ...values })
    .onConflictDoUpdate({ target: [lenderRegisterChecks.panelKey, lenderRegisterChecks.lenderId], set: values });
}

/** Suspends the lender (audited, by nobody: the register's answer); false when it already was. */
export async function markSuspended(
  db: Database,
  panelKey: string,
  row: { lenderId: string; frn: string },
  reason: string,
  now: Date,
): Promise<boolean> {
  const t = lenderRegisterChecks;
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(t)
      .set({ suspendedAt: now, suspendedReason: reason })
      .where(and(eq(t.panelKey, panelKey), eq(t.lenderId, row.lenderId), isNull(t.suspendedAt)))
      .returning({ lenderId: t.lenderId });
    if (changed.length === 0) return false;
    await tx.insert(auditLog).values({
      adminUserId: null,
      action: 'lenders.register_suspended',
      details: {
        panelKey,
        lenderId: row.lenderId,
        before: null,
        after: { frn: row.frn, suspended: true, reason },
      },
      createdAt: now,
    });
    return true;
  });
}

/** An admin lifts the register's suspension (audited); a lender not suspended is a conflict. */
export async function liftSuspension(
  db: Database,
  panelKey: string,
  row: LenderRegisterRow,
  adminUserId: string | null,
  now: Date,
): Promise<void> {
  const t = lenderRegisterChecks;
  const { lenderId } = row;
  await db.transaction(async (tx) => {
    const lifted = await tx
      .update(t)
      .set({ suspendedAt: null, suspendedReason: null })
      .where(and(eq(t.panelKey, panelKey), eq(t.lenderId, lenderId), isNotNull(t.suspendedAt)))
      .returning({ lenderId: t.lenderId });
    if (lifted.length === 0) throw new AppError('CONFLICT', 'This lender is not suspended');
    await tx.insert(auditLog).values({
      adminUserId,
      action: 'lenders.register_reinstated',
      details: {
        panelKey,
        lenderId,
        before: { suspended: true, reason: row.check?.suspendedReason ?? null },
        after: { frn: row.frn, suspended: false },
      },
      createdAt: now,
    });
  });
}

/** The admins told of a suspension: every one not disabled. */
export const activeAdminEmails = (db: Database) =>
  db.select({ email: adminUsers.email }).from(adminUsers).where(isNull(adminUsers.disabledAt));
