import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { completeSteps, CONSENT, validSteps, visitor } from '#tests/support/applications.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp } from '#tests/support/test-app.ts';

// Issue 27.9, through the real server and a lender on the wire: a mobile in Ofcom's drama range is
// accepted by step 2 (docs/trying-it.md "Phone checks"), fails the phone check, and the lender's ping says so.
const s = Math.random().toString(36).slice(2, 8);
const fakes = await startFakeLenders([{ id: `mobile-check-${s}`, price: 30 }]);
afterAll(() => fakes.close());
const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'mobile-check-')), 'panel.json');
writeFileSync(file, JSON.stringify(fakes.config()));
const { app } = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file } });
const pings = () => fakes.stats.get(`mobile-check-${s}`)!.pingLeads as { applicant: { mobileCheck: string } }[];

async function submittedWith(mobilePhone: string) {
  const v = visitor(app);
  const steps = validSteps();
  await completeSteps(v, { ...steps, 2: { ...steps[2], mobilePhone } });
  // Counted before consent: consent enqueues the run (decision 134), which may ping at once.
  const before = pings().length;
  expect((await v.call('POST', '/api/application/submit', CONSENT)).statusCode).toBe(200);
  const outcome = await v.call('POST', '/api/application/submit');
  expect(outcome.statusCode, outcome.body).toBe(200);
  return pings().slice(before);
}

describe("the lenders' ping carries the phone check", () => {
  it('a drama-range number: the check answers invalid, the step keeps it, the ping says failed', async () => {
    const check = await app.inject({ method: 'POST', url: '/api/validation/phone', payload: { phone: '07700900123' } });
    expect(check.json()).toEqual({ success: true, valid: false });
    const sent = await submittedWith('07700900123');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.applicant.mobileCheck).toBe('failed');
  });

  it('an allocated mobile: passed', async () => {
    const sent = await submittedWith('07911123456');
    expect(sent.map((lead) => lead.applicant.mobileCheck)).toEqual(['passed']);
  });
});
