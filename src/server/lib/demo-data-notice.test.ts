import { describe, expect, it } from 'vitest';
import { DEMO_DATA_NOTICE, sampleDataInUse } from '#shared/sample-data.ts';
import { SAMPLE_SITE_CONFIG, siteConfig } from '#shared/site-config.ts';
import { realSiteConfig } from '#tests/support/site-config-fixture.ts';
import { createTestApp } from '#tests/support/test-app.ts';

// Issue 42 item 3 (decision 122): while the sample firm is configured, every page says its
// identity, reviews, ratings and customer counts are demo data; the server's own pages too.
const { app } = await createTestApp();

describe('the demo data notice', () => {
  it('is on the server-rendered pages while the sample configuration is in use', async () => {
    expect(siteConfig).toEqual(SAMPLE_SITE_CONFIG);
    const page = await app.inject({ method: 'GET', url: '/unsubscribe/no-such-token' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toMatch(new RegExp(`<aside aria-label="Demo data"[^>]*>${DEMO_DATA_NOTICE}</aside>`));
  });

  it("is not shown for a firm's own configuration, and any sample part brings it back", () => {
    const own = realSiteConfig();
    expect(sampleDataInUse(own)).toBe(false);
    const sampleCustomers = SAMPLE_SITE_CONFIG.reviews.customers;
    expect(sampleDataInUse({ ...own, reviews: { ...own.reviews, customers: sampleCustomers } })).toBe(true);
    expect(sampleDataInUse({ ...own, identity: SAMPLE_SITE_CONFIG.identity })).toBe(true);
    expect(sampleDataInUse({ ...own, reviews: SAMPLE_SITE_CONFIG.reviews })).toBe(true);
  });
});
