import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { leadAttempts } from '#server/db/schema/index.ts';
import { manualClock } from '#server/lib/clock.ts';
import type { Database } from '#server/db/client.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp, testDatabase } from '#tests/support/test-app.ts';
import { runPingTree } from './ping-tree.ts';

// Two lenders of one tier with the same priority and the same price are a tie the panel settles by
// lender id (decision 005): the lower id is first in its tier and wins the equal bid, whichever of
// the two was stored or listed first.
const servers: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

/** Fake lenders `ids`, in that order, tied on tier, priority and price, and their panel config. */
async function tiedLenders(ids: string[]) {
  const fakes = await startFakeLenders(ids.map((id) => ({ id, price: 40 })));
  servers.push(fakes);
  const config = fakes.config();
  return { fakes, config: { ...config, lenders: config.lenders.map((l) => ({ ...l, priority: 5 })) } };
}

async function lenderRows(db: Database, applicationId: string) {
  const rows = await db.select().from(leadAttempts).where(eq(leadAttempts.applicationId, applicationId));
  return new Map(rows.map((row) => [row.lenderId, row]));
}

const pair = () => {
  const s = Math.random().toString(36).slice(2, 8);
  return { a: `tie-a-${s}`, b: `tie-b-${s}` };
};

describe('ping tree ties', () => {
  it.each([
    ['the higher id stored first', true],
    ['the lower id stored first', false],
  ])('a stored panel: an equal bid goes to the lower lender id (%s)', async (_case, higherFirst) => {
    const { a, b } = pair();
    const { fakes, config } = await tiedLenders(higherFirst ? [b, a] : [a, b]);
    // The server stores the file's lenders in the file's order at boot; every run reads them back.
    const file = path.join(os.tmpdir(), `ping-tree-ties-${a}.json`);
    writeFileSync(file, JSON.stringify(config));
    const { app, db } = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file } });
    const application = await createApplication(db.db);
    const outcome = await app.lenderPanel.submit(application.id);
    expect(outcome).toMatchObject({ status: 'sold', price: 40, redirectUrl: `https://lender.example/${a}/offer` });
    const rows = await lenderRows(db.db, application.id);
    expect(rows.get(a)).toMatchObject({ decision: 'sold', price: 40 });
    expect(rows.get(b)).toMatchObject({ decision: 'skipped', errorReason: 'another lender bought the lead' });
    expect(fakes.stats.get(b)!.posts).toBe(0);
  });

  it('the panel file as it is (nothing stored): the lower lender id wins though listed second', async () => {
    const { a, b } = pair();
    const { fakes, config } = await tiedLenders([b, a]);
    const { db } = await testDatabase();
    const application = await createApplication(db);
    const outcome = await runPingTree({ db, config, clock: manualClock() }, application, 'primary');
    expect(outcome).toMatchObject({ apiStatus: 'sold', price: 40, redirectUrl: `https://lender.example/${a}/offer` });
    const rows = await lenderRows(db, application.id);
    expect(rows.get(a)).toMatchObject({ decision: 'sold' });
    expect(rows.get(b)).toMatchObject({ decision: 'skipped', errorReason: 'another lender bought the lead' });
    expect(fakes.stats.get(b)!.posts).toBe(0);
  });
});
