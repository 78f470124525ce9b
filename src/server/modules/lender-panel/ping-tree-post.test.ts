import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { leadAttempts } from '#server/db/schema/index.ts';
import { manualClock } from '#server/lib/clock.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { startFakeLenders, type FakeLender } from '#tests/support/fake-lenders.ts';
import { testDatabase } from '#tests/support/test-app.ts';
import { runPingTree } from './ping-tree.ts';

// The full-lead post: asked again after a timeout (issue 11 item 7) and daily caps reserved
// atomically (item 9).
const handle = await testDatabase();
const servers: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

/** Fake lender ids must be unique across test files and runs sharing the PostgreSQL database. */
const uid = () => Math.random().toString(36).slice(2, 8);

async function fakes(lenders: FakeLender[]) {
  const started = await startFakeLenders(lenders);
  servers.push(started);
  return started;
}

describe('post after a timeout', () => {
  it(
    'asks the same lender again with the same key before anyone else: the lead ' + 'is sold once, to the first',
    async () => {
      const s = uid();
      // The first lender books the lead but answers only once the client gave up and asked again.
      const lenders = await fakes([
        { id: `late-${s}`, price: 50, timeoutMs: 1_500, answerPostOnRetry: true },
        { id: `next-${s}`, price: 40 },
      ]);
      const app = await createApplication(handle.db);
      const outcome = await runPingTree(
        { db: handle.db, config: lenders.config(), clock: manualClock() },
        app,
        'primary',
      );

      expect(outcome).toMatchObject({
        status: 'sold',
        price: 50,
        redirectUrl: `https://lender.example/late-${s}/offer`,
      });
      expect(lenders.stats.get(`late-${s}`)).toMatchObject({ posts: 2 });
      expect(lenders.stats.get(`late-${s}`)!.booked.size).toBe(1);
      expect(lenders.stats.get(`next-${s}`)).toMatchObject({ posts: 0 });
      expect(lenders.stats.get(`next-${s}`)!.booked.size).toBe(0);
      const rows = new Map(
        (await handle.db.select().from(leadAttempts).where(eq(leadAttempts.applicationId, app.id))).map((r) => [
          r.lenderId,
          r,
        ]),
      );
      expect(rows.get(`late-${s}`)).toMatchObject({ decision: 'sold', postTries: 2 });
      expect(rows.get(`next-${s}`)).toMatchObject({
        decision: 'skipped',
        postTries: null,
        errorReason: 'another lender bought the lead',
      });
    },
  );

  it('gives up after the bound, records the tries, and only then offers the lead to the next bid', async () => {
    const s = uid();
    const lenders = await fakes([
      { id: `dead-${s}`, price: 50, timeoutMs: 1_000, postLatencyMs: 60_000 },
      { id: `next-${s}`, price: 40 },
    ]);
    const app = await createApplication(handle.db);
    const outcome = await runPingTree(
      { db: handle.db, config: lenders.config({ postRetries: 1 }), clock: manualClock() },
      app,
      'primary',
    );
    expect(outcome).toMatchObject({ status: 'sold', price: 40 });
    expect(lenders.stats.get(`dead-${s}`)).toMatchObject({ posts: 2 });
    const [row] = await handle.db
      .select()
      .from(leadAttempts)
      .where(eq(leadAttempts.lenderId, `dead-${s}`));
    expect(row).toMatchObject({
      decision: 'timeout',
      postTries: 2,
      errorReason: 'no answer to the full lead after 2 tries (timeout after 1000 ms)',
    });
  });
});

describe('daily caps', () => {
  it('8 concurrent applications against a lender with a cap of 1 sell to it exactly once', async () => {
    const s = uid();
    const lenders = await fakes([
      { id: `capped-${s}`, price: 90, dailyCap: 1, latencyMs: 30 },
      { id: `open-${s}`, price: 10, latencyMs: 30 },
    ]);
    const config = lenders.config();
    const apps = await Promise.all(Array.from({ length: 8 }, () => createApplication(handle.db)));
    const outcomes = await Promise.all(
      apps.map((app) => runPingTree({ db: handle.db, config, clock: manualClock() }, app, 'primary')),
    );

    expect(outcomes.every((o) => o.status === 'sold')).toBe(true);
    expect(outcomes.filter((o) => o.price === 90)).toHaveLength(1);
    expect(lenders.stats.get(`capped-${s}`)!.booked.size).toBe(1);
    const sold = await handle.db
      .select()
      .from(leadAttempts)
      .where(
        inArray(
          leadAttempts.applicationId,
          apps.map((a) => a.id),
        ),
      );
    expect(sold.filter((r) => r.lenderId === `capped-${s}` && r.decision === 'sold')).toHaveLength(1);
    expect(sold.filter((r) => r.lenderId === `open-${s}` && r.decision === 'sold')).toHaveLength(7);
  });

  it('a post that does not sell gives its reservation back', async () => {
    const s = uid();
    const lenders = await fakes([
      { id: `picky-${s}`, price: 90, dailyCap: 1, postDecision: 'reject' },
      { id: `open-${s}`, price: 10 },
    ]);
    const config = lenders.config();
    for (let i = 0; i < 2; i += 1)
      await runPingTree({ db: handle.db, config, clock: manualClock() }, await createApplication(handle.db), 'primary');
    // Declined twice: its one lead a day was never used, so the second application was posted to it too.
    expect(lenders.stats.get(`picky-${s}`)).toMatchObject({ posts: 2 });
  });
});
