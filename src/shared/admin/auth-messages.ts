// Texts the admin API answers with and the admin screens react to (one source for both sides).

export const ENROLMENT_REQUIRED = 'Two-factor enrolment required';
export const REAUTH_REQUIRED = 'Confirm your password and code to continue';
export const INVALID_PASSWORD = 'Invalid password';
export const TOTP_REQUIRED = 'TOTP code required';
export const INVALID_TOTP = 'Invalid or already used code';
export const RECOVERY_CODE_COUNT = 10;
/**
 * The shortest password an admin (or a lender user) may choose: the schemas' rule, and the sign-in's
 * new-password fields, which load no zod (decision 025).
 */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;
/** The first sign-in with a generated one-time password must choose the admin's own (issue 26.4). */
export const PASSWORD_CHANGE_REQUIRED = 'Choose your own password to replace the one-time password';
export const ONE_TIME_PASSWORD_EXPIRED =
  'This one-time password has expired. Ask another admin to reset it, or run: npm run admin -- reset EMAIL';
export const SAME_PASSWORD = 'Choose a password different from the one-time password';
export const TOTP_LOCKED =
  'Too many wrong codes: this account is locked. Sign in with a recovery code, or ask another admin to unlock it';
