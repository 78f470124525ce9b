// Returns waiting for a decision, for the browser tests of the back office's returns queue: the
// e2e server writes them before it boots (the sandbox's lenders sign with secrets made at boot,
// so a test cannot file one through the signed API). One per test, told apart by its note.
import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import { leadReturns } from '#server/db/schema/index.ts';
import { leadReferenceFor, recordLedgerSale } from '#server/modules/lenders/ledger/ledger.ts';

export const E2E_RETURN_LENDER = 'northway-finance';
export const E2E_RETURN_NOTES = ['e2e return to reject at 1280 px', 'e2e return to accept at 375 px'] as const;

export async function seedReturns(db: Database, now = new Date()): Promise<void> {
  for (const note of E2E_RETURN_NOTES) {
    const applicationId = randomUUID();
    await recordLedgerSale(db, { applicationId, lenderId: E2E_RETURN_LENDER, price: 42.5 }, now);
    await db.insert(leadReturns).values({
      lenderId: E2E_RETURN_LENDER,
      reference: leadReferenceFor(applicationId, E2E_RETURN_LENDER),
      applicationId,
      saleMonth: now.toISOString().slice(0, 7),
      reason: 'duplicate',
      note,
      status: 'under_review',
      requestedAt: now,
    });
  }
}
