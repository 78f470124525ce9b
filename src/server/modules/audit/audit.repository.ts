import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema/index.ts';

export async function recordAudit(
  db: Database,
  input: { adminUserId: string | null; action: string; details?: Record<string, unknown>; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(auditLog)
    .values({
      adminUserId: input.adminUserId,
      action: input.action,
      details: input.details ?? {},
      createdAt: input.now,
    })
    .returning({ id: auditLog.id });
  return row?.id ?? 0;
}

export async function setAuditRowCount(db: Database, id: number, rowCount: number): Promise<void> {
  await db.update(auditLog).set({ rowCount }).where(eq(auditLog.id, id));
}
