import { AppError } from '#server/lib/app-error.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import type { AuthDeps } from './admin-auth.service.ts';
import { requireRecentAuth, type AdminSession } from '#server/modules/auth/index.ts';
import { claimTotpStep, enableTotp, findAdminById, setPendingTotpSecret } from './admin-users.repository.ts';
import { replaceRecoveryCodes, unusedRecoveryCodes } from '#server/modules/auth/index.ts';
import { enrolmentDetails, matchTotpStep, newTotpSecret, TOTP_SECRET_CONTEXT } from '#server/modules/auth/index.ts';

const INVALID_CODE = 'That code is not valid';

async function signedIn(deps: AuthDeps, session: AdminSession | null) {
  const user = session ? await findAdminById(deps.db, session.adminUserId) : null;
  if (!user) throw new AppError('UNAUTHORIZED', 'Authentication required');
  return user;
}

async function notYetEnrolled(deps: AuthDeps, session: AdminSession | null) {
  const user = await signedIn(deps, session);
  if (user.totpEnabledAt) throw new AppError('CONFLICT', 'Two-factor authentication is already enabled');
  return user;
}

/** Whether the signed-in admin has two-factor authentication, and how many recovery codes are left. */
export async function totpStatus(deps: AuthDeps, session: AdminSession | null) {
  const user = await signedIn(deps, session);
  return {
    enabled: Boolean(user.totpEnabledAt),
    email: user.email,
    recoveryCodesLeft: await unusedRecoveryCodes(deps.db, user.id),
  };
}

/**
 * A new pending secret with its otpauth URI and QR code. Enrolling binds the account to a device:
 * only within minutes of entering the password.
 */
export async function startTotpSetup(deps: AuthDeps, session: AdminSession | null) {
  const user = await notYetEnrolled(deps, session);
  requireRecentAuth(session, deps.clock.now());
  const secret = newTotpSecret();
  await setPendingTotpSecret(deps.db, user.id, deps.cipher.encrypt(secret, TOTP_SECRET_CONTEXT));
  return { ...(await enrolmentDetails(secret, user.email)), secret };
}

/**
 * A first code from the authenticator turns TOTP on (each time step once) and returns the first
 * recovery codes; audited. The caller starts a new full session for the admin.
 */
export async function confirmTotp(deps: AuthDeps, session: AdminSession | null, code: string) {
  const user = await notYetEnrolled(deps, session);
  if (!user.totpSecret) throw new AppError('BAD_REQUEST', 'Start the set-up first');
  const now = deps.clock.now();
  const step = matchTotpStep(deps.cipher.decrypt(user.totpSecret, TOTP_SECRET_CONTEXT), code, now);
  if (step === null || !(await claimTotpStep(deps.db, user.id, step))) {
    throw new AppError('BAD_REQUEST', INVALID_CODE, { errors: [{ path: 'code', message: INVALID_CODE }] });
  }
  await enableTotp(deps.db, user.id, now);
  const recoveryCodes = await replaceRecoveryCodes(deps.db, user.id, now);
  await recordAudit(deps.db, { adminUserId: user.id, action: 'admin_totp.enrol', details: {}, now });
  return { adminUserId: user.id, now, recoveryCodes };
}

/** Ten new recovery codes in place of the old ones (recent re-authentication needed); audited. */
export async function regenerateRecoveryCodes(deps: AuthDeps, session: AdminSession | null) {
  const actor = requireRecentAuth(session, deps.clock.now());
  const user = await signedIn(deps, session);
  const now = deps.clock.now();
  const recoveryCodes = await replaceRecoveryCodes(deps.db, user.id, now);
  await recordAudit(deps.db, {
    adminUserId: actor.adminUserId,
    action: 'admin_totp.recovery_codes',
    details: {},
    now,
  });
  return { recoveryCodes };
}
