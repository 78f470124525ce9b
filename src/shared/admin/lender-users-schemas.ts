import { z } from 'zod';
import { LENDER_ID_PATTERN } from './lender-schemas.ts';

// The back office's lender portal users (issue 28, decision 099): one set of schemas for the
// server's routes and the "Portal users" panel, so the form refuses what the server would.

/** `/api/admin/lenders/:id/users/:userId/...`: a lender of the panel and one of its users. */
export const lenderUserParams = z.object({
  id: z.string().regex(LENDER_ID_PATTERN, 'Not a lender id'),
  userId: z.uuid('Not a lender user id'),
});
export const lenderParams = lenderUserParams.pick({ id: true });

/** The add-user form and POST /api/admin/lenders/:id/users (the create route's own rule). */
export const addLenderUserBody = z.object({
  email: z.email('Enter an email address').trim().toLowerCase().max(320),
});
export type AddLenderUserBody = z.infer<typeof addLenderUserBody>;

/** A new user and its one-time password, shown once (the create route's 201). */
export const addLenderUserResponse = z.object({
  id: z.string(),
  email: z.string(),
  lenderId: z.string(),
  oneTimePassword: z.string(),
  expiresAt: z.string(),
  signInUrl: z.string(),
});
export type AddLenderUserResponse = z.infer<typeof addLenderUserResponse>;

/** One user as the list shows it: never a password hash, a TOTP secret or a recovery code. */
export const lenderUserSummary = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  totpEnrolled: z.boolean(),
  /** The last successful sign-in, while the sign-in attempts are kept (retention); null when none is. */
  lastSignInAt: z.string().nullable(),
  disabled: z.boolean(),
});
export type LenderUserSummary = z.infer<typeof lenderUserSummary>;
export const lenderUsersResponse = z.object({ users: z.array(lenderUserSummary) });

/** A reset: the new one-time password (shown once) and when it stops working. */
export const resetLenderUserResponse = z.object({
  email: z.string(),
  oneTimePassword: z.string(),
  expiresAt: z.string(),
});
export type ResetLenderUserResponse = z.infer<typeof resetLenderUserResponse>;

export const LENDER_USER_ACTIONS = ['disable', 'enable', 'reset'] as const;
export type LenderUserAction = (typeof LENDER_USER_ACTIONS)[number];
