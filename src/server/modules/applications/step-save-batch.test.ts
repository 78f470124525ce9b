import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAVEABLE_STEPS, type SaveableStep } from '#shared/application/step-meta.ts';
import { stepSchemas } from '#shared/application/steps.ts';
import { loanApplications } from '#server/db/schema/index.ts';
import { createFieldCipher } from '#server/lib/crypto.ts';
import { sessionTokenHash } from '#server/lib/sessions.ts';
import { createTestApp, uniqueIp } from '#tests/support/test-app.ts';
import { validSteps, visitor, type Visitor } from '#tests/support/applications.ts';
import { stepColumns, stepFieldKeys } from './step-fields.ts';
import { CONTEXT_KEYS, type RequestContextColumns } from './step-save.statement.ts';
import { stepSaveWriter, type StepSaveItem } from './step-save.writer.ts';

// ADR 028: saves that queue behind a busy database go as one statement. With one statement in
// flight, the first write goes alone and those made meanwhile go together as one batch.
const DATA_KEY = randomBytes(32).toString('hex');
const { app, db, clock } = await createTestApp({ siteRoot: null, env: { DATA_KEY, RATE_LIMIT_SCALE: '1000' } });
const cipher = createFieldCipher(DATA_KEY);
const noContext = Object.fromEntries(CONTEXT_KEYS.map((k) => [k, null])) as RequestContextColumns;

function writer(rateLimitScale = 1000) {
  const batches: number[] = [];
  const write = stepSaveWriter({ db: db.db, clock, rateLimitScale, maxInFlight: 1, onBatch: (n) => batches.push(n) });
  return { write, batches };
}

/** A visitor whose session and draft exist (one step 1 save through the API), and its token hash. */
async function withSession(): Promise<{ v: Visitor; tokenHash: string }> {
  const v = visitor(app, uniqueIp());
  expect((await v.call('POST', '/api/application/step1', validSteps()[1])).statusCode).toBe(200);
  const token = /(?:^|; )sid=([^;]+)/.exec(v.cookie())?.[1];
  const tokenHash = sessionTokenHash(token);
  if (!tokenHash) throw new Error('no session cookie');
  return { v, tokenHash };
}

const item = (step: SaveableStep, tokenHash: string, answers: object): StepSaveItem => ({
  step,
  key: { tokenHash },
  publicId: randomBytes(18).toString('base64url'),
  context: noContext,
  values: stepColumns(step, stepSchemas[step].parse(answers) as Record<string, unknown>, cipher),
});

const draft = async (v: Visitor) => (await v.call('GET', '/api/application')).json() as Record<string, unknown>;
const pick = (view: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, view[k]]));

describe('step saves in a batch (group commit)', () => {
  it('write every step as the single statement does, each save with its own answer', async () => {
    for (const step of SAVEABLE_STEPS) {
      const [alone, ...together] = [await withSession(), await withSession(), await withSession()];
      const { write, batches } = writer();
      const answers = validSteps()[step];
      const rows = await Promise.all([alone, ...together].map((s) => write(item(step, s.tokenHash, answers))));
      expect(batches, `step ${step}`).toEqual([1, 2]);
      expect(rows.map((r) => r.saved)).toEqual([1, 1, 1]);
      const expected = pick(await draft(alone.v), stepFieldKeys(step));
      expect(expected[stepFieldKeys(step)[0] ?? '']).not.toBeNull();
      for (const s of together) expect(pick(await draft(s.v), stepFieldKeys(step)), `step ${step}`).toEqual(expected);
      for (const s of [alone, ...together]) expect((await draft(s.v)).currentStep).toBe(Math.max(2, step + 1));
    }
  });

  it('records one funnel event per save of the batch', async () => {
    const sessions = [await withSession(), await withSession(), await withSession(), await withSession()];
    const { write, batches } = writer();
    const before = await db.db.execute(sql`select count(*)::integer as n from analytics_events`);
    await Promise.all(sessions.map((s) => write(item(2, s.tokenHash, validSteps()[2]))));
    const after = await db.db.execute(sql`select count(*)::integer as n from analytics_events`);
    expect(batches).toEqual([1, 3]);
    const count = (r: unknown) => Number((r as { rows: { n: number }[] }).rows[0]?.n);
    expect(count(after) - count(before)).toBe(4);
  });

  it('gives each save its own outcome: saved, over its limit, already submitted, no session', async () => {
    const [first, fresh, limited, submitted] = [
      await withSession(),
      await withSession(),
      await withSession(),
      await withSession(),
    ];
    await db.db
      .update(loanApplications)
      .set({ status: 'processing' })
      .where(eq(loanApplications.sessionId, String((await draft(submitted.v)).sessionId)));
    // Scale 0.01: two saves per session an hour. `limited` makes its second now.
    expect((await limited.v.call('POST', '/api/application/step1', validSteps()[1])).statusCode).toBe(200);
    const { write, batches } = writer(0.01);
    const results = await Promise.all([
      write(item(1, first.tokenHash, validSteps()[1])),
      write(item(1, fresh.tokenHash, { ...validSteps()[1], loanAmount: 3000 })),
      write(item(1, limited.tokenHash, { ...validSteps()[1], loanAmount: 4000 })),
      write(item(1, submitted.tokenHash, validSteps()[1])),
      write(item(1, sessionTokenHash('B'.repeat(43)) ?? '', validSteps()[1])),
    ]);
    expect(batches).toEqual([1, 4]);
    expect(results.map((r) => [r.saved, r.session_id === null, r.hits])).toEqual([
      [1, false, 2],
      [1, false, 2],
      [0, false, 3],
      [0, false, 2],
      [0, true, null],
    ]);
    expect((await draft(fresh.v)).loanAmount).toBe(3000);
    expect((await draft(limited.v)).loanAmount).toBe(validSteps()[1].loanAmount);
  });

  it('when a batch fails on the data of one save, writes each alone and fails only that save', async () => {
    const [first, good, bad] = [await withSession(), await withSession(), await withSession()];
    const { write, batches } = writer();
    const broken = { ...item(1, bad.tokenHash, validSteps()[1]) };
    broken.values = { ...broken.values, loanAmount: 'not a number' };
    const results = await Promise.allSettled([
      write(item(1, first.tokenHash, validSteps()[1])),
      write(item(1, good.tokenHash, { ...validSteps()[1], loanAmount: 2500 })),
      write(broken),
    ]);
    expect(batches).toEqual([1, 2]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((await draft(good.v)).loanAmount).toBe(2500);
    expect((await draft(bad.v)).loanAmount).toBe(validSteps()[1].loanAmount);
  });

  it('through the API: saves sent together all answer 200 with their own answers kept', async () => {
    const sessions = await Promise.all(Array.from({ length: 12 }, () => withSession()));
    const answers = sessions.map((_, i) => ({ ...validSteps()[1], loanAmount: 1000 + i * 100 }));
    const responses = await Promise.all(sessions.map((s, i) => s.v.call('POST', '/api/application/step1', answers[i])));
    expect(responses.map((r) => r.statusCode)).toEqual(sessions.map(() => 200));
    for (const [i, s] of sessions.entries()) expect((await draft(s.v)).loanAmount).toBe(answers[i]?.loanAmount);
  });
});
