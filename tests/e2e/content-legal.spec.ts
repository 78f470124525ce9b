import { expect, test } from '@playwright/test';

// axe runs on every built page, these included, at both widths in site-a11y.spec.ts.

const pages = [
  { path: '/terms', heading: 'Terms and conditions', crumb: 'Terms and conditions' },
  { path: '/privacy', heading: 'Privacy policy', crumb: 'Privacy policy' },
  { path: '/cookies', heading: 'Cookie policy', crumb: 'Cookie policy' },
  { path: '/complaints', heading: 'Complaints procedure', crumb: 'Complaints' },
  { path: '/responsible-lending', heading: 'Responsible lending', crumb: 'Responsible lending' },
  { path: '/legal/terms', heading: 'Terms and conditions', crumb: 'Terms and conditions' },
  { path: '/legal/privacy', heading: 'Privacy policy', crumb: 'Privacy policy' },
];

test.describe('legal pages', () => {
  for (const { path, heading, crumb } of pages) {
    test(`${path} shows its heading and breadcrumb @mobile`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(breadcrumb.getByText(crumb)).toHaveAttribute('aria-current', 'page');
    });
  }

  test('terms and privacy show their last-updated date and link to every section', async ({ page }) => {
    for (const path of ['/terms', '/privacy']) {
      await page.goto(path);
      await expect(page.getByText('Last updated: October 20, 2025')).toBeVisible();
      const contents = page.getByRole('navigation', { name: 'Contents' });
      const links = contents.getByRole('link');
      expect(await links.count()).toBeGreaterThan(5);
      await links.last().click();
      await expect(page).toHaveURL(new RegExp(`${path}#`));
    }
  });

  test('terms explain the broker role, eligibility and that approval is not guaranteed', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: /We are a credit broker, not a lender/ })).toBeVisible();
    await expect(page.getByText('We never charge you a fee', { exact: false }).first()).toBeVisible();
    for (const condition of ['be 18 or over;', 'have a UK bank account in your name; and', 'have a regular income.']) {
      await expect(page.getByRole('listitem').filter({ hasText: condition })).toBeVisible();
    }
    await expect(page.getByText('Approval is never guaranteed.', { exact: true })).toBeVisible();
    await expect(page.getByText('Giving false information is fraud.', { exact: true })).toBeVisible();
  });

  test('privacy lists the rights and how to complain to the ICO', async ({ page }) => {
    await page.goto('/privacy');
    for (const right of ['Access:', 'Rectification:', 'Erasure:', 'Restriction:', 'Objection:', 'Portability:']) {
      await expect(page.getByText(right, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /ico\.org\.uk\/make-a-complaint/ })).toHaveAttribute(
      'href',
      'https://ico.org.uk/make-a-complaint/',
    );
    await expect(page.getByRole('table', { name: 'Purposes and lawful bases' })).toBeVisible();
  });

  test('the consent step link /legal/terms shows the terms with canonical /terms', async ({ page, baseURL }) => {
    await page.goto('/legal/terms');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/terms`);
    await page.goto('/legal/privacy');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/privacy`);
  });

  test('complaints page gives the channels, the three stages and the time limits @mobile', async ({ page }) => {
    await page.goto('/complaints');
    await expect(page.getByRole('link', { name: 'complaints@clearpathloans.co.uk' })).toHaveAttribute(
      'href',
      'mailto:complaints@clearpathloans.co.uk',
    );
    await expect(page.getByText('Monday to Friday, 9am to 5pm', { exact: false })).toBeVisible();
    const stages = page.getByRole('listitem').filter({ hasText: /^Stage \d/ });
    await expect(stages).toHaveCount(3);
    await expect(stages.nth(0)).toContainText('Acknowledgement');
    await expect(stages.nth(0)).toContainText('Within 3 business days');
    await expect(stages.nth(0)).toContainText('complaint reference');
    await expect(stages.nth(1)).toContainText('Final response aimed within 8 weeks');
    await expect(stages.nth(2)).toContainText('Final response');
    await expect(page.getByRole('heading', { name: 'The Financial Ombudsman Service' })).toBeVisible();
    await expect(
      page.getByText('You must refer your complaint within 6 months of the date of our final response.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: '0800 023 4567' })).toHaveAttribute('href', 'tel:+448000234567');
  });

  test('responsible lending page lists the debt advice services and FCA principles', async ({ page }) => {
    await page.goto('/responsible-lending');
    for (const [name, href] of [
      ['moneyhelper.org.uk', 'https://www.moneyhelper.org.uk'],
      ['stepchange.org', 'https://www.stepchange.org'],
      ['nationaldebtline.org', 'https://nationaldebtline.org'],
      ['citizensadvice.org.uk', 'https://www.citizensadvice.org.uk'],
    ] as const) {
      await expect(
        page.getByRole('link', { name: new RegExp(`^${name.replace(/\./g, '\\.')}`) }).last(),
      ).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('heading', { name: 'Late repayment warning' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Representative 91% APR' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Good outcomes (Consumer Duty)' })).toBeVisible();
  });

  test('cookie policy lists the real cookies and reopens the cookie choice', async ({ page }) => {
    await page.goto('/cookies');
    await expect(page.getByText('Last updated: October 2025')).toBeVisible();
    const table = page.getByRole('table', { name: 'Cookies and browser storage set by our website' });
    await expect(table.getByRole('row').filter({ hasText: 'cookie_consent' })).toContainText('1 year');
    await expect(table.getByRole('row').filter({ hasText: '__Host-sid' })).toContainText('30 days');
    await page.getByRole('button', { name: 'Change my cookie settings' }).click();
    await expect(page.getByRole('heading', { name: 'Cookies on this site' })).toBeVisible();
  });
});
