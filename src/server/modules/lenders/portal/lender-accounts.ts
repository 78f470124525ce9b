import { wrongCodesToday, WRONG_CODES_PER_DAY } from '#server/modules/auth/index.ts';
import type { AccountStore } from '#server/modules/auth/index.ts';
import {
  claimLenderTotpStep,
  findLenderUserByEmail,
  LENDER_TOTP_CONTEXT,
  replaceLenderOneTimePassword,
  setLenderTotpLock,
  useLenderRecoveryCode,
  type LenderUser,
} from './lender-users.repository.ts';

/**
 * Lender users' sign-in attempts share the admins' attempt table and throttle, under their own
 * key (decision 080): "lender:" + email, so an admin and a lender user with one email never count
 * against each other, while one address guessing at both is throttled as one.
 */
export const lenderAttemptKey = (email: string): string => `lender:${email.trim().toLowerCase()}`;

/** Lender users for the shared sign-in rules (the admin's: two-factor-sign-in.ts). */
export const lenderAccounts: AccountStore<LenderUser> = {
  totpContext: LENDER_TOTP_CONTEXT,
  attemptKey: lenderAttemptKey,
  findByEmail: findLenderUserByEmail,
  claimTotpStep: claimLenderTotpStep,
  replaceOneTimePassword: replaceLenderOneTimePassword,
  useRecoveryCode: useLenderRecoveryCode,
  unlockTotp: async (db, id) => {
    await setLenderTotpLock(db, id, null);
  },
  // The admin's daily ceiling: past it the codes are refused until a recovery code signs in.
  afterWrongCode: async (deps, user, now) => {
    const wrong = await wrongCodesToday(deps.db, lenderAttemptKey(user.email), now);
    if (wrong >= WRONG_CODES_PER_DAY) await setLenderTotpLock(deps.db, user.id, now);
  },
};
