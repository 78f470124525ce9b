import { z } from 'zod';

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
