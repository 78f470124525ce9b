import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '#server/db/schema/index.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { leadReferenceFor } from './ledger.ts';

const s = Math.random().toString(36).slice(2, 8);
const buyer = { id: `ledger-buyer-${s}`, price: 42.37 };
const fakes = await startFakeLenders([{ id: `ledger-decliner-${s}`, decision: 'reject' }, buyer]);
afterAll(() => fakes.close());
const file = path.join(os.tmpdir(), `ledger-panel-${s}.json`);
writeFileSync(file, JSON.stringify(fakes.config()));
const { app, db } = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file } });

describe('the ledger sale entry', () => {
  it('is appended once when a lender buys a lead, in pence, under the reference the lender was sent', async () => {
    const application = await createApplication(db.db);
    const outcome = await app.lenderPanel.submit(application.id);
    expect(outcome.status).toBe('sold');
    const entries = await db.db.select().from(ledgerEntries).where(eq(ledgerEntries.applicationId, application.id));
    const reference = leadReferenceFor(application.id, buyer.id);
    expect(fakes.stats.get(buyer.id)!.booked.has(reference)).toBe(true);
    expect(entries).toEqual([
      expect.objectContaining({ lenderId: buyer.id, kind: 'sale', amountPence: 4237, reference, returnId: null }),
    ]);
    // Asked again (a resubmit, a resumed job): the same stored outcome, no second entry.
    await app.lenderPanel.submit(application.id);
    expect(
      await db.db.select().from(ledgerEntries).where(eq(ledgerEntries.applicationId, application.id)),
    ).toHaveLength(1);
  });
});
