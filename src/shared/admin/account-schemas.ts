import { z } from 'zod';
import { MIN_ADMIN_PASSWORD_LENGTH } from './auth-messages.ts';

// Response shapes of the admin's sign-in, two-factor and admin-accounts calls (decisions 006, 010),
// read by the admin screens; the same shapes as the server's route schemas declare.

export const loginResponse = z.object({
  success: z.literal(true),
  email: z.string(),
  mfaEnrolmentRequired: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** GET /api/admin/check-auth (401 when signed out). */
export const checkAuthResponse = z.object({
  authenticated: z.literal(true),
  email: z.string(),
  mfaEnrolmentRequired: z.literal(true).optional(),
});
export type CheckAuthResponse = z.infer<typeof checkAuthResponse>;

export const totpStatusResponse = z.object({
  enabled: z.boolean(),
  email: z.string(),
  recoveryCodesLeft: z.number().int(),
});
export const totpSetupResponse = z.object({ qrDataUrl: z.string(), secret: z.string(), otpauthUrl: z.string() });
export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export const totpConfirmResponse = recoveryCodesResponse.extend({ enabled: z.literal(true) });

export const adminSummary = z.object({
  id: z.string(),
  email: z.string(),
  totpEnabled: z.boolean(),
  /** Its codes refused after too many wrong ones (issue 26.5) until a recovery code or another admin unlocks them. */
  totpLocked: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminSummary = z.infer<typeof adminSummary>;
export const adminUsersResponse = z.object({ admins: z.array(adminSummary) });
/** A new admin and the one-time password to hand over. */
export const addAdminResponse = z.object({ email: z.string(), password: z.string() });
export const successResponse = z.object({ success: z.literal(true) });

// The request bodies of the same calls: the server's route schemas and the back office's forms
// (react-hook-form's resolver) check them with these, so both say the same words (decision 101).

export { MIN_ADMIN_PASSWORD_LENGTH };
const newPassword = z
  .string({ error: 'Required' })
  .min(MIN_ADMIN_PASSWORD_LENGTH, `At least ${MIN_ADMIN_PASSWORD_LENGTH} characters`)
  .max(1024);

export const adminLoginBody = z.object({
  email: z.string().trim().min(1, 'Required').max(320),
  password: z.string().min(1, 'Required').max(1024),
  // A 6-digit code, or a recovery code (with or without dashes and spaces).
  totp: z.string().max(32).optional(),
  // Required with a one-time password: the admin's own, replacing it (issue 26.4).
  newPassword: newPassword.optional(),
});
export type AdminLoginBody = z.input<typeof adminLoginBody>;

/** Password and code again, for the sensitive changes that need a recent authentication. */
export const reauthBody = z.object({
  password: z.string({ error: 'Required' }).min(1, 'Required').max(1024),
  totp: z.string({ error: 'Required' }).trim().min(1, 'Required').max(32),
});

export const changePasswordBody = z.object({
  currentPassword: z.string({ error: 'Required' }).min(1, 'Required').max(1024),
  totp: z.string({ error: 'Required' }).trim().min(1, 'Required').max(32),
  newPassword,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** The authenticator's first code, confirming its set-up (admins and lender users alike). */
export const totpCodeBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

export const addAdminBody = z.object({ email: z.email('Enter a valid email address').max(320) });
