import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createSessionApplication } from '#tests/support/applications-db.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { referenceFor } from '#server/modules/lenders/directory/lead-reference.ts';

// Issue 26 item 1, through the applicant's API: a lender that books the full lead late and never
// answers within the post ceiling. The applicant hears "waiting" (never an error) while the panel
// waits out the ceiling and withdraws the lead; the lead is never held by two lenders.
const s = Math.random().toString(36).slice(2, 8);
const ids = [`booklate-${s}`, `backup-${s}`] as const;
const fakes = await startFakeLenders([
  { id: ids[0], price: 50, timeoutMs: 300, postLatencyMs: 60_000, bookAfterMs: 200 },
  { id: ids[1], price: 40 },
]);
afterAll(() => fakes.close());
const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'panel-')), 'panel.json');
writeFileSync(file, JSON.stringify(fakes.config({ postCeilingMs: 2_000 })));
const { app, db } = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file }, lenderPanelWaitMs: 300 });

const holders = (applicationId: string) =>
  ids.filter((id) => fakes.stats.get(id)!.booked.has(referenceFor(applicationId, id)));

/** Asks again, as the processing screen does, until the answer is not `waiting`; returns every answer. */
async function untilDecided(call: () => Promise<{ statusCode: number; json(): unknown; headers: object }>) {
  const answers: { statusCode: number; body: unknown; retryAfter?: unknown }[] = [];
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await call();
    const body = response.json() as { status?: string };
    answers.push({
      statusCode: response.statusCode,
      body,
      retryAfter: (response.headers as Record<string, unknown>)['retry-after'],
    });
    if (body.status !== 'waiting' || Date.now() > deadline) return answers;
    await sleep(100);
  }
}

describe('a lender that books late and never answers in time', () => {
  it('submit answers "waiting" until the lead is withdrawn and sold to the next lender, never to both', async () => {
    const { cookie, application } = await createSessionApplication(db.db);
    const submit = () => app.inject({ method: 'POST', url: '/api/application/submit', headers: { cookie } });
    const answers = await untilDecided(submit);

    expect(answers[0]).toEqual({ statusCode: 200, body: { status: 'waiting', retryAfterSeconds: 3 }, retryAfter: '3' });
    expect(
      answers.slice(0, -1).every((a) => a.statusCode === 200 && (a.body as { status: string }).status === 'waiting'),
    ).toBe(true);
    expect(answers.at(-1)).toMatchObject({
      statusCode: 200,
      body: { status: 'sold', redirectUrl: `https://lender.example/${ids[1]}/offer` },
    });
    expect(holders(application.id)).toEqual([ids[1]]);
    expect(fakes.stats.get(ids[0])).toMatchObject({ withdrawals: 1, badSignatures: 0 });
    const offers = (
      await app.inject({ method: 'GET', url: '/api/application/offers', headers: { cookie } })
    ).json() as { lenderName: string; outcome: string; detail: string }[];
    expect(offers.find((o) => o.lenderName === `Lender ${ids[0]}`)).toMatchObject({
      outcome: 'timeout',
      detail: expect.stringMatching(/withdrew your application/),
    });
  });

  it('a resubmit link answers "waiting" too and stays usable until the outcome is known', async () => {
    const { cookie, application } = await createSessionApplication(db.db);
    const draft = (await app.inject({ method: 'GET', url: '/api/application', headers: { cookie } })).json() as {
      resubmitUrl: string;
    };
    const query = new URL(draft.resubmitUrl, 'http://x').searchParams;
    const url =
      `/api/application/resubmit/${encodeURIComponent(query.get('sessionId')!)}` +
      `?expires=${query.get('expires')}&sig=${query.get('sig')}`;
    const answers = await untilDecided(() => app.inject({ method: 'POST', url }));
    expect(answers.length).toBeGreaterThan(1);
    expect(answers[0]).toMatchObject({ statusCode: 200, body: { status: 'waiting' } });
    expect(answers.at(-1)).toMatchObject({ statusCode: 200, body: { status: 'sold' } });
    expect(holders(application.id)).toEqual([ids[1]]);
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(410);
  });
});
