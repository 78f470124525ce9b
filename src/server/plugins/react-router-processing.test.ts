import { describe, expect, it } from 'vitest';
import { BROWSER_USER_AGENT, visitorAt } from '#tests/support/applications.ts';
import { createSessionApplication } from '#tests/support/applications-db.ts';
import { fakePanel } from '#tests/support/fake-panel.ts';
import { createTestApp } from '#tests/support/test-app.ts';

// The processing screen without script while no lender has answered yet (a late lender, a job being
// taken over after a crash: decisions 050, 097): "Check again" keeps the applicant on the screen, told
// we are still waiting, never sent to a result page that would read as an error.
const fake = fakePanel();
const waiting = { status: 'waiting', retryAfterSeconds: 3 } as const;
const submits: string[] = [];
fake.panel.submit = async (applicationId) => {
  submits.push(applicationId);
  return waiting;
};
const { app, db } = await createTestApp({ lenderPanel: fake.panel });

describe('the processing screen starts nothing (decision 134)', () => {
  it('its page, with or without ?waiting=1, and the outcome GET never ask the panel', async () => {
    const { cookie, application } = await createSessionApplication(db.db);
    const headers = { cookie, 'user-agent': BROWSER_USER_AGENT };
    for (const url of ['/apply/processing', '/apply/processing?waiting=1', '/api/application/outcome'])
      expect((await app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(200);
    expect(submits).not.toContain(application.id);
    // "Check again" is a post: it may start the run.
    await app.inject({
      method: 'POST',
      url: '/apply/processing',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: '',
    });
    expect(submits).toContain(application.id);
  });
});

describe('processing screen without script, no outcome yet', () => {
  it('"Check again" answers 303 back to the screen, which says we are still waiting for a lender', async () => {
    const v = await visitorAt(app, 'consented');
    // The "Check again" form of a browser without script: an empty form post.
    const checked = await app.inject({
      method: 'POST',
      url: '/apply/processing',
      remoteAddress: v.ip,
      headers: {
        cookie: v.cookie(),
        'user-agent': BROWSER_USER_AGENT,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      payload: '',
    });
    expect(checked.statusCode).toBe(303);
    expect(checked.headers.location).toBe('/apply/processing?still=1');
    const screen = await v.call('GET', String(checked.headers.location));
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('still waiting for a lender to answer');
  });
});
