import { z } from 'zod';

// A shared secret issued to a lender in the back office (decision 098), shown once.

export const issuedSecretResponse = z.object({
  lenderId: z.string(),
  /** 64 hex characters; in this answer only, never again. */
  secret: z.string(),
  /** True: the lender had no secret, so this one is in use at once in both directions. */
  appliesNow: z.boolean(),
  /**
   * After a rotation: until when the previous secret is still accepted and still signs our calls
   * (decision 081); null when the secret applies at once.
   */
  previousValidUntil: z.string().nullable(),
});
export type IssuedSecret = z.infer<typeof issuedSecretResponse>;
