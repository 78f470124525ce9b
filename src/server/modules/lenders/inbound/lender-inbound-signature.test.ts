import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/test-app.ts';
import { leadFor, panelFile, secretOf, signedCall } from './inbound.fixtures.ts';
import { signatureOf, signatureV2Of, SIGNATURE_V1_ACCEPTED_UNTIL } from './signature-versions.ts';

// Issue 41.8, decision 119: a signed call is good once (across instances), and version 2 of the
// signature binds it to its method, path and Idempotency-Key; version 1 is accepted until the end
// of the migration window.
const s = Math.random().toString(36).slice(2, 8);
const L = `sig-${s}`;
const file = panelFile([{ id: L }]);
const one = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file } });
// The timestamps made here by hand are just ahead of the clock (within the allowed skew): signedCall
// takes its own just behind it (now less a counter that the files of a worker share), and a version-1
// GET with the same timestamp has the same signature, which the replay guard would refuse.
// A second instance on the same database: what one accepted, the other refuses.
const two = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file } });
const { db, clock } = one;
const BEFORE_V1_END = new Date(SIGNATURE_V1_ACCEPTED_UNTIL.getTime() - 24 * 3_600_000);
clock.set(BEFORE_V1_END);
two.clock.set(BEFORE_V1_END);

/** The exact headers of one signed call, to send again as an eavesdropper would. */
const headersOf = (timestamp: number, signature: string, key?: string) => ({
  'x-lender-id': L,
  'x-timestamp': String(timestamp),
  'x-signature': signature,
  ...(key ? { 'idempotency-key': key, 'content-type': 'application/json' } : {}),
});
const statementOf = (month: string) => `/api/lenders/v1/statements/${month}`;
const v2 = (timestamp: number, method: string, path: string, key: string, raw = '') =>
  signatureV2Of(secretOf(L), String(timestamp), { method, path, idempotencyKey: key }, Buffer.from(raw));

describe('a signed call is good once (decision 119)', () => {
  it('refuses the same (timestamp, signature) again, on this instance and on another', async () => {
    const at = clock.now().getTime() + 4;
    const headers = headersOf(at, v2(at, 'GET', statementOf('2027-05'), ''));
    const first = await one.app.inject({ method: 'GET', url: statementOf('2027-05'), headers });
    expect(first.statusCode).toBe(200);
    for (const app of [one.app, two.app]) {
      const again = await app.inject({ method: 'GET', url: statementOf('2027-05'), headers });
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({ message: 'Invalid lender signature' });
    }
  });

  it('refuses a captured version-1 GET replayed for another month', async () => {
    const at = clock.now().getTime() + 1;
    const headers = headersOf(at, signatureOf(secretOf(L), String(at), Buffer.alloc(0)));
    expect((await one.app.inject({ method: 'GET', url: statementOf('2027-05'), headers })).statusCode).toBe(200);
    expect((await two.app.inject({ method: 'GET', url: statementOf('2027-04'), headers })).statusCode).toBe(401);
  });

  it('refuses a captured version-1 POST replayed with a new Idempotency-Key', async () => {
    const reference = await leadFor(db.db, L, { at: clock.now() });
    const raw = JSON.stringify({ reference, outcome: 'declined' });
    const at = clock.now().getTime() + 2;
    const signature = signatureOf(secretOf(L), String(at), Buffer.from(raw));
    const post = (key: string) =>
      one.app.inject({
        method: 'POST',
        url: '/api/lenders/v1/outcomes',
        headers: headersOf(at, signature, key),
        payload: raw,
      });
    expect((await post(`first-${s}`)).statusCode).toBe(200);
    expect((await post(`second-${s}`)).statusCode).toBe(401);
  });
});

describe('version 2 binds the signature to the method, path and Idempotency-Key (decision 119)', () => {
  it('refuses a signature made for another month, or for another key, even never used before', async () => {
    const at = clock.now().getTime() + 3;
    const forMay = headersOf(at, v2(at, 'GET', statementOf('2027-05'), ''));
    expect((await one.app.inject({ method: 'GET', url: statementOf('2027-04'), headers: forMay })).statusCode).toBe(
      401,
    );

    const reference = await leadFor(db.db, L, { at: clock.now() });
    const raw = JSON.stringify({ reference, outcome: 'declined' });
    const path = '/api/lenders/v1/outcomes';
    const signature = v2(at, 'POST', path, `signed-${s}`, raw);
    const moved = await one.app.inject({
      method: 'POST',
      url: path,
      headers: headersOf(at, signature, `other-${s}`),
      payload: raw,
    });
    expect(moved.statusCode).toBe(401);
    const right = await one.app.inject({
      method: 'POST',
      url: path,
      headers: headersOf(at, signature, `signed-${s}`),
      payload: raw,
    });
    expect(right.statusCode).toBe(200);
  });

  it('accepts version 1 until the end of the migration window, then only version 2', async () => {
    const v1 = () => signedCall(one.app, clock.now(), { url: statementOf('2027-05'), lender: L, version: 1 });
    const current = () => signedCall(one.app, clock.now(), { url: statementOf('2027-05'), lender: L });
    expect((await v1()).statusCode).toBe(200);
    clock.set(new Date(SIGNATURE_V1_ACCEPTED_UNTIL.getTime() - 1));
    expect((await v1()).statusCode).toBe(200);
    clock.set(SIGNATURE_V1_ACCEPTED_UNTIL);
    expect((await v1()).statusCode).toBe(401);
    expect((await current()).statusCode).toBe(200);
  });
});
