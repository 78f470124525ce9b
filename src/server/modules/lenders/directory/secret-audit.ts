import type { Executor } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema/index.ts';

/** A secret issued by an admin in the back office (decision 098). */
export const SECRET_ISSUE = 'lender.secret_issue';
/** A secret rotated by a lender user in the portal (decision 118). */
export const SECRET_ROTATE = 'lender.secret_rotate';
export const SECRET_ACTIONS = [SECRET_ISSUE, SECRET_ROTATE] as const;

/**
 * The audit row of a new shared secret, written in the rotation's transaction so that none goes
 * unrecorded: who (an admin, or a lender user), which lender, whether it applied at once and when
 * the overlap ends. Never the secret. The lender's history in the back office shows these rows.
 */
export async function recordSecretAudit(
  db: Executor,
  input: {
    action: (typeof SECRET_ACTIONS)[number];
    lenderId: string;
    by: { adminUserId: string } | { lenderUserId: string };
    made: { previousValidUntil: Date | null };
    now: Date;
  },
): Promise<void> {
  const until = input.made.previousValidUntil;
  await db.insert(auditLog).values({
    adminUserId: 'adminUserId' in input.by ? input.by.adminUserId : null,
    action: input.action,
    details: {
      lenderId: input.lenderId,
      ...('lenderUserId' in input.by ? { lenderUserId: input.by.lenderUserId } : {}),
      appliesNow: until === null,
      previousValidUntil: until?.toISOString() ?? null,
    },
    createdAt: input.now,
  });
}
