import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { leadAttempts, loanApplications } from '#server/db/schema/index.ts';
import { startAnswerGate } from '#tests/support/answer-gate.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { testDatabase, testEnv } from '#tests/support/test-app.ts';

const s = Math.random().toString(36).slice(2, 8);
const fakes = await startFakeLenders([
  { id: `quick-${s}`, price: 20, latencyMs: 20 },
  // The longest timeout a lender may set: only the app's closing ends the first run's wait.
  { id: `slow-${s}`, price: 50, timeoutMs: 30_000 },
]);
const gate = await startAnswerGate(fakes.port);
afterAll(() => Promise.all([fakes.close(), gate.close()]));
const configFile = path.join(os.tmpdir(), `panel-${s}.json`);
const config = fakes.config({ defaultTimeoutMs: 5_000 });
// A real LENDER_PANEL config file: the same path production takes. The slow lender is behind the gate.
writeFileSync(
  configFile,
  JSON.stringify({
    ...config,
    lenders: config.lenders.map((l) => (l.id === `slow-${s}` ? { ...l, endpoint: gate.endpoint(l.id) } : l)),
  }),
);

const startApp = async () => {
  const db = await testDatabase();
  // Its own job queue on the shared PostgreSQL: no other test file's worker (another panel) takes its job.
  const app = await buildApp({
    env: testEnv({ LENDER_PANEL: configFile }),
    db,
    siteRoot: null,
    logger: false,
    jobQueueSuffix: `resume-${s}`,
  });
  await app.ready();
  return { app, db };
};

describe('lender panel across a restart', () => {
  it('resumes the job after the app closes mid-run, without a second sale', async () => {
    const first = await startApp();
    const application = await createApplication(first.db.db);
    const waiting = first.app.lenderPanel.submit(application.id).then(
      (outcome) => ({ outcome }),
      (error: { statusCode?: number }) => ({ error }),
    );
    // Close while the slow lender is still deciding: it has the ping, and its answer is held.
    await gate.holding();
    expect(fakes.stats.get(`slow-${s}`)!.pings).toBe(1);
    // Closing does not wait for the lender: the answer is still held when it returns.
    await first.app.close();
    gate.open();
    // The caller is told we are still waiting for a lender (ADR 050), not an error.
    expect(await waiting).toEqual({ outcome: { status: 'waiting', retryAfterSeconds: 3 } });
    expect(
      (await first.db.db.select().from(loanApplications).where(eq(loanApplications.id, application.id)))[0]!.apiStatus,
    ).toBeNull();

    const second = await startApp();
    try {
      const outcome = await second.app.lenderPanel.submit(application.id);
      expect(outcome).toMatchObject({
        status: 'sold',
        price: 50,
        redirectUrl: `https://lender.example/slow-${s}/offer`,
      });
      const attempts = await second.db.db
        .select()
        .from(leadAttempts)
        .where(eq(leadAttempts.applicationId, application.id));
      expect(attempts.map((a) => [a.lenderId, a.decision]).sort()).toEqual([
        [`quick-${s}`, 'skipped'],
        [`slow-${s}`, 'sold'],
      ]);
      // The resumed job asked the slow lender again with the same idempotency key: one booking.
      expect(fakes.stats.get(`slow-${s}`)!.booked.size).toBe(1);
      expect(fakes.stats.get(`quick-${s}`)!.booked.size).toBe(0);
    } finally {
      await second.app.close();
    }
  }, 40_000);

  it('rejects an invalid panel config at boot with the failing field named', async () => {
    const bad = path.join(os.tmpdir(), `panel-bad-${s}.json`);
    writeFileSync(bad, JSON.stringify({ lenders: [{ id: 'X', name: 'n' }] }));
    const db = await testDatabase();
    await expect(buildApp({ env: testEnv({ LENDER_PANEL: bad }), db, siteRoot: null, logger: false })).rejects.toThrow(
      /lenders\.0\.id/,
    );
  });
});
