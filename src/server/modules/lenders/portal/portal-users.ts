import type { Database, Executor } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordPortalUserAudit, type PortalUserChange } from '#server/modules/lenders/directory/index.ts';
import type { PortalUser } from '#shared/lender-portal/portal-schemas.ts';
import {
  endLenderSessionsOf,
  findUserOfLender,
  lastSignIns,
  listUsersOfLender,
  setLenderUserDisabled,
} from './lender-users-manage.repository.ts';
import { findLenderUserById } from './lender-users.repository.ts';
import { provisionLenderUser } from './provision.ts';

// A lender's own admins manage its portal users (issue 43.1): add one (a one-time password, then
// TOTP as for every user), disable and enable. Only users of the admin's own lender are ever read or
// changed: another lender's id answers the 404 of a made-up one. Each change is one transaction with
// its audit row (the lender's and the users' ids only), shown in the back office's history of the lender.

export const ADMINS_ONLY = "Only your organisation's portal admins can do this";
type Actor = { lenderId: string; lenderUserId: string; now: Date };

/** The signed-in user, if its lender's admin (read at each call: a changed role applies at once). */
export async function requirePortalAdmin(db: Database, lenderUserId: string): Promise<void> {
  const user = await findLenderUserById(db, lenderUserId);
  if (user?.role !== 'admin') throw new AppError('FORBIDDEN', ADMINS_ONLY);
}

export async function portalUsersOf(db: Database, lenderId: string): Promise<PortalUser[]> {
  const users = await listUsersOfLender(db, lenderId);
  const signIns = await lastSignIns(
    db,
    users.map((u) => u.email),
  );
  return users.map((u) => ({
    id: u.id,
    email: u.email,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
    totpEnrolled: Boolean(u.totpEnabledAt),
    lastSignInAt: signIns.get(u.email)?.toISOString() ?? null,
    disabled: Boolean(u.disabledAt),
  }));
}

const audit = (db: Executor, change: PortalUserChange, actor: Actor, lenderUserId: string, role?: 'admin' | 'user') =>
  recordPortalUserAudit(db, {
    change,
    lenderId: actor.lenderId,
    lenderUserId,
    byLenderUserId: actor.lenderUserId,
    now: actor.now,
    ...(role ? { role } : {}),
  });

export async function addPortalUser(db: Database, actor: Actor, input: { email: string; role: 'admin' | 'user' }) {
  const user = await provisionLenderUser(
    db,
    { lenderId: actor.lenderId, email: input.email, now: actor.now, role: input.role },
    (tx, id) => audit(tx, 'added', actor, id, input.role),
  );
  return {
    id: user.id,
    email: user.email,
    role: input.role,
    oneTimePassword: user.oneTimePassword,
    expiresAt: user.expiresAt.toISOString(),
  };
}

/** Disabling ends the user's sessions at once; an admin cannot lock itself out. */
export async function setPortalUserAccess(db: Database, actor: Actor, lenderUserId: string, disabled: boolean) {
  const user = await findUserOfLender(db, actor.lenderId, lenderUserId);
  if (!user) throw new AppError('NOT_FOUND', 'No such user of your organisation');
  if (disabled && user.id === actor.lenderUserId)
    throw new AppError('CONFLICT', 'You cannot disable your own account: ask another admin');
  await db.transaction(async (tx) => {
    await setLenderUserDisabled(tx, user.id, disabled ? actor.now : null);
    if (disabled) await endLenderSessionsOf(tx, user.id);
    await audit(tx, disabled ? 'disabled' : 'enabled', actor, user.id);
  });
}
