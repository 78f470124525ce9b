import { eq } from 'drizzle-orm';
import { leadAttempts } from '#server/db/schema/index.ts';
import { manualClock } from '#server/lib/clock.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { onFileEnd } from '#tests/support/file-end.ts';
import type { FakeLender } from '#tests/support/fake-lender-answers.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { testDatabase } from '#tests/support/test-app.ts';

/**
 * The ping tree's tests (ping-tree.test.ts, ping-tree-faults.test.ts): `setup` starts fake lenders
 * (all closed after the file), makes an application and the run's dependencies, and reads the
 * application's attempts; `closeAfterFile` closes another server of the test's with them.
 */
export async function openPingTreeBench() {
  const handle = await testDatabase();
  const servers: { close(): Promise<void> }[] = [];
  onFileEnd(() => Promise.all(servers.map((s) => s.close())));

  async function setup(lenders: FakeLender[], overrides: Parameters<typeof createApplication>[1] = {}) {
    const fakes = await startFakeLenders(lenders);
    servers.push(fakes);
    const app = await createApplication(handle.db, overrides);
    const deps = { db: handle.db, config: fakes.config(), clock: manualClock() };
    const attempts = () => handle.db.select().from(leadAttempts).where(eq(leadAttempts.applicationId, app.id));
    return {
      handle,
      fakes,
      app,
      deps,
      attempts,
      byLender: async () => new Map((await attempts()).map((a) => [a.lenderId, a])),
    };
  }
  return { setup, closeAfterFile: (server: { close(): Promise<void> }) => servers.push(server) };
}
