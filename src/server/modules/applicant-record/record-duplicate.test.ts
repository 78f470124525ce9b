import { describe, expect, it } from 'vitest';
import { openReviewDesk } from '#server/modules/review-requests/review-requests.fixtures.ts';

// Decision 121: an application the duplicate rule refused was sent to no lender; its record must
// not say that lenders were asked and declined.
const { app, duplicate, referred, recordUrl } = await openReviewDesk();

describe('the record page of an application refused by the duplicate rule', () => {
  it('says it was sent to no lender, not that none of the lenders asked could lend', async () => {
    const { application } = await duplicate();
    const page = await app.inject({ method: 'GET', url: recordUrl(application.sessionId) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('We did not send your application to any lender: we received an application');
    expect(page.body).not.toContain('None of the lenders we asked');
    expect(page.body).not.toContain('We have not asked any lender yet');
    // Our rules decided: a person's review is offered (decision 071).
    expect(page.body).toContain('Ask a person to review this');
  });

  it('leaves the words of a referral as they were', async () => {
    const { application } = await referred();
    const page = await app.inject({ method: 'GET', url: recordUrl(application.sessionId) });
    expect(page.body).toContain('we pointed you to free debt advice instead');
    expect(page.body).not.toContain('we received an application from you recently');
  });
});
