import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import { INITIAL_PASSWORD_TTL_MS } from '#server/modules/auth/index.ts';
import { generatePassword, hashPassword } from '#server/modules/auth/index.ts';
import type { LenderUserSummary, ResetLenderUserResponse } from '#shared/admin/lender-users-schemas.ts';
import {
  endLenderSessionsOf,
  findUserOfLender,
  lastSignIns,
  listUsersOfLender,
  resetLenderCredentials,
  setLenderUserDisabled,
} from './lender-users-manage.repository.ts';

/**
 * What the back office does to a lender's portal users (decision 099): list them, disable and
 * enable, reset. Each change is audited with the lender's and the user's ids only (no email).
 */
type Deps = { db: Database; now: Date; adminUserId: string | null };
type Target = { lenderId: string; lenderUserId: string };

/** The lender's users with what an operator needs to know, and none of their secrets. */
export async function lenderUserSummaries(db: Database, lenderId: string): Promise<LenderUserSummary[]> {
  const users = await listUsersOfLender(db, lenderId);
  const signIns = await lastSignIns(
    db,
    users.map((u) => u.email),
  );
  return users.map((u) => ({
    id: u.id,
    email: u.email,
    createdAt: u.createdAt.toISOString(),
    totpEnrolled: Boolean(u.totpEnabledAt),
    lastSignInAt: signIns.get(u.email)?.toISOString() ?? null,
    disabled: Boolean(u.disabledAt),
  }));
}

/** The user, if it is this lender's: another lender's answers the same 404 as a made-up id. */
async function userOf(db: Database, target: Target) {
  const user = await findUserOfLender(db, target.lenderId, target.lenderUserId);
  if (!user) throw new AppError('NOT_FOUND', 'No such user of this lender');
  return user;
}

const audit = (deps: Deps, action: string, target: Target) =>
  recordAudit(deps.db, { adminUserId: deps.adminUserId, action, details: { ...target }, now: deps.now });

/** Disabling ends the user's portal sessions at once; enabling lets the same credentials in again. */
export async function setLenderUserAccess(deps: Deps, target: Target, disabled: boolean): Promise<void> {
  const user = await userOf(deps.db, target);
  await setLenderUserDisabled(deps.db, user.id, disabled ? deps.now : null);
  if (disabled) await endLenderSessionsOf(deps.db, user.id);
  await audit(deps, disabled ? 'lender_user.disable' : 'lender_user.enable', target);
}

/**
 * Lost password or authenticator: a new one-time password (24 hours, once, as at provisioning),
 * TOTP and recovery codes forgotten (the next sign-in enrols again), every session ended. A
 * disabled user stays disabled.
 */
export async function resetLenderUser(deps: Deps, target: Target): Promise<ResetLenderUserResponse> {
  const user = await userOf(deps.db, target);
  const oneTimePassword = generatePassword();
  const passwordExpiresAt = new Date(deps.now.getTime() + INITIAL_PASSWORD_TTL_MS);
  await resetLenderCredentials(deps.db, user.id, {
    passwordHash: await hashPassword(oneTimePassword),
    passwordExpiresAt,
  });
  await audit(deps, 'lender_user.reset', target);
  return { email: user.email, oneTimePassword, expiresAt: passwordExpiresAt.toISOString() };
}
