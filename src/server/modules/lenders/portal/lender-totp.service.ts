import { AppError } from '#server/lib/app-error.ts';
import { RECENT_AUTH_MS } from '#server/modules/auth/index.ts';
import { enrolmentDetails, matchTotpStep, newTotpSecret } from '#server/modules/auth/index.ts';
import { beginAttempt } from '#server/modules/auth/index.ts';
import { lockedOut, verifySecondFactor, wrongCode, type AuthDeps } from '#server/modules/auth/index.ts';
import { INVALID_TOTP, REAUTH_REQUIRED } from '#shared/admin/auth-messages.ts';
import { lenderAccounts, lenderAttemptKey } from './lender-accounts.ts';
import type { LenderSession } from './lender-session.ts';
import {
  claimLenderTotpStep,
  enableLenderTotp,
  findLenderUserById,
  LENDER_TOTP_CONTEXT,
  replaceLenderRecoveryCodes,
  setLenderPendingTotp,
} from './lender-users.repository.ts';

export const LENDER_TOTP_ISSUER = 'ClearPath Loans Lender Portal';
const INVALID_CODE = 'That code is not valid';
/** A recovery code proves only that someone holds a printout: a secret change needs the authenticator itself. */
export const AUTHENTICATOR_CODE_REQUIRED =
  'Enter the 6-digit code from your authenticator app (a recovery code is not accepted here)';

async function notYetEnrolled(deps: AuthDeps, session: LenderSession) {
  const user = await findLenderUserById(deps.db, session.lenderUserId);
  if (!user || user.disabledAt) throw new AppError('UNAUTHORIZED', 'Authentication required');
  if (user.totpEnabledAt) throw new AppError('CONFLICT', 'Two-factor authentication is already enabled');
  return user;
}

/** A new pending secret with its otpauth URI and QR code: only within minutes of the password, as the admin's. */
export async function startLenderTotpSetup(deps: AuthDeps, session: LenderSession) {
  const user = await notYetEnrolled(deps, session);
  if (deps.clock.now().getTime() - session.authAt.getTime() > RECENT_AUTH_MS)
    throw new AppError('FORBIDDEN', REAUTH_REQUIRED);
  const secret = newTotpSecret();
  await setLenderPendingTotp(deps.db, user.id, deps.cipher.encrypt(secret, LENDER_TOTP_CONTEXT));
  return { ...(await enrolmentDetails(secret, user.email, LENDER_TOTP_ISSUER)), secret };
}

/** A first code turns TOTP on and returns the recovery codes (shown once); the caller starts a full session. */
export async function confirmLenderTotp(deps: AuthDeps, session: LenderSession, code: string) {
  const user = await notYetEnrolled(deps, session);
  if (!user.totpSecret) throw new AppError('BAD_REQUEST', 'Start the set-up first');
  const now = deps.clock.now();
  const step = matchTotpStep(deps.cipher.decrypt(user.totpSecret, LENDER_TOTP_CONTEXT), code, now);
  if (step === null || !(await claimLenderTotpStep(deps.db, user.id, step)))
    throw new AppError('BAD_REQUEST', INVALID_CODE, { errors: [{ path: 'code', message: INVALID_CODE }] });
  await enableLenderTotp(deps.db, user.id, now);
  return { user, now, recoveryCodes: await replaceLenderRecoveryCodes(deps.db, user.id, now) };
}

/**
 * A sensitive change (the shared secret) needs a fresh code from the signed-in user's
 * authenticator: throttled and counted as a sign-in's code is (a wrong one towards the daily lock).
 * Only a 6-digit TOTP code: a recovery code (meant to get back into the account) is refused before
 * anything is counted or spent (issue 41.6).
 */
export async function requireFreshCode(deps: AuthDeps, session: LenderSession, code: string, ip: string) {
  if (!/^\d{6}$/.test(code.trim()))
    throw new AppError('BAD_REQUEST', AUTHENTICATOR_CODE_REQUIRED, {
      errors: [{ path: 'totp', message: AUTHENTICATOR_CODE_REQUIRED }],
    });
  const now = deps.clock.now();
  const attempt = await beginAttempt(deps.db, { email: lenderAttemptKey(session.email), ip, now });
  const user = await findLenderUserById(deps.db, session.lenderUserId);
  const refuse = () => new AppError('BAD_REQUEST', INVALID_TOTP, { errors: [{ path: 'totp', message: INVALID_TOTP }] });
  if (!user || user.disabledAt || lockedOut(user, code)) {
    await attempt.finish(user ? 'totp_locked' : 'unknown_email');
    throw refuse();
  }
  if (!(await verifySecondFactor(lenderAccounts, deps, user, code, now))) {
    await wrongCode(lenderAccounts, deps, attempt, user, code, now);
    throw refuse();
  }
  await attempt.finish('ok');
}
