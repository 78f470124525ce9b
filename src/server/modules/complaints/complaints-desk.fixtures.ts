import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { complaints, outboxMessages } from '#server/db/schema/index.ts';
import type { ComplaintsResponse } from '#shared/admin/complaints-schemas.ts';
import { adminSession, loginAdmin, SAME_ORIGIN } from '#tests/support/admins.ts';
import { createTestApp, uniqueEmail, uniqueIp } from '#tests/support/test-app.ts';

/**
 * The complaints desk the back-office tests work at: an app on the shared migrated image with its
 * clock at 1 August 2026, a complaints officer, and the calls they make.
 */
export async function openComplaintsDesk() {
  const { app, db, clock } = await createTestApp({ siteRoot: null });
  clock.set(new Date('2026-08-01T09:00:00Z'));
  const officer = await adminSession(app, db.db);

  /** A complaint received at `at` (London time matters for the clocks); returns its id and email. */
  async function complaintAt(at: string) {
    clock.set(new Date(at));
    const email = uniqueEmail('complainant');
    const response = await app.inject({
      method: 'POST',
      url: '/api/complaints',
      remoteAddress: uniqueIp(),
      payload: { name: 'Sam Smith', email, description: `Complaint of ${email}` },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await db.db.select().from(complaints).where(eq(complaints.email, email));
    return { id: row!.id, reference: row!.reference, email };
  }

  /** An admin call at the clock's time: signed in afresh, since the tests move the clock by months. */
  const admin = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const cookie = await loginAdmin(app, officer);
    return app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, ...(payload ? { payload } : {}) });
  };
  const queue = async () => (await admin('GET', '/api/admin/complaints')).json() as ComplaintsResponse;
  const mailFor = (email: string) =>
    db.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(outboxMessages.id);

  return { app, db, clock, officer, complaintAt, admin, queue, mailFor };
}
export type ComplaintsDesk = Awaited<ReturnType<typeof openComplaintsDesk>>;
