import { expect, test } from '@playwright/test';
import { loginAs } from '#tests/support/admins-browser.ts';
import { consented } from './apply-helpers.ts';

// Issue 27.4: what the back office shows of a sold application, of the lenders' days, and of an
// admin without recovery codes (the pool admins are provisioned as ADMIN_EMAIL/ADMIN_TOTP_SECRET are).

test('a sold application, the leads-per-day chart and the missing recovery codes read plainly @mobile', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const visitor = await browser.newContext({ baseURL });
  const applicant = await visitor.newPage();
  await consented(applicant);
  expect(await (await applicant.request.post('/api/application/submit')).json()).toMatchObject({ status: 'sold' });
  const { email } = (await (await applicant.request.get('/api/application')).json()) as { email: string };
  await visitor.close();

  await loginAs(page);
  const warning = page.getByRole('alert').filter({ hasText: 'You have no recovery codes' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('link', { name: 'Make recovery codes on the Security page' })).toHaveAttribute(
    'href',
    '/admin/security',
  );

  await page.getByLabel('Search name or email').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('row').filter({ hasText: email }).getByRole('link').first().click();
  const outcome = page.getByRole('region', { name: 'Status and outcome' });
  await expect(outcome.getByText('All 7 steps done')).toBeVisible();
  await expect(outcome.getByText('£42.00')).toBeVisible();
  await expect(outcome.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/).first()).toBeVisible();
  await expect(page.getByText(/\d+\/\d+\/\d{4}/)).toHaveCount(0);
  // Legacy columns no form asks for are folded away, by name.
  await expect(page.getByText(/^\d+ empty fields?$/).first()).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^—$/ })).toHaveCount(0);
  // Fields named in the forms' words (issue 42.11), not by their columns.
  await expect(page.getByRole('term').filter({ hasText: /^Rent or mortgage$/ })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: /^Consent: credit checks \(required\)$/ })).toBeVisible();
  await expect(page.getByText(/expense ?housing|consent ?first ?party/i)).toHaveCount(0);

  await page.goto('/admin/lenders');
  const chart = page.getByRole('img', { name: /Bar chart of leads per day/ });
  const bars = chart.locator('.recharts-bar-rectangle path');
  await expect(bars.first()).toBeVisible();
  // Each drawn bar (a count of 0 draws an empty one) is wide enough to see, once the bars have grown in.
  const narrowest = async () => {
    const boxes = await bars.evaluateAll((paths) =>
      paths.map((p) => p.getBoundingClientRect()).map((box) => ({ width: box.width, height: box.height })),
    );
    const drawn = boxes.filter((box) => box.height > 0);
    return drawn.length ? Math.min(...drawn.map((box) => box.width)) : 0;
  };
  await expect.poll(narrowest).toBeGreaterThanOrEqual(8);
});
