// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export {
  ADMIN_ABSOLUTE_MS,
  ADMIN_IDLE_MS,
  adminCookieName,
  type AdminSession,
  endAdminSession,
  endSessionsOf,
  loadAdminSession,
  markReauthenticated,
  RECENT_AUTH_MS,
  requireRecentAuth,
  startAdminSession,
} from './admin-session.ts';
export { INITIAL_PASSWORD_TTL_MS, LOGIN_CALLS_PER_IP } from './auth-policy.ts';
export { beginAttempt } from './login-throttle.ts';
export { newPasswordProblem, weakPasswordError } from './password-policy.ts';
export { generatePassword, hashPassword, MIN_ADMIN_PASSWORD_LENGTH, verifyPassword } from './passwords.ts';
export {
  deleteRecoveryCodes,
  hashRecoveryCode,
  newRecoveryCodes,
  replaceRecoveryCodes,
  unusedRecoveryCodes,
  useRecoveryCode,
} from './recovery-codes.ts';
export { afterWrongCode, unlockTotp, WRONG_CODES_PER_DAY, wrongCodesToday } from './totp-guessing.ts';
export { enrolmentDetails, matchTotpStep, newTotpSecret, TOTP_SECRET_CONTEXT } from './totp.ts';
export {
  type AccountStore,
  type AuthDeps,
  lockedOut,
  signIn,
  type SignInInput,
  type SignInResult,
  totpEnrolled,
  verifySecondFactor,
  wrongCode,
} from './two-factor-sign-in.ts';
