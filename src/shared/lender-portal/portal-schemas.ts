import { z } from 'zod';

// The lender portal's JSON API (/api/lender-portal, decision 080): what the portal's screens read
// and post. Money in pence. Here the account (sign-in, TOTP, users, the secret); the leads, their
// calls, returns and the dashboard in lead-schemas.ts; the filtered lists in list-schemas.ts. This
// file is the portal's wire, whole: import from it.

export * from './lead-schemas.ts';
export * from './list-schemas.ts';

export const portalLoginBody = z.object({
  email: z.string().trim().min(1, 'Required').max(320),
  password: z.string().min(1, 'Required').max(1024),
  totp: z.string().max(32).optional(),
  newPassword: z.string().min(12, 'At least 12 characters').max(1024).optional(),
});

export const portalMe = z.object({
  email: z.string(),
  lender: z.object({ id: z.string(), name: z.string() }),
  mfaEnrolmentRequired: z.boolean(),
  /** A lender's admin also adds and disables its users and rotates the secret (issue 43.1). */
  role: z.enum(['admin', 'user']),
});
export type PortalMe = z.infer<typeof portalMe>;

export const portalTotpSetup = z.object({ otpauthUrl: z.string(), qrDataUrl: z.string(), secret: z.string() });
export const portalTotpConfirm = z.object({ enabled: z.literal(true), recoveryCodes: z.array(z.string()) });

export const portalMonths = z.object({ months: z.array(z.string()) });

export const portalSecretStatus = z.object({
  /** When the lender last generated a secret in the portal; null: the one agreed at onboarding. */
  rotatedAt: z.string().nullable(),
  /** Until when the previous secret is still accepted; null when only one is. */
  previousValidUntil: z.string().nullable(),
});
export const portalRotateBody = z.object({ totp: z.string().trim().min(1, 'Enter a code from your app').max(32) });
export const portalRotateAnswer = z.object({ secret: z.string(), previousValidUntil: z.string() });

/** What a lender user may do (issue 43.1): an `admin` also manages its lender's users and the secret. */
export const LENDER_ROLES = ['admin', 'user'] as const;
export const portalUser = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(LENDER_ROLES),
  createdAt: z.string(),
  totpEnrolled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  disabled: z.boolean(),
});
export type PortalUser = z.infer<typeof portalUser>;
export const portalUsers = z.object({ users: z.array(portalUser) });
export const portalAddUserBody = z.object({
  email: z.email('Enter an email address').trim().toLowerCase().max(320),
  role: z.enum(LENDER_ROLES, { error: 'Choose admin or user' }).default('user'),
});
/** The new user's one-time password, shown once: they sign in with it, choose their own and set up TOTP. */
export const portalAddUserAnswer = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(LENDER_ROLES),
  oneTimePassword: z.string(),
  expiresAt: z.string(),
});
export const portalUserParams = z.object({ userId: z.uuid('Not a user id') });
