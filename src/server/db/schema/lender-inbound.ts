import { bigint, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Signatures of lenders' calls already accepted (issue 41.8, decision 119): a (timestamp, signature)
 * pair is good for one call, so a captured call cannot be sent again within the five minutes its
 * timestamp is valid. In the database so the rule holds across instances; a row is kept only
 * while its timestamp could still pass the clock check.
 */
export const lenderSignaturesSeen = pgTable(
  'lender_signatures_seen',
  {
    lenderId: text().notNull(),
    signature: text().notNull(),
    /** The call's X-Timestamp (milliseconds since the epoch). */
    signedAt: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lenderId, t.signature] }),
    index('lender_signatures_seen_signed_at_idx').on(t.signedAt),
  ],
);
