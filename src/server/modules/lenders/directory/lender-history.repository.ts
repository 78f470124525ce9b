import { and, desc, eq, inArray, isNotNull, like, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { adminUsers, auditLog, lenderUsers } from '#server/db/schema/index.ts';
import type { LenderChange } from '#shared/admin/lender-schemas.ts';
import { PORTAL_USER_ACTIONS } from './portal-user-audit.ts';
import { SECRET_ACTIONS, SECRET_ISSUE, SECRET_ROTATE } from './secret-audit.ts';

/** The history's name of a secret's audit action (the settings' are `lenders.<action>`). */
const SECRET_CHANGE: Record<string, LenderChange['action']> = {
  [SECRET_ISSUE]: 'secret_issued',
  [SECRET_ROTATE]: 'secret_rotated',
};

/** The history's name of a lender admin's change of its portal users (issue 43.1). */
const USER_CHANGE: Record<string, LenderChange['action']> = {
  [PORTAL_USER_ACTIONS.added]: 'lender_user_added',
  [PORTAL_USER_ACTIONS.disabled]: 'lender_user_disabled',
  [PORTAL_USER_ACTIONS.enabled]: 'lender_user_enabled',
};

/** The lender user a portal user change was made to (the row's `lenderUserId`; its maker is `byLenderUserId`). */
const subject = alias(lenderUsers, 'subject');
/** One key of an audit row's details, as text. */
const details = (key: string) => sql<string | null>`${auditLog.details}->>${key}`;

/**
 * A lender's changes, newest first: its settings (in this panel), its shared secrets (one per lender,
 * whoever made them: an admin, or a lender user in the portal, by email; issue 41.6), and its admins'
 * changes of its portal users, with the user changed (issue 43.1). Emails are read here, at the
 * admin's request: the audit rows hold ids only.
 */
export async function lenderHistory(db: Database, panelKey: string, lenderId: string): Promise<LenderChange[]> {
  const rows = await db
    .select({
      at: auditLog.createdAt,
      action: auditLog.action,
      details: auditLog.details,
      by: sql<string | null>`coalesce(${adminUsers.email}, ${lenderUsers.email})`,
      user: subject.email,
    })
    .from(auditLog)
    .leftJoin(adminUsers, eq(adminUsers.id, auditLog.adminUserId))
    .leftJoin(
      lenderUsers,
      sql`${lenderUsers.id}::text = coalesce(${details('byLenderUserId')}, ${details('lenderUserId')})`,
    )
    .leftJoin(
      subject,
      and(inArray(auditLog.action, Object.keys(USER_CHANGE)), sql`${subject.id}::text = ${details('lenderUserId')}`),
    )
    .where(
      and(
        sql`${details('lenderId')} = ${lenderId}`,
        or(
          and(like(auditLog.action, 'lenders.%'), sql`${details('panelKey')} = ${panelKey}`),
          inArray(auditLog.action, [...SECRET_ACTIONS]),
          // Made in the portal by the lender's admin; the back office's own are in its audit log.
          and(inArray(auditLog.action, Object.keys(USER_CHANGE)), isNotNull(details('byLenderUserId'))),
        ),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(100);
  return rows.map((r) => {
    const at = r.at.toISOString();
    const row = (r.details ?? {}) as Record<string, unknown>;
    const secret = SECRET_CHANGE[r.action];
    if (secret) {
      const { appliesNow = null, previousValidUntil = null } = row;
      return { at, by: r.by, action: secret, before: null, after: { appliesNow, previousValidUntil } };
    }
    const user = USER_CHANGE[r.action];
    if (user) {
      const after = { user: r.user, ...(row.role ? { role: row.role } : {}) };
      return { at, by: r.by, action: user, before: null, after };
    }
    const settings = row as { before?: Record<string, unknown> | null; after?: Record<string, unknown> };
    return {
      at,
      by: r.by ?? null,
      action: r.action.slice('lenders.'.length) as LenderChange['action'],
      before: settings.before ?? null,
      after: settings.after ?? {},
    };
  });
}
