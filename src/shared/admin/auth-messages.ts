// Texts the admin API answers with and the admin screens react to (one source for both sides).

export const ENROLMENT_REQUIRED = 'Two-factor enrolment required';
export const REAUTH_REQUIRED = 'Confirm your password and code to continue';
export const INVALID_PASSWORD = 'Invalid password';
export const TOTP_REQUIRED = 'TOTP code required';
export const INVALID_TOTP = 'Invalid or already used code';
export const RECOVERY_CODE_COUNT = 10;
