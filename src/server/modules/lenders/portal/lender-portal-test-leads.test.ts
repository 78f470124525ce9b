import { afterAll, describe, expect, it } from 'vitest';
import { EXCHANGES_PER_PAGE, type PortalExchanges } from '#shared/lender-portal/portal-schemas.ts';
import { adminSession } from '#tests/support/admins.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { leadFor } from '../inbound/inbound.fixtures.ts';
import { enrolledLenderUser, portalGet, portalPost, signInAgain, writePanel } from './portal.fixtures.ts';
import { TEST_LEADS_PER_LENDER } from './test-lead.ts';

// Issue 41.5: test leads are limited per lender (35 in a few seconds made 70 calls to the lender),
// and the exchange log keeps live and test calls apart, so test calls never push live ones out.
const s = Math.random().toString(36).slice(2, 8);
const [A, B] = [`tl-a-${s}`, `tl-b-${s}`];
const fake = await startFakeLenders([
  { id: A, price: 25 },
  { id: B, price: 20 },
]);
afterAll(() => fake.close());
const { app, db, clock } = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: writePanel(fake.config(), A) } });
clock.set(new Date('2031-10-01T09:00:00Z'));
const admin = await adminSession(app, db.db);
const [userA, userA2, userB] = [
  await enrolledLenderUser(app, admin.cookie, A),
  await enrolledLenderUser(app, admin.cookie, A),
  await enrolledLenderUser(app, admin.cookie, B),
];
const testLead = (cookie: string) => portalPost(app, '/api/lender-portal/test-lead', undefined, cookie);
const testCallsTo = (id: string) =>
  fake.log.filter((line) => line.startsWith(`${id} `) && line.includes(' ping ')).length;

// A full page of live calls, older than any test lead: 25 leads posted, a ping and a post each.
const LIVE_LEADS = EXCHANGES_PER_PAGE / 2;
for (let i = 0; i < LIVE_LEADS; i += 1)
  await leadFor(db.db, A, { decision: 'reject', posted: true, at: new Date(Date.UTC(2031, 8, 1, 9, i)) });

describe('test leads (issue 41.5)', () => {
  it('are limited per lender, whichever of its users sends them: the next is a 429 and calls nobody', async () => {
    const before = testCallsTo(A);
    for (let i = 0; i < TEST_LEADS_PER_LENDER.max; i += 1) {
      clock.advance(1_000);
      expect((await testLead(i % 2 ? userA.cookie : userA2.cookie)).statusCode).toBe(200);
    }
    expect(testCallsTo(A)).toBe(before + TEST_LEADS_PER_LENDER.max);
    const refused = await testLead(userA2.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You can send 10 test leads an hour\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(testCallsTo(A)).toBe(before + TEST_LEADS_PER_LENDER.max);
    // Another lender's own limit is untouched.
    expect((await testLead(userB.cookie)).statusCode).toBe(200);
    // An hour later (signed in again: the session was idle), A may send test leads again.
    clock.advance(TEST_LEADS_PER_LENDER.windowMs);
    expect((await testLead(await signInAgain(app, userA))).statusCode).toBe(200);
  });

  it('the exchange log lists the live calls and the test calls apart: test calls push no live one out', async () => {
    const cookie = await signInAgain(app, userA);
    const logOf = async (query: string) => {
      const answer = await portalGet(app, `/api/lender-portal/exchanges?from=2031-09-01&${query}`, cookie);
      expect(answer.statusCode).toBe(200);
      return answer.json() as PortalExchanges;
    };
    const live = await logOf('kind=live');
    expect(live.total).toBe(2 * LIVE_LEADS);
    expect(live.exchanges).toHaveLength(EXCHANGES_PER_PAGE);
    expect(live.exchanges.every((e) => !e.test)).toBe(true);
    const tests = await logOf('kind=test');
    expect(tests.exchanges.length).toBeGreaterThanOrEqual(2 * TEST_LEADS_PER_LENDER.max);
    expect(tests.exchanges.every((e) => e.test)).toBe(true);
    // Newest first in each list: the last test lead's post, then its ping.
    expect(tests.exchanges.slice(0, 2).map((e) => e.stage)).toEqual(['post', 'ping']);
  });
});
