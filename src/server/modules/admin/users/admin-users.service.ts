import { AppError } from '#server/lib/app-error.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import { reauthenticate, type AuthDeps } from '../auth/admin-auth.service.ts';
import { endSessionsOf, markReauthenticated, type AdminSession } from '#server/modules/auth/index.ts';
import {
  clearTotp,
  findAdminByEmail,
  findAdminById,
  listAdmins,
  normaliseEmail,
  setAdminDisabled,
  setAdminPassword,
  upsertAdminPassword,
} from '../auth/admin-users.repository.ts';
import { deleteRecoveryCodes } from '#server/modules/auth/index.ts';
import { unlockTotp } from '#server/modules/auth/index.ts';
import { weakPasswordError } from '#server/modules/auth/index.ts';
import { generatePassword, hashPassword } from '#server/modules/auth/index.ts';

export type AdminSummary = {
  id: string;
  email: string;
  totpEnabled: boolean;
  totpLocked: boolean;
  disabled: boolean;
  createdAt: string;
};

export async function adminSummaries(deps: AuthDeps): Promise<AdminSummary[]> {
  return (await listAdmins(deps.db)).map((a) => ({
    id: a.id,
    email: a.email,
    totpEnabled: Boolean(a.totpEnabledAt),
    totpLocked: Boolean(a.totpLockedAt),
    disabled: Boolean(a.disabledAt),
    createdAt: a.createdAt.toISOString(),
  }));
}

/** A new admin with a generated one-time password (shown once); it enrols TOTP at its first sign-in. */
export async function addAdmin(
  deps: AuthDeps,
  actor: AdminSession,
  rawEmail: string,
): Promise<{ email: string; password: string }> {
  const email = normaliseEmail(rawEmail);
  if (await findAdminByEmail(deps.db, email)) {
    throw new AppError('CONFLICT', 'An admin with this email already exists', {
      errors: [{ path: 'email', message: 'An admin with this email already exists' }],
    });
  }
  const password = generatePassword();
  await upsertAdminPassword(deps.db, email, await hashPassword(password));
  await recordAudit(deps.db, {
    adminUserId: actor.adminUserId,
    action: 'admin_users.create',
    details: { email },
    now: deps.clock.now(),
  });
  return { email, password };
}

async function target(deps: AuthDeps, id: string) {
  const user = await findAdminById(deps.db, id);
  if (!user) throw new AppError('NOT_FOUND', 'No such admin');
  return user;
}

/** Disabling ends every session of that admin at once; an admin cannot disable itself (no lock-out by mistake). */
export async function setDisabled(deps: AuthDeps, actor: AdminSession, id: string, disabled: boolean): Promise<void> {
  const user = await target(deps, id);
  if (disabled && user.id === actor.adminUserId)
    throw new AppError('BAD_REQUEST', 'You cannot disable your own account');
  await setAdminDisabled(deps.db, user.id, disabled ? deps.clock.now() : null);
  if (disabled) await endSessionsOf(deps.db, user.id);
  await recordAudit(deps.db, {
    adminUserId: actor.adminUserId,
    action: disabled ? 'admin_users.disable' : 'admin_users.enable',
    details: { email: user.email },
    now: deps.clock.now(),
  });
}

/** Lets a locked account's TOTP codes work again (decision 010, issue 26.5); audited. */
export async function unlockAdminTotp(deps: AuthDeps, actor: AdminSession, id: string): Promise<void> {
  const user = await target(deps, id);
  await unlockTotp(deps.db, user.id);
  await recordAudit(deps.db, {
    adminUserId: actor.adminUserId,
    action: 'admin_users.unlock_totp',
    details: { email: user.email },
    now: deps.clock.now(),
  });
}

/** Lost authenticator: forgets the TOTP and recovery codes; the admin's next sign-in enrols again. */
export async function resetTotp(deps: AuthDeps, actor: AdminSession, id: string): Promise<void> {
  const user = await target(deps, id);
  await clearTotp(deps.db, user.id);
  await deleteRecoveryCodes(deps.db, user.id);
  await endSessionsOf(deps.db, user.id);
  await recordAudit(deps.db, {
    adminUserId: actor.adminUserId,
    action: 'admin_users.reset_totp',
    details: { email: user.email },
    now: deps.clock.now(),
  });
}

/**
 * Current password and code (the re-authentication itself), then the new password; every other
 * session of this admin ends, this one stays.
 */
export async function changePassword(
  deps: AuthDeps,
  actor: AdminSession,
  input: { currentPassword: string; totp: string; newPassword: string; ip: string },
): Promise<void> {
  const me = await target(deps, actor.adminUserId);
  try {
    await reauthenticate(deps, {
      adminUserId: me.id,
      email: me.email,
      password: input.currentPassword,
      totp: input.totp,
      ip: input.ip,
    });
  } catch (error) {
    // The form's field is called currentPassword.
    if (error instanceof AppError && error.errors?.[0]?.path === 'password') {
      throw new AppError('BAD_REQUEST', error.message, {
        errors: [{ path: 'currentPassword', message: error.message }],
      });
    }
    throw error;
  }
  if (input.newPassword === input.currentPassword) {
    throw new AppError('BAD_REQUEST', 'Choose a password different from the current one', {
      errors: [{ path: 'newPassword', message: 'Choose a password different from the current one' }],
    });
  }
  const weak = weakPasswordError(input.newPassword, me.email);
  if (weak) throw weak;
  await setAdminPassword(deps.db, me.id, await hashPassword(input.newPassword));
  await endSessionsOf(deps.db, me.id, actor.sessionId);
  const now = deps.clock.now();
  await markReauthenticated(deps.db, actor.sessionId, now);
  await recordAudit(deps.db, { adminUserId: me.id, action: 'admin_users.change_password', details: {}, now });
}
