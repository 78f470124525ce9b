import type { Executor } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema/index.ts';

/** A lender's admin changes its portal users in the portal (issue 43.1): the audit actions. */
export const PORTAL_USER_ACTIONS = {
  added: 'lender_user.create',
  disabled: 'lender_user.disable',
  enabled: 'lender_user.enable',
} as const;
export type PortalUserChange = keyof typeof PORTAL_USER_ACTIONS;

/**
 * The audit row of a lender admin's change of one of its users, written in the change's transaction
 * as the lender's delivery changes are: ids only (the user changed and the admin who changed it), and
 * a new user's role. The lender's history in the back office shows each with both emails.
 */
export async function recordPortalUserAudit(
  db: Executor,
  input: {
    change: PortalUserChange;
    lenderId: string;
    lenderUserId: string;
    byLenderUserId: string;
    role?: 'admin' | 'user';
    now: Date;
  },
): Promise<void> {
  const { change, now, role, ...ids } = input;
  await db.insert(auditLog).values({
    adminUserId: null,
    action: PORTAL_USER_ACTIONS[change],
    details: { ...ids, ...(role ? { role } : {}) },
    createdAt: now,
  });
}
