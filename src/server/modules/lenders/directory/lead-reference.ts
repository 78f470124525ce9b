import { sha256Hex } from '#server/lib/crypto.ts';

/**
 * The key a lender dedupes on: one per application, lender and stage, so a retried call (after a
 * timeout or a crash) returns the lender's first answer instead of booking the lead again.
 */
export const idempotencyKeyFor = (
  applicationId: string,
  lenderId: string,
  stage: 'ping' | 'post' | 'withdraw',
): string => `${stage}-${sha256Hex(`${applicationId}:${lenderId}`).slice(0, 40)}`;

/** The reference a lender knows the lead by (the same in the ping, the post and a withdrawal). */
export const referenceFor = (applicationId: string, lenderId: string): string =>
  idempotencyKeyFor(applicationId, lenderId, 'post').slice(5);
