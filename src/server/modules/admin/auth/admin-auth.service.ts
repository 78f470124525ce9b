import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { FieldCipher } from '#server/lib/crypto.ts';
import {
  INVALID_PASSWORD,
  INVALID_TOTP,
  ONE_TIME_PASSWORD_EXPIRED,
  PASSWORD_CHANGE_REQUIRED,
  SAME_PASSWORD,
  TOTP_LOCKED,
  TOTP_REQUIRED,
} from '#shared/admin/auth-messages.ts';
import type { Mailer } from '#server/modules/messaging/messaging.types.ts';
import { outboxMailer } from '#server/modules/messaging/mailer.ts';
import { afterWrongCode, unlockTotp } from './totp-guessing.ts';
import { loadAdminSession, markReauthenticated, type AdminSession } from './admin-session.ts';
import {
  claimTotpStep,
  findAdminById,
  findAdminByEmail,
  normaliseEmail,
  replaceOneTimePassword,
  type AdminUser,
} from './admin-users.repository.ts';
import { beginAttempt, type Attempt } from './login-throttle.ts';
import { looksLikeRecoveryCode, useRecoveryCode } from './recovery-codes.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { matchTotpStep, TOTP_SECRET_CONTEXT } from './totp.ts';

export { INVALID_PASSWORD, INVALID_TOTP, TOTP_REQUIRED };

export type AuthDeps = {
  db: Database;
  clock: Clock;
  cipher: FieldCipher;
  /** Where the wrong-code alerts go (SMTP_URL's mailer; the outbox when absent). */
  mailer?: Mailer;
};
export type LoginInput = {
  email: string;
  password: string;
  totp?: string | undefined;
  /** The admin's own password, replacing a one-time password at the first sign-in with it. */
  newPassword?: string | undefined;
  ip: string;
};
export type LoginResult =
  | { ok: true; user: AdminUser; enrolmentOnly: boolean }
  | { ok: false; mfaRequired: true; message: string }
  | { ok: false; passwordChangeRequired: true; message: string };

export const totpEnrolled = (user: AdminUser): boolean => Boolean(user.totpEnabledAt && user.totpSecret);

/**
 * Whether this code is refused because the account's TOTP is locked (issue 26.5): a 6-digit code
 * is not even checked (no oracle); a recovery code still signs in, and unlocks.
 */
export const lockedOut = (user: AdminUser, code: string): boolean =>
  Boolean(user.totpLockedAt) && !looksLikeRecoveryCode(code.trim());

/** A 6-digit TOTP code (each time step once) or an unused recovery code, in place of it. */
export async function verifySecondFactor(deps: AuthDeps, user: AdminUser, code: string, now: Date): Promise<boolean> {
  if (!user.totpSecret) return false;
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    if (user.totpLockedAt) return false;
    const step = matchTotpStep(deps.cipher.decrypt(user.totpSecret, TOTP_SECRET_CONTEXT), trimmed, now);
    return step !== null && (await claimTotpStep(deps.db, user.id, step));
  }
  if (!looksLikeRecoveryCode(trimmed) || !(await useRecoveryCode(deps.db, user.id, trimmed, now))) return false;
  if (user.totpLockedAt) await unlockTotp(deps.db, user.id);
  return true;
}

/**
 * Records a wrong code: a 6-digit one as `bad_totp`, with its consequences (the admin's email
 * alert, the daily lock); a wrong or spent recovery code (80 bits: not worth guessing) only counts
 * for the throttle.
 */
async function wrongCode(deps: AuthDeps, attempt: Attempt, user: AdminUser, code: string, now: Date): Promise<void> {
  if (looksLikeRecoveryCode(code.trim())) return attempt.finish('bad_recovery_code');
  await attempt.finish('bad_totp');
  await afterWrongCode({ db: deps.db, mailer: deps.mailer ?? outboxMailer(deps.db) }, user, now);
}

/**
 * Password, then TOTP (or a recovery code) once enrolled, throttled and recorded without the
 * secrets. Unknown email, wrong password and a disabled admin give the same answer after the
 * same work. Without an enrolled TOTP a right password yields an enrolment-only session.
 */
export async function login(deps: AuthDeps, input: LoginInput): Promise<LoginResult> {
  const now = deps.clock.now();
  const email = normaliseEmail(input.email);
  const attempt = await beginAttempt(deps.db, { email, ip: input.ip, now });

  const user = await findAdminByEmail(deps.db, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk || user.disabledAt) {
    await attempt.finish(!user ? 'unknown_email' : !passwordOk ? 'bad_password' : 'disabled');
    throw new AppError('UNAUTHORIZED', INVALID_PASSWORD);
  }
  if (user.passwordExpiresAt) {
    // A generated one-time password (issue 26.4): void after its time, and usable once, in the
    // call that replaces it by the admin's own, so whoever used it first is the one who knows the
    // password now (the other finds it refused at once).
    if (now.getTime() >= user.passwordExpiresAt.getTime()) {
      await attempt.finish('expired_password');
      throw new AppError('UNAUTHORIZED', ONE_TIME_PASSWORD_EXPIRED);
    }
    if (!input.newPassword) {
      await attempt.finish('password_change_required');
      return { ok: false, passwordChangeRequired: true, message: PASSWORD_CHANGE_REQUIRED };
    }
    if (input.newPassword === input.password) {
      await attempt.finish('password_change_required');
      throw new AppError('BAD_REQUEST', SAME_PASSWORD, { errors: [{ path: 'newPassword', message: SAME_PASSWORD }] });
    }
    if (!(await replaceOneTimePassword(deps.db, user.id, user.passwordHash, await hashPassword(input.newPassword)))) {
      await attempt.finish('bad_password');
      throw new AppError('UNAUTHORIZED', INVALID_PASSWORD);
    }
  }
  if (!totpEnrolled(user)) {
    await attempt.finish('ok');
    return { ok: true, user, enrolmentOnly: true };
  }
  if (!input.totp?.trim()) {
    await attempt.finish('mfa_required');
    return { ok: false, mfaRequired: true, message: TOTP_REQUIRED };
  }
  if (lockedOut(user, input.totp)) {
    await attempt.finish('totp_locked');
    return { ok: false, mfaRequired: true, message: TOTP_LOCKED };
  }
  if (!(await verifySecondFactor(deps, user, input.totp, now))) {
    await wrongCode(deps, attempt, user, input.totp, now);
    return { ok: false, mfaRequired: true, message: INVALID_TOTP };
  }
  await attempt.finish('ok');
  return { ok: true, user, enrolmentOnly: false };
}

/**
 * The signed-in admin proves it again (password and code) before a sensitive change; throttled
 * like a login. Wrong credentials are a 400 on the field concerned.
 */
export async function reauthenticate(
  deps: AuthDeps,
  input: { adminUserId: string; email: string; password: string; totp: string; ip: string },
): Promise<AdminUser> {
  const now = deps.clock.now();
  const attempt = await beginAttempt(deps.db, { email: input.email, ip: input.ip, now });
  const user = await findAdminByEmail(deps.db, input.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || user.id !== input.adminUserId || !passwordOk || user.disabledAt) {
    await attempt.finish('bad_password');
    throw new AppError('BAD_REQUEST', INVALID_PASSWORD, { errors: [{ path: 'password', message: INVALID_PASSWORD }] });
  }
  if (lockedOut(user, input.totp)) {
    await attempt.finish('totp_locked');
    throw new AppError('BAD_REQUEST', TOTP_LOCKED, { errors: [{ path: 'totp', message: TOTP_LOCKED }] });
  }
  if (!(await verifySecondFactor(deps, user, input.totp, now))) {
    await wrongCode(deps, attempt, user, input.totp, now);
    throw new AppError('BAD_REQUEST', INVALID_TOTP, { errors: [{ path: 'totp', message: INVALID_TOTP }] });
  }
  await attempt.finish('ok');
  return user;
}

/** The admin behind a session cookie, or null (no session, idle or too old, or the admin is gone). */
export async function sessionAdmin(
  db: Database,
  token: string | undefined,
  now: Date,
): Promise<{ email: string; enrolmentOnly: boolean } | null> {
  const session = await loadAdminSession(db, token, now);
  const user = session ? await findAdminById(db, session.adminUserId) : null;
  return session && user ? { email: user.email, enrolmentOnly: session.enrolmentOnly } : null;
}

/** POST /reauth: password and code again; the session then counts as freshly authenticated. */
export async function reauthenticateSession(
  deps: AuthDeps,
  session: AdminSession | null,
  input: { password: string; totp: string; ip: string },
): Promise<void> {
  const user = session ? await findAdminById(deps.db, session.adminUserId) : null;
  if (!session || !user) throw new AppError('UNAUTHORIZED', 'Authentication required');
  await reauthenticate(deps, { adminUserId: user.id, email: user.email, ...input });
  await markReauthenticated(deps.db, session.sessionId, deps.clock.now());
}
