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
import type { Mailer } from '#server/modules/messaging/index.ts';
import { beginAttempt, type Attempt } from './login-throttle.ts';
import { weakPasswordError } from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { looksLikeRecoveryCode } from './recovery-codes.ts';
import { matchTotpStep } from './totp.ts';

// The sign-in rules of the back office (decision 010), for any kind of account that signs in with
// a password and a mandatory TOTP: admins, and lender portal users (decision 080).

export type AuthDeps = {
  db: Database;
  clock: Clock;
  cipher: FieldCipher;
  /** Where the wrong-code alerts go (SMTP_URL's mailer; the outbox when absent). */
  mailer?: Mailer;
};

/** The columns every such account has. */
export type TwoFactorAccount = {
  id: string;
  email: string;
  passwordHash: string;
  passwordExpiresAt: Date | null;
  totpSecret: string | null;
  totpEnabledAt: Date | null;
  totpLockedAt: Date | null;
  disabledAt: Date | null;
};

/** Where one kind of account lives, and what a wrong code does to it. */
export type AccountStore<U extends TwoFactorAccount> = {
  /** The AES-GCM context of the stored TOTP secret. */
  totpContext: string;
  /** The email as the throttle and the attempt rows know it (one namespace per kind of account). */
  attemptKey(email: string): string;
  findByEmail(db: Database, email: string): Promise<U | null>;
  claimTotpStep(db: Database, id: string, step: number): Promise<boolean>;
  replaceOneTimePassword(db: Database, id: string, oneTimeHash: string, passwordHash: string): Promise<boolean>;
  useRecoveryCode(db: Database, id: string, code: string, now: Date): Promise<boolean>;
  unlockTotp(db: Database, id: string): Promise<void>;
  /** After a wrong 6-digit code (already recorded as `bad_totp`): the alert and the daily lock. */
  afterWrongCode(deps: AuthDeps, user: U, now: Date): Promise<void>;
};

export type SignInInput = {
  email: string;
  password: string;
  totp?: string | undefined;
  /** The user's own password, replacing a one-time password at the first sign-in with it. */
  newPassword?: string | undefined;
  ip: string;
};
export type SignInResult<U> =
  | { ok: true; user: U; enrolmentOnly: boolean }
  | { ok: false; mfaRequired: true; message: string }
  | { ok: false; passwordChangeRequired: true; message: string };

export const totpEnrolled = (user: TwoFactorAccount): boolean => Boolean(user.totpEnabledAt && user.totpSecret);

/**
 * Whether this code is refused because the account's TOTP is locked (issue 26.5): a 6-digit code
 * is not even checked (no oracle); a recovery code still signs in, and unlocks.
 */
export const lockedOut = (user: TwoFactorAccount, code: string): boolean =>
  Boolean(user.totpLockedAt) && !looksLikeRecoveryCode(code.trim());

/** A 6-digit TOTP code (each time step once) or an unused recovery code, in place of it. */
export async function verifySecondFactor<U extends TwoFactorAccount>(
  store: AccountStore<U>,
  deps: AuthDeps,
  user: U,
  code: string,
  now: Date,
): Promise<boolean> {
  if (!user.totpSecret) return false;
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    if (user.totpLockedAt) return false;
    const step = matchTotpStep(deps.cipher.decrypt(user.totpSecret, store.totpContext), trimmed, now);
    return step !== null && (await store.claimTotpStep(deps.db, user.id, step));
  }
  if (!looksLikeRecoveryCode(trimmed) || !(await store.useRecoveryCode(deps.db, user.id, trimmed, now))) return false;
  if (user.totpLockedAt) await store.unlockTotp(deps.db, user.id);
  return true;
}

/**
 * Records a wrong code: a 6-digit one as `bad_totp`, with its consequences (the alert, the daily
 * lock); a wrong or spent recovery code (80 bits: not worth guessing) only counts for the throttle.
 */
export async function wrongCode<U extends TwoFactorAccount>(
  store: AccountStore<U>,
  deps: AuthDeps,
  attempt: Attempt,
  user: U,
  code: string,
  now: Date,
): Promise<void> {
  if (looksLikeRecoveryCode(code.trim())) return attempt.finish('bad_recovery_code');
  await attempt.finish('bad_totp');
  await store.afterWrongCode(deps, user, now);
}

/**
 * Password, then TOTP (or a recovery code) once enrolled, throttled and recorded without the
 * secrets. Unknown email, wrong password and a disabled account give the same answer after the
 * same work. Without an enrolled TOTP a right password yields an enrolment-only session.
 */
export async function signIn<U extends TwoFactorAccount>(
  store: AccountStore<U>,
  deps: AuthDeps,
  input: SignInInput,
): Promise<SignInResult<U>> {
  const now = deps.clock.now();
  const email = input.email.trim().toLowerCase();
  const attempt = await beginAttempt(deps.db, { email: store.attemptKey(email), ip: input.ip, now });

  const user = await store.findByEmail(deps.db, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk || user.disabledAt) {
    await attempt.finish(!user ? 'unknown_email' : !passwordOk ? 'bad_password' : 'disabled');
    throw new AppError('UNAUTHORIZED', INVALID_PASSWORD);
  }
  if (user.passwordExpiresAt) {
    // A generated one-time password (issue 26.4): void after its time, and usable once, in the
    // call that replaces it by the user's own, so whoever used it first is the one who knows the
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
    const weak = weakPasswordError(input.newPassword, email);
    if (weak) {
      await attempt.finish('password_change_required');
      throw weak;
    }
    const replaced = await store.replaceOneTimePassword(
      deps.db,
      user.id,
      user.passwordHash,
      await hashPassword(input.newPassword),
    );
    if (!replaced) {
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
  if (!(await verifySecondFactor(store, deps, user, input.totp, now))) {
    await wrongCode(store, deps, attempt, user, input.totp, now);
    return { ok: false, mfaRequired: true, message: INVALID_TOTP };
  }
  await attempt.finish('ok');
  return { ok: true, user, enrolmentOnly: false };
}
