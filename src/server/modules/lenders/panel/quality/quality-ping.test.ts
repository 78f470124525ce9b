import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, loanApplications } from '#server/db/schema/index.ts';
import { adminSession, SAME_ORIGIN } from '#tests/support/admins.ts';
import { completeSteps, CONSENT, validSteps, visitor, type StepValues } from '#tests/support/applications.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { uniqueName } from '#tests/support/unique.ts';

// Issue 43.3 through the real server and a lender on the wire: the ping carries the lead's quality
// score; a bad application (a disposable email) is pinged to no lender and waits for a person in
// the back office, who releases it to the panel or declines it.
const s = Math.random().toString(36).slice(2, 8);
const lenderId = `quality-${s}`;
const fakes = await startFakeLenders([{ id: lenderId, price: 30 }]);
afterAll(() => fakes.close());
const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'quality-')), 'panel.json');
writeFileSync(file, JSON.stringify(fakes.config()));
const { app, db } = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file } });
const { cookie } = await adminSession(app, db.db);
type Pinged = { quality: { class: string; reasons: string[] } };
const pings = () => fakes.stats.get(lenderId)!.pingLeads as Pinged[];

/** Answers of an applicant at an address of its own (no other test applies there). */
function stepsAt(house: string, change: { firstName?: string; email?: string } = {}): StepValues {
  const steps = validSteps();
  return {
    ...steps,
    2: { ...steps[2], ...change },
    3: { ...steps[3], currentHouse: house },
  };
}

/** Submits an application through the API; the panel's answer and the pings it sent. */
async function submitted(steps: StepValues) {
  const v = visitor(app);
  await completeSteps(v, steps);
  // Counted before consent: consent enqueues the run (decision 134), which may ping at once.
  const before = pings().length;
  expect((await v.call('POST', '/api/application/submit', CONSENT)).statusCode).toBe(200);
  const outcome = await v.call('POST', '/api/application/submit');
  expect(outcome.statusCode, outcome.body).toBe(200);
  const draft = (await v.call('GET', '/api/application')).json() as { sessionId: string; qualityCheck?: string };
  const [row] = await db.db.select().from(loanApplications).where(eq(loanApplications.sessionId, draft.sessionId));
  return {
    v,
    outcome: outcome.json() as { status: string; reason?: string },
    sent: pings().slice(before),
    draft,
    row: row!,
  };
}

const decide = (id: string, decision: 'release' | 'decline') =>
  app.inject({
    method: 'POST',
    url: `/api/admin/applications/${id}/quality-check`,
    headers: { ...SAME_ORIGIN, cookie },
    payload: { decision },
  });

describe("the lead's quality score on the ping", () => {
  it('a clean application is pinged, its ping carrying quality good', async () => {
    const { outcome, sent, row } = await submitted(stepsAt(uniqueName('House')));
    expect(outcome.status).toBe('sold');
    expect(sent.map((lead) => lead.quality)).toEqual([{ class: 'good', reasons: [] }]);
    expect(row.quality).toEqual({ class: 'good', reasons: [] });
  });

  it('a disposable-email application is held: pinged to no lender, referred, the applicant told', async () => {
    const { outcome, sent, row, draft } = await submitted(
      stepsAt(uniqueName('House'), { email: `${uniqueName('throwaway')}@mailinator.com` }),
    );
    expect(outcome).toEqual({ status: 'referred', reason: 'quality-check' });
    expect(sent).toEqual([]);
    expect(row).toMatchObject({
      status: 'referred',
      gateReason: 'quality-check',
      apiStatus: null,
      quality: { class: 'bad', reasons: ['disposable-email'] },
    });
    expect(draft.qualityCheck).toBe('waiting');
    // The admin's view of the application shows the score with its reasons.
    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/applications/${row.id}`,
      headers: { ...SAME_ORIGIN, cookie },
    });
    const fields = (detail.json() as { application: Record<string, unknown> }).application;
    expect(JSON.parse(fields.quality as string)).toEqual({ class: 'bad', reasons: ['disposable-email'] });
    expect(fields.gateReason).toBe('quality-check');
  });

  it('a submit reading the application after the run consent started held it is told referred', async () => {
    // Consent starts the run (decision 134), which may hold the application before the no-body
    // submit reads it: the panel then answers the stored referral, and nothing is marked failed.
    const held = await submitted(stepsAt(uniqueName('House'), { email: `${uniqueName('late')}@mailinator.com` }));
    expect(await app.lenderPanel.submit(held.row.id)).toEqual({ status: 'referred' });
    const [row] = await db.db.select().from(loanApplications).where(eq(loanApplications.id, held.row.id));
    expect(row).toMatchObject({ status: 'referred', gateReason: 'quality-check', apiStatus: null });
  });

  it('three names at one address within the window: the third ping says velocity', async () => {
    const house = uniqueName('House');
    const first = await submitted(stepsAt(house, { firstName: 'Anna' }));
    const second = await submitted(stepsAt(house, { firstName: 'Bella' }));
    const third = await submitted(stepsAt(house, { firstName: 'Carla' }));
    // A household of two is no signal; a third name is.
    expect([first, second].flatMap((a) => a.sent.map((lead) => lead.quality.class))).toEqual(['good', 'good']);
    expect(third.sent.map((lead) => lead.quality)).toEqual([{ class: 'review', reasons: ['velocity'] }]);
  });

  it('a released application is pinged as review with its reasons, audited; a second decision is refused', async () => {
    const held = await submitted(stepsAt(uniqueName('House'), { email: `${uniqueName('gone')}@yopmail.com` }));
    expect(held.sent).toEqual([]);
    const before = pings().length;
    const released = await decide(held.row.id, 'release');
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toEqual({ id: held.row.id, decision: 'release', status: 'processing' });
    await expect
      .poll(
        async () =>
          (await db.db.select().from(loanApplications).where(eq(loanApplications.id, held.row.id)))[0]!.apiStatus,
        {
          timeout: 15_000,
        },
      )
      .toBe('sold');
    expect(
      pings()
        .slice(before)
        .map((lead) => lead.quality),
    ).toEqual([{ class: 'review', reasons: ['disposable-email'] }]);
    const audit = await db.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'applications.quality_release'),
          sql`${auditLog.details} ->> 'applicationId' = ${held.row.id}`,
        ),
      );
    expect(audit).toHaveLength(1);
    expect((await decide(held.row.id, 'release')).statusCode).toBe(409);
  });

  it('a person declines a held application: never pinged, the applicant told it was not sent', async () => {
    const held = await submitted(stepsAt(uniqueName('House'), { email: `${uniqueName('gone')}@guerrillamail.com` }));
    const before = pings().length;
    const declined = await decide(held.row.id, 'decline');
    expect(declined.json()).toEqual({ id: held.row.id, decision: 'decline', status: 'referred' });
    expect((await held.v.call('GET', '/api/application')).json()).toMatchObject({
      status: 'referred',
      qualityCheck: 'declined',
    });
    // Asking the panel again changes nothing: still held from every lender.
    expect((await held.v.call('POST', '/api/application/submit')).json()).toEqual({
      status: 'referred',
      reason: 'quality-check',
    });
    expect(pings().length).toBe(before);
    expect((await decide(held.row.id, 'release')).statusCode).toBe(409);
  });

  it('only an admin decides, and only an application the check held', async () => {
    const clean = await submitted(stepsAt(uniqueName('House')));
    expect((await decide(clean.row.id, 'release')).statusCode).toBe(409);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/admin/applications/${clean.row.id}/quality-check`,
      headers: SAME_ORIGIN,
      payload: { decision: 'release' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
