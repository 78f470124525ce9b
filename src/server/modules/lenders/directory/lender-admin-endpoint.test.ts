import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminSession, SAME_ORIGIN } from '#tests/support/admins.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { settingsOfItem, type LenderItem } from '#shared/admin/lender-schemas.ts';

// Issue 41.10 (decision 117): the lender editor refuses loopback endpoints (the database on :5432,
// the broker's own /metrics) where the panel does not allow loopback, as in production, and
// link-local, multicast and broadcast addresses always, even where private hosts are allowed.
const s = Math.random().toString(36).slice(2, 8);
const A = `ep-a-${s}`;
const file = path.join(os.tmpdir(), `lender-admin-endpoint-${s}.json`);
writeFileSync(
  file,
  JSON.stringify({
    jobQueue: `lead-delivery-${A}`,
    allowLoopbackHosts: false,
    allowPrivateHosts: true,
    lenders: [
      {
        id: A,
        name: 'Alpha Loans',
        endpoint: 'https://alpha.example.com/leads',
        secret: 'alpha-secret-0123456789',
        tier: 1,
        price: 10,
      },
    ],
  }),
);
const { app, db } = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file } });
const admin = await adminSession(app, db.db);
const headers = { cookie: admin.cookie, ...SAME_ORIGIN };
const current = async () =>
  (
    (await app.inject({ method: 'GET', url: '/api/admin/lenders/settings', headers })).json().lenders as LenderItem[]
  ).find((l) => l.id === A)!;
const move = async (endpoint: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/lenders/settings/${A}`,
    headers,
    payload: { ...settingsOfItem(await current()), endpoint },
  });

describe('the lender editor and the endpoint policy', () => {
  it.each([
    ['http://127.0.0.1:5432/', /loopback address 127\.0\.0\.1 is refused/],
    ['http://localhost:3000/metrics', /loopback address localhost is refused/],
    ['https://[::ffff:127.0.0.1]:6379/', /loopback address ::ffff:7f00:1 is refused/],
    ['https://169.254.169.254/latest/meta-data', /link-local address 169\.254\.169\.254 is refused/],
    ['https://[::ffff:169.254.169.254]/', /link-local address ::ffff:a9fe:a9fe is refused/],
    ['https://239.255.255.250/leads', /multicast address 239\.255\.255\.250 is refused/],
    ['https://255.255.255.255/leads', /broadcast or reserved address 255\.255\.255\.255 is refused/],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (endpoint, message) => {
    const before = await current();
    const refused = await move(endpoint);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'endpoint', message: expect.stringMatching(message) }]);
    expect(await current()).toEqual(before);
  });

  it('accepts a private address where the panel allows private hosts', async () => {
    expect((await move('https://10.1.2.3/leads')).statusCode).toBe(200);
    expect((await current()).endpoint).toBe('https://10.1.2.3/leads');
  });
});
