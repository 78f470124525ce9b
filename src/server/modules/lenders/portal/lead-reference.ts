import { sql } from 'drizzle-orm';
import { leadAttempts } from '#server/db/schema/index.ts';

/** The reference the lender was given for an attempt's lead (ledger.ts leadReferenceFor, in SQL). */
export const referenceOf = sql<string>`left(encode(sha256(convert_to(
  ${leadAttempts.applicationId}::text || ':' || ${leadAttempts.lenderId}, 'UTF8')), 'hex'), 40)`;
