import { expect, test } from '@playwright/test';
import { acceptCookies } from './content-helpers.ts';
import { pageReady } from './site-helpers.ts';

// The landing pages and their estimate calculator (guides: content-guides.spec.ts).

test.describe('landing pages', () => {
  test('emergency loans: situations, steps, FAQs and the estimate calculator @mobile', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/emergency-loans');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Emergency loans');
    for (const s of [
      'Car repairs',
      'Boiler breakdowns',
      'Urgent home repairs',
      'Unexpected bills',
      'Appliance replacements',
      'Emergency travel',
    ]) {
      await expect(page.getByRole('heading', { name: s })).toBeVisible();
    }
    await expect(page.getByText('Rated 4.6/5 from 523 reviews')).toBeVisible();
    await expect(page.getByRole('link', { name: 'How it works' }).first()).toHaveAttribute('href', '/how-it-works');

    const calculator = page.getByRole('form', { name: 'Estimate your repayments' });
    await calculator.getByLabel('Loan amount').fill('1000');
    await calculator.getByRole('radio', { name: '12 months' }).check();
    // At the representative 91% APR, amortised, as the label says (issue 42 item 3): not the step 1
    // rule of thumb's £107 a month, which 91% APR does not give.
    await expect(calculator.getByText('Monthly payment at 91% APR')).toBeVisible();
    await expect(calculator.getByTestId('estimate-monthly')).toHaveText('£116.29');
    await expect(calculator.getByTestId('estimate-total')).toHaveText('£1,395.48');
    await expect(calculator.getByText(/Worked out at our representative 91% APR/)).toBeVisible();
    await expect(calculator.getByRole('link', { name: 'Continue to apply' })).toHaveAttribute(
      'href',
      '/apply?amount=1000&term=12',
    );

    const question = page.getByRole('button', { name: 'Will checking my eligibility affect my credit score?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Our eligibility check uses a soft search, which only you can see/)).toBeVisible();
    await page.getByRole('button', { name: 'How quickly can I get an emergency loan?' }).click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  test('sends landing_page_view once with the UTM values', async ({ page }) => {
    await acceptCookies(page, 'all');
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/track')) bodies.push(request.postDataJSON());
    });
    await page.goto('/emergency-loans?utm_source=google&utm_campaign=winter');
    await expect.poll(() => bodies.length).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    const views = bodies.filter((b) => (b as { event: string }).event === 'landing_page_view');
    expect(views).toHaveLength(1);
    expect((views[0] as { properties: object }).properties).toMatchObject({
      page: 'emergency_loans',
      source: 'google',
      medium: 'none',
      campaign: 'winter',
    });
  });

  test('bad credit loans: circumstances and the approval notice', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/bad-credit-loans');
    for (const c of [
      'Poor credit score',
      'County court judgments (CCJs)',
      'Defaults or arrears',
      'Previously declined',
      'No credit history',
      'Recent bankruptcy or IVAs',
    ]) {
      await expect(page.getByRole('heading', { name: c })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Approval is not guaranteed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Can I really get a loan with bad credit?' })).toBeVisible();
  });

  test('same day loans: timeline and cut-off note', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/same-day-loans');
    for (const stage of [
      'Apply in about 5 minutes',
      'Instant eligibility check',
      'Decision in minutes',
      'Funds same day',
    ]) {
      await expect(page.getByRole('heading', { name: stage, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('note')).toContainText('usually 3pm to 4pm');
  });

  test('payday loan alternative: comparison, price cap and guide link', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/payday-loan-alternative');
    await expect(page.getByRole('table', { name: /Payday loans compared/ })).toBeVisible();
    const cap = page.getByRole('region', { name: 'The FCA price cap protects you' });
    await expect(cap).toContainText('0.8%');
    await expect(cap).toContainText('£15');
    await expect(cap).toContainText('100%');
    await expect(cap).toContainText('2 January 2015');
    await expect(page.getByRole('link', { name: /payday loans vs short-term loans/i }).first()).toHaveAttribute(
      'href',
      '/guides/payday-loans-vs-short-term-loans',
    );
  });

  test('payday loan alternatives guide: #comparison anchor scrolls to the table @mobile', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/payday-loan-alternatives#comparison');
    const heading = page.getByRole('heading', { name: 'Payday loan alternatives compared' });
    await expect(heading).toBeInViewport();
    await expect(page.getByRole('table', { name: /alternatives compared/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quick answer' })).toBeVisible();
    await expect(page.locator('#faqs').getByRole('button')).toHaveCount(5);
  });
});

test('the estimate calculator shows the figures for the choice the browser restores on going back', async ({
  page,
}) => {
  await page.goto('/emergency-loans');
  await pageReady(page);
  const calculator = page.getByRole('form', { name: 'Estimate your repayments' });
  await calculator.getByLabel('Loan amount').fill('1000');
  await calculator.getByRole('radio', { name: '12 months' }).check();
  await page.goto('/faq');
  await page.goBack();
  await pageReady(page);
  await expect(calculator.getByRole('radio', { name: '12 months' })).toBeChecked();
  await expect(calculator.getByTestId('estimate-monthly')).toHaveText('£116.29');
  await expect(calculator.getByTestId('estimate-total')).toHaveText('£1,395.48');
  await expect(calculator.getByRole('link', { name: 'Continue to apply' })).toHaveAttribute(
    'href',
    '/apply?amount=1000&term=12',
  );
});
