import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import type { DbHandle } from '#server/db/client.ts';
import type { DataRequestsResponse } from '#shared/admin/data-requests-schemas.ts';
import { adminSession, loginAdmin, SAME_ORIGIN, type TestAdmin } from '#tests/support/admins.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { createTestApp, testClock } from '#tests/support/test-app.ts';
import { createRequest } from './data-requests.repository.ts';

// The back office's data-requests queue: the one-month clock of each request (UK GDPR Article
// 12(3), the corresponding day of the next month or its last day), overdue ones first.
let app: App;
let db: DbHandle;
let officer: TestAdmin;
beforeAll(async () => {
  ({ app, db } = await createTestApp({ siteRoot: null }));
  officer = await adminSession(app, db.db);
});

describe('the data-requests queue', () => {
  it('is for admins only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/data-requests' })).statusCode).toBe(401);
  });

  it('shows each request with its one-month due date, overdue ones first', async () => {
    const late = await createApplication(db.db);
    const recent = await createApplication(db.db);
    // Received 31 January: due 28 February (no 31st); received 5 March: due 5 April.
    const overdue = await createRequest(db.db, late.id, 'access', new Date('2030-01-31T10:00:00Z'));
    const due = await createRequest(db.db, recent.id, 'erasure', new Date('2030-03-05T10:00:00Z'), 'retention');
    expect(overdue.dueOn).toBe('2030-02-28');
    expect(due.dueOn).toBe('2030-04-05');
    // Read on 5 March 2030 (London): the one due on 28 February is 5 days late.
    const clock = testClock(app);
    clock.set(new Date('2030-03-05T12:00:00Z'));
    // Signed in afresh at the clock's time.
    const cookie = await loginAdmin(app, officer);
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/data-requests',
      headers: { ...SAME_ORIGIN, cookie },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as DataRequestsResponse;
    const mine = body.items.filter((i) => [overdue.id, due.id].includes(i.id));
    expect(mine).toEqual([
      expect.objectContaining({
        reference: overdue.reference,
        kind: 'access',
        origin: 'applicant',
        applicationReference: late.sessionId,
        dueOn: '2030-02-28',
        daysLeft: -5,
        overdue: true,
        status: 'awaiting-code',
      }),
      expect.objectContaining({
        kind: 'erasure',
        origin: 'retention',
        dueOn: '2030-04-05',
        daysLeft: 31,
        overdue: false,
        lenders: [],
      }),
    ]);
    expect(body.items[0]!.overdue).toBe(true);
    expect(body.overdue).toBeGreaterThanOrEqual(1);
  });
});
