import { eq } from 'drizzle-orm';
import { outboxMessages } from '#server/db/schema/index.ts';
import { duplicateOutcome } from '#server/modules/lenders/panel/duplicates.ts';
import { adminSession, SAME_ORIGIN } from '#tests/support/admins.ts';
import { createSessionApplication } from '#tests/support/applications-db.ts';
import { createTestApp } from '#tests/support/test-app.ts';

/**
 * What the review-request tests share: an app, a signed-in admin, the applicant's and the admin's
 * calls, and applications our own rules decided (the gate's referral, the duplicate rule).
 */
export async function openReviewDesk() {
  const { app, db, clock } = await createTestApp();
  const { cookie } = await adminSession(app, db.db);

  const ask = (sessionCookie: string | null, payload?: object) =>
    app.inject({
      method: 'POST',
      url: '/api/application/review-request',
      headers: sessionCookie ? { cookie: sessionCookie } : {},
      ...(payload ? { payload } : {}),
    });
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, ...(payload ? { payload } : {}) });
  const mailFor = (email: string) =>
    db.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(outboxMessages.id);

  const referred = () => createSessionApplication(db.db, { status: 'referred', gateReason: 'unaffordable' });
  const duplicate = () =>
    createSessionApplication(db.db, { ...duplicateOutcome('00000000-0000-4000-8000-000000000000', 30) });

  /** The record page's signed address (path and query) for an application. */
  const recordUrl = (publicId: string) => {
    const url = new URL(app.applicantRecord.urlFor(publicId));
    return url.pathname + url.search;
  };

  return { app, db, clock, ask, admin, mailFor, referred, duplicate, recordUrl };
}
export type ReviewDesk = Awaited<ReturnType<typeof openReviewDesk>>;
