import { describe, expect, it } from 'vitest';
import { BROWSER_USER_AGENT, visitorAt } from '#tests/support/applications.ts';
import { fakePanel } from '#tests/support/fake-panel.ts';
import { createTestApp } from '#tests/support/test-app.ts';

// The processing screen without script while no lender has answered yet (a late lender, a job being
// taken over after a crash: decisions 050, 097): "Check again" keeps the applicant on the screen, told
// we are still waiting, never sent to a result page that would read as an error.
const fake = fakePanel();
const waiting = { status: 'waiting', retryAfterSeconds: 3 } as const;
fake.panel.submit = async () => waiting;
const { app } = await createTestApp({ lenderPanel: fake.panel });

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
