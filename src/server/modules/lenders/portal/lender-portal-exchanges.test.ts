import { afterAll, describe, expect, it } from 'vitest';
import type { PortalExchange } from '#shared/lender-portal/portal-schemas.ts';
import { leadReferenceFor } from '#server/modules/lenders/ledger/ledger.ts';
import { adminSession } from '#tests/support/admins.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { leadFor } from '../inbound/inbound.fixtures.ts';
import { enrolledLenderUser, portalGet, writePanel } from './portal.fixtures.ts';

// Issue 28: the exchange log shows a live lead's ping and post apart, each with its own time,
// latency, HTTP status and answer. The lenders' delays are the fakes' own; the ping of A moves the
// app's injected clock on 1.5 s, so the post is sent at a later instant than the ping.
const s = Math.random().toString(36).slice(2, 8);
const [A, B, C] = [`xa-${s}`, `xb-${s}`, `xc-${s}`];
const PING_AT = new Date('2031-09-01T10:00:00Z');
const POST_AT = new Date('2031-09-01T10:00:01.500Z');
let advance = () => {};
const fake = await startFakeLenders([
  // B bids highest but its post fails (HTTP 500); A is posted next and buys; C is outbid.
  { id: A, price: 30, latencyMs: 50, postLatencyMs: 400, onPing: () => advance() },
  { id: B, price: 40, postFault: 'http-500' },
  { id: C, price: 10 },
]);
afterAll(() => fake.close());
const { app, db, clock } = await createTestApp({ env: { LENDER_PANEL: writePanel(fake.config(), A) } });
clock.set(PING_AT);
advance = () => clock.set(POST_AT);
const admin = await adminSession(app, db.db);
const userA = await enrolledLenderUser(app, admin.cookie, A);
const userB = await enrolledLenderUser(app, admin.cookie, B);
const userC = await enrolledLenderUser(app, admin.cookie, C);
const logOf = async (cookie: string) => {
  const answer = await portalGet(app, '/api/lender-portal/exchanges', cookie);
  expect(answer.statusCode).toBe(200);
  return answer.json().exchanges as PortalExchange[];
};

const application = await createApplication(db.db);
expect(await app.lenderPanel.submit(application.id)).toMatchObject({ status: 'sold', price: 30 });
const refOf = (lenderId: string) => leadReferenceFor(application.id, lenderId);

describe('exchange log of a live lead', () => {
  it('a lead pinged and posted: two rows, the post with its own time, latency and status', async () => {
    const mine = (await logOf(userA.cookie)).filter((e) => e.reference === refOf(A));
    expect(mine).toMatchObject([
      { stage: 'post', at: POST_AT.toISOString(), httpStatus: 200, answer: 'sold', price: 3000, recorded: true },
      { stage: 'ping', at: PING_AT.toISOString(), httpStatus: 200, answer: 'accept', price: 3000, recorded: true },
    ]);
    const [post, ping] = mine;
    // The fake answers the ping after 50 ms and the post after 400 ms.
    expect(post!.latencyMs).toBeGreaterThanOrEqual(400);
    expect(ping!.latencyMs).toBeGreaterThanOrEqual(50);
  });

  it("a post that failed: the ping's status and answer apart from the post's", async () => {
    expect((await logOf(userB.cookie)).filter((e) => e.reference === refOf(B))).toMatchObject([
      { stage: 'post', at: POST_AT.toISOString(), httpStatus: 500, answer: 'error', price: null },
      { stage: 'ping', at: PING_AT.toISOString(), httpStatus: 200, answer: 'accept', price: 4000 },
    ]);
  });

  it('a bid never posted (another lender bought the lead) shows its ping', async () => {
    expect((await logOf(userC.cookie)).filter((e) => e.reference === refOf(C))).toMatchObject([
      { stage: 'ping', httpStatus: 200, answer: 'skipped', price: 1000, reason: 'another lender bought the lead' },
    ]);
  });

  it("each lender's log has its own calls only", async () => {
    for (const [user, id] of [
      [userA, A],
      [userB, B],
      [userC, C],
    ] as const) {
      const body = (await portalGet(app, '/api/lender-portal/exchanges', user.cookie)).body;
      for (const other of [A, B, C].filter((x) => x !== id)) {
        expect(body).not.toContain(refOf(other));
        expect(body).not.toContain(other);
      }
    }
  });
});

describe('a lead posted before each call was timed', () => {
  it('shows the ping and the post, with what was not recorded said so', async () => {
    const at = new Date('2031-08-20T09:00:00Z');
    const reference = await leadFor(db.db, A, { at, price: 12 });
    expect((await logOf(userA.cookie)).filter((e) => e.reference === reference)).toEqual([
      {
        at: null,
        reference,
        test: false,
        stage: 'post',
        latencyMs: null,
        httpStatus: null,
        answer: 'sold',
        price: 1200,
        reason: null,
        recorded: false,
        requestBody: null,
        answerBody: null,
      },
      {
        at: at.toISOString(),
        reference,
        test: false,
        stage: 'ping',
        latencyMs: null,
        httpStatus: null,
        answer: null,
        price: null,
        reason: null,
        recorded: false,
        requestBody: null,
        answerBody: null,
      },
    ]);
    const page = await app.inject({ method: 'GET', url: '/lenders/exchanges', headers: { cookie: userA.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('not recorded');
  });
});
