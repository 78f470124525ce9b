import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/index.ts';
import type { LenderChange } from '#shared/admin/lender-schemas.ts';
import { adminSession } from '#tests/support/admins.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { uniqueEmail } from '#tests/support/unique.ts';
import { panelFile } from '../inbound/inbound.fixtures.ts';
import { enrolledLenderUser, portalGet, portalPost } from './portal.fixtures.ts';

// Issue 43.1: "A lender admin adds and disables its own users … Each change is audited and shown to
// the broker": each change is an audit row of ids only, and the back office's history of the lender
// shows it with the lender admin who made it and the user it was made to.
const s = Math.random().toString(36).slice(2, 8);
const A = `users-history-a-${s}`;
const B = `users-history-b-${s}`;
const { app, db, clock } = await createTestApp({ env: { LENDER_PANEL: panelFile([{ id: A }, { id: B }]) } });
clock.set(new Date('2031-09-01T09:00:00Z'));
const admin = await adminSession(app, db.db);
const lenderAdmin = await enrolledLenderUser(app, admin.cookie, A);
const post = (url: string, body?: object) => portalPost(app, url, body, lenderAdmin.cookie);
const history = async (lender: string) =>
  (
    (await portalGet(app, `/api/admin/lenders/settings/${lender}/history`, admin.cookie)).json() as {
      changes: LenderChange[];
    }
  ).changes;
const userChanges = (changes: LenderChange[]) => changes.filter((c) => c.action.startsWith('lender_user_'));

describe("a lender admin's changes of its portal users, in the broker's history of the lender", () => {
  it('shows each add, disable and re-enable with who made it and the user it was made to', async () => {
    const email = uniqueEmail('added');
    const added = await post('/api/lender-portal/users', { email, role: 'user' });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json() as { id: string };
    clock.advance(60_000);
    expect((await post(`/api/lender-portal/users/${id}/disable`)).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await post(`/api/lender-portal/users/${id}/enable`)).statusCode).toBe(200);

    expect(userChanges(await history(A))).toEqual([
      {
        at: '2031-09-01T09:02:00.000Z',
        by: lenderAdmin.email,
        action: 'lender_user_enabled',
        before: null,
        after: { user: email },
      },
      {
        at: '2031-09-01T09:01:00.000Z',
        by: lenderAdmin.email,
        action: 'lender_user_disabled',
        before: null,
        after: { user: email },
      },
      {
        at: '2031-09-01T09:00:00.000Z',
        by: lenderAdmin.email,
        action: 'lender_user_added',
        before: null,
        after: { user: email, role: 'user' },
      },
    ]);
    expect(JSON.stringify(await history(B))).not.toContain(email);
  });

  it('audits ids only: the emails are read at the broker’s request, not stored in the audit rows', async () => {
    const email = uniqueEmail('added');
    const { id } = (await post('/api/lender-portal/users', { email, role: 'admin' })).json() as { id: string };
    const rows = await db.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.details}->>'lenderUserId' = ${id}`);
    expect(rows.map((r) => [r.action, r.adminUserId, r.details])).toEqual([
      [
        'lender_user.create',
        null,
        { lenderId: A, lenderUserId: id, byLenderUserId: expect.any(String), role: 'admin' },
      ],
    ]);
    expect(JSON.stringify(rows)).not.toContain(email);
    expect(JSON.stringify(rows)).not.toContain(lenderAdmin.email);
  });
});
