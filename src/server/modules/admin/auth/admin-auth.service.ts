import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { INVALID_PASSWORD, INVALID_TOTP, TOTP_LOCKED, TOTP_REQUIRED } from '#shared/admin/auth-messages.ts';
import { outboxMailer } from '#server/modules/messaging/index.ts';
import { afterWrongCode, unlockTotp } from '#server/modules/auth/index.ts';
import { loadAdminSession, markReauthenticated, type AdminSession } from '#server/modules/auth/index.ts';
import {
  claimTotpStep,
  findAdminById,
  findAdminByEmail,
  replaceOneTimePassword,
  type AdminUser,
} from './admin-users.repository.ts';
import { beginAttempt } from '#server/modules/auth/index.ts';
import { useRecoveryCode } from '#server/modules/auth/index.ts';
import { verifyPassword } from '#server/modules/auth/index.ts';
import { TOTP_SECRET_CONTEXT } from '#server/modules/auth/index.ts';
import {
  lockedOut,
  signIn,
  verifySecondFactor,
  wrongCode,
  type AccountStore,
  type AuthDeps,
  type SignInInput,
  type SignInResult,
} from '#server/modules/auth/index.ts';

export { INVALID_PASSWORD, INVALID_TOTP, TOTP_REQUIRED, lockedOut };
export { totpEnrolled } from '#server/modules/auth/index.ts';
export type { AuthDeps };
export type LoginInput = SignInInput;
export type LoginResult = SignInResult<AdminUser>;

/** The admins' accounts for the shared sign-in rules (two-factor-sign-in.ts). */
export const adminAccounts: AccountStore<AdminUser> = {
  totpContext: TOTP_SECRET_CONTEXT,
  attemptKey: (email) => email,
  findByEmail: findAdminByEmail,
  claimTotpStep,
  replaceOneTimePassword,
  useRecoveryCode,
  unlockTotp,
  afterWrongCode: (deps, user, now) =>
    afterWrongCode({ db: deps.db, mailer: deps.mailer ?? outboxMailer(deps.db) }, user, now),
};

/**
 * Password, then TOTP (or a recovery code) once enrolled, throttled and recorded without the
 * secrets (two-factor-sign-in.ts). Without an enrolled TOTP a right password yields an
 * enrolment-only session.
 */
export const login = (deps: AuthDeps, input: LoginInput): Promise<LoginResult> => signIn(adminAccounts, deps, input);

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
  if (!(await verifySecondFactor(adminAccounts, deps, user, input.totp, now))) {
    await wrongCode(adminAccounts, deps, attempt, user, input.totp, now);
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
