import { eq } from 'drizzle-orm';
import { leadAttempts } from '#server/db/schema/index.ts';
import { manualClock, type Clock } from '#server/lib/clock.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { onFileEnd } from '#tests/support/file-end.ts';
import type { FakeLender } from '#tests/support/fake-lender-answers.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { testDatabase } from '#tests/support/test-app.ts';
import type { ApplicationRow } from './lead-payload.ts';
import type { PanelConfig } from '../directory/panel-config.ts';
import { runPingTree } from './ping-tree.ts';

/** Fake lender ids must be unique across test files and runs sharing the PostgreSQL database. */
export const uid = () => Math.random().toString(36).slice(2, 8);

export type Fakes = Awaited<ReturnType<typeof startFakeLenders>>;

/**
 * The bench of the ping tree's post tests: the test database, fake lenders started per test (all
 * closed after the file), applications, a primary run, and an application's attempt rows by lender.
 */
export async function openPostBench() {
  const handle = await testDatabase();
  const servers: { close(): Promise<void> }[] = [];
  onFileEnd(() => Promise.all(servers.map((s) => s.close())));

  const fakes = async (lenders: FakeLender[]): Promise<Fakes> => {
    const started = await startFakeLenders(lenders);
    servers.push(started);
    return started;
  };
  const application = () => createApplication(handle.db);
  const run = (config: PanelConfig, app: ApplicationRow, clock: Clock = manualClock()) =>
    runPingTree({ db: handle.db, config, clock }, app, 'primary');
  const rowsOf = async (applicationId: string) =>
    new Map(
      (await handle.db.select().from(leadAttempts).where(eq(leadAttempts.applicationId, applicationId))).map((r) => [
        r.lenderId,
        r,
      ]),
    );
  return { db: handle.db, fakes, application, run, rowsOf };
}
