import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataRequests, loanApplications, reviewRequests } from '#server/db/schema/index.ts';
import { openReviewDesk } from '#server/modules/review-requests/review-requests.fixtures.ts';

// Issue 41.14: the record page's forms (a copy of my data, its code, erasure, a review) refuse a post
// from another site as /complaints and the lender portal do: Fetch Metadata cross-site or same-site.
const { app, db, referred, recordUrl, mailFor } = await openReviewDesk();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe("the record page's forms posted from another site", () => {
  it('are refused with 403 before anything runs; the same posts from the page itself still work', async () => {
    const { application } = await referred();
    const page = await app.inject({ method: 'GET', url: recordUrl(application.sessionId) });
    // Its secret link is never a referrer to another site, yet its own posts carry its Origin:
    // under `no-referrer` a browser sends `Origin: null`, which React Router refuses.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain('<meta name="referrer" content="same-origin"/>');
    const actionOf = (name: string) =>
      new RegExp(`<form action="([^"]*${name}[^"]*)" method="post"`).exec(page.body)?.[1]?.replaceAll('&amp;', '&');
    const [dataRequest, review] = [actionOf('data-request'), actionOf('review-request')];
    expect(dataRequest).toBeDefined();
    expect(review).toBeDefined();
    const url = new URL(recordUrl(application.sessionId), 'http://localhost');
    const forms = [
      { url: dataRequest!, payload: '' },
      { url: `${url.pathname}/data-request/verify${url.search}`, payload: 'code=123456' },
      { url: `${url.pathname}/erasure${url.search}`, payload: 'confirm=yes' },
      { url: review!, payload: 'message=Please+look+again' },
    ];
    for (const site of ['cross-site', 'same-site']) {
      for (const form of forms) {
        const posted = await app.inject({
          method: 'POST',
          url: form.url,
          headers: { ...FORM, 'sec-fetch-site': site },
          payload: form.payload,
        });
        expect(posted.statusCode, `${site} ${form.url}`).toBe(403);
        expect(posted.body).toBe('Cross-site form refused');
      }
    }
    expect(await mailFor(application.email!)).toEqual([]);
    expect(await db.db.select().from(dataRequests).where(eq(dataRequests.applicationId, application.id))).toEqual([]);
    expect(await db.db.select().from(reviewRequests).where(eq(reviewRequests.applicationId, application.id))).toEqual(
      [],
    );
    const [row] = await db.db.select().from(loanApplications).where(eq(loanApplications.id, application.id));
    expect(row).toMatchObject({ erasedAt: null, status: 'referred' });

    const own = { ...FORM, 'sec-fetch-site': 'same-origin' };
    const asked = await app.inject({ method: 'POST', url: review!, headers: own, payload: 'message=Please' });
    expect(asked.statusCode).toBe(303);
    const sent = await app.inject({ method: 'POST', url: dataRequest!, headers: own, payload: '' });
    expect(sent.statusCode).toBe(200);
    expect(await mailFor(application.email!)).toHaveLength(1);
  });
});
