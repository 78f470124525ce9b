import { lt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { lenderSignaturesSeen } from '#server/db/schema/index.ts';
import { MAX_CLOCK_SKEW_MS } from './signature-versions.ts';

/**
 * Claims a lender's (timestamp, signature) pair for this call (decision 119): true the first time,
 * false when any instance has accepted it before, so a captured call cannot be sent again. Rows
 * whose timestamp could no longer pass the clock check (with a second window of margin for the
 * instances' clocks) are dropped on the way: the table holds only minutes of calls.
 */
export async function claimSignature(
  db: Executor,
  input: { lenderId: string; signature: string; signedAt: number; now: Date },
): Promise<boolean> {
  await db
    .delete(lenderSignaturesSeen)
    .where(lt(lenderSignaturesSeen.signedAt, input.now.getTime() - 2 * MAX_CLOCK_SKEW_MS));
  const claimed = await db
    .insert(lenderSignaturesSeen)
    .values({ lenderId: input.lenderId, signature: input.signature, signedAt: input.signedAt })
    .onConflictDoNothing()
    .returning({ one: sql<number>`1` });
  return claimed.length === 1;
}
