import http from 'node:http';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueMobile } from '#tests/support/applications-db.ts';
import { CONSENT, validSteps } from '#tests/support/applications.ts';
import { startAnswerGate } from '#tests/support/answer-gate.ts';
import { request, startChildServer, type Answer } from '#tests/support/child-server.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { uniqueEmail } from '#tests/support/test-app.ts';

const APPLICANTS = 8;
/** Lead jobs a process runs at once (lender-panel.service.ts): the ones mid-flight when it dies. */
const JOBS_AT_ONCE = 4;
const json = (answer: Answer): Record<string, unknown> =>
  'status' in answer && answer.body ? (JSON.parse(answer.body) as Record<string, unknown>) : {};

// Child processes share one database only on PostgreSQL (an embedded database is one process's).
describe.runIf(process.env.TEST_DB_DRIVER === 'pg')('kill -9 during submissions', { timeout: 180_000 }, () => {
  // Hooks registered inside a test never run: the servers and lenders are stopped from here.
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanups.reverse()) await cleanUp();
  });

  it(
    'the next process takes over the running panel jobs: every applicant has ' +
      'an outcome within 30 s of the restart, none told error',
    async () => {
      // The lender's answers are held until the process has died, so the panel jobs are mid-flight
      // then; its timeout is the longest allowed (30 s), so only the kill ends their wait.
      const lenders = await startFakeLenders([{ id: `slow-${Date.now().toString(36)}`, timeoutMs: 30_000, price: 30 }]);
      const gate = await startAnswerGate(lenders.port);
      const config = lenders.config({ jobQueue: `lead-delivery-crash-${Date.now().toString(36)}` });
      const first = await startChildServer({ env: {} });
      const panelFile = path.join(first.dataDir, 'panel.json');
      writeFileSync(
        panelFile,
        JSON.stringify({ ...config, lenders: config.lenders.map((l) => ({ ...l, endpoint: gate.endpoint(l.id) })) }),
      );
      await first.kill();
      const env = { LENDER_PANEL: panelFile };
      const a = await startChildServer({ env, dataDir: first.dataDir });
      cleanups.push(async () => {
        await a.kill();
        await gate.close();
        await lenders.close();
        first.cleanUp();
      });
      await a.waitReady();

      const applicants = await Promise.all(
        Array.from({ length: APPLICANTS }, async () => {
          const agent = new http.Agent({ keepAlive: true });
          const steps = validSteps();
          steps[2] = { ...steps[2], email: uniqueEmail('crash'), mobilePhone: uniqueMobile() };
          let cookie = '';
          for (const n of [1, 2, 3, 4, 5, 6] as const) {
            const answer = await request(a.port, 'POST', `/api/application/step${n}`, {
              agent,
              cookie,
              body: steps[n],
            });
            if (!('status' in answer) || answer.status !== 200) throw new Error(`step ${n}: ${JSON.stringify(answer)}`);
            cookie ||= [answer.headers['set-cookie'] ?? []]
              .flat()
              .map((c) => c.split(';')[0])
              .join('; ');
          }
          const consent = await request(a.port, 'POST', '/api/application/submit', { agent, cookie, body: CONSENT });
          if (!('status' in consent) || consent.status !== 200) throw new Error(`consent: ${JSON.stringify(consent)}`);
          return { agent, cookie, told: [] as string[] };
        }),
      );

      // The processing screens call submit; the process dies while the lenders are thinking: as
      // many jobs as it runs at once have their ping at the lender, its answer held.
      const cutOff = applicants.map((applicant) =>
        request(a.port, 'POST', '/api/application/submit', { agent: applicant.agent, cookie: applicant.cookie }),
      );
      await gate.holding(Math.min(APPLICANTS, JOBS_AT_ONCE));
      await a.kill('SIGKILL');
      gate.open();
      await Promise.all(cutOff);
      for (const applicant of applicants) applicant.agent.destroy();

      const b = await startChildServer({ env, dataDir: first.dataDir });
      cleanups.push(() => b.kill());
      const restartedAt = Date.now();
      await b.waitReady();

      // Each processing screen asks again until it has an outcome; nobody may hear "error".
      const outcomes = await Promise.all(
        applicants.map(async (applicant) => {
          for (;;) {
            const submit = await request(b.port, 'POST', '/api/application/submit', { cookie: applicant.cookie });
            const draft = json(await request(b.port, 'GET', '/api/application', { cookie: applicant.cookie }));
            applicant.told.push(
              `submit ${'status' in submit ? submit.status : submit.error}; draft ${String(draft.status)}`,
            );
            const said = 'status' in submit && submit.status === 200 ? json(submit).status : undefined;
            // `waiting` is "we're still waiting for a lender" (ADR 050): ask again, as the screen does.
            if (said !== undefined && said !== 'waiting') return { at: Date.now(), outcome: said };
            if (Date.now() - restartedAt > 40_000) return { at: Date.now(), outcome: 'none' };
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
        }),
      );
      for (const [index, { at, outcome }] of outcomes.entries()) {
        const told = applicants[index]!.told;
        expect(outcome, told.join(' | ')).toBe('sold');
        // The spec's 30 s (the restart's first sweep takes them over, decision 097: ~4 s on a quiet
        // machine; half the spec once failed at 15.4 s with other test files busy beside it).
        expect(at - restartedAt, told.join(' | ')).toBeLessThan(30_000);
        // "Still waiting" (200 waiting, or 503 while stopping) and the outcome only; never status error.
        expect(told.filter((line) => !/^submit (200|503); draft (processing|sold)$/.test(line))).toEqual([]);
      }
      // One lead per applicant, though jobs ran twice.
      const booked = [...lenders.stats.values()].reduce((sum, stat) => sum + stat.booked.size, 0);
      expect(booked).toBe(APPLICANTS);
    },
  );
});
