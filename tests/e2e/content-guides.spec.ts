import { expect, test } from '@playwright/test';
import { acceptCookies } from './content-helpers.ts';

// The guides (landing pages: content-landing.spec.ts). axe runs on every built page, these included,
// at both widths in site-a11y.spec.ts.

const guides = [
  { slug: 'short-term-loans-complete-guide', title: 'Short-Term Loans: The Complete UK Guide', readTime: 12 },
  {
    slug: 'payday-loans-vs-short-term-loans',
    title: 'Payday Loans vs Short-Term Loans: What Is the Difference?',
    readTime: 8,
  },
  { slug: 'improve-credit-score', title: 'How to Improve Your Credit Score', readTime: 6 },
  { slug: 'understanding-apr', title: 'Understanding APR: What It Means and How to Use It', readTime: 5 },
];

test.describe('guides', () => {
  test('the guides page lists four guides with read times and links @mobile', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/guides');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guides to borrowing and credit');
    for (const guide of guides) {
      await expect(page.getByRole('link', { name: guide.title, exact: true })).toHaveAttribute(
        'href',
        `/guides/${guide.slug}`,
      );
      await expect(page.getByText(`${guide.readTime} min read`).first()).toBeVisible();
    }
    await page.getByRole('link', { name: 'How to Improve Your Credit Score', exact: true }).click();
    await expect(page).toHaveURL(/\/guides\/improve-credit-score$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to Improve Your Credit Score');
  });

  for (const guide of guides) {
    test(`guide ${guide.slug} has breadcrumb, byline and apply call to action`, async ({ page }) => {
      await acceptCookies(page);
      await page.goto(`/guides/${guide.slug}`);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/guides');
      await expect(crumbs.getByText(guide.title)).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText(`${guide.readTime} min read`).first()).toBeVisible();
      await expect(page.getByText(/By ClearPath Loans Editorial Team · Published/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Ready to check your eligibility?' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Check Eligibility' }).last().click();
      await expect(page).toHaveURL(/\/apply$/);
    });
  }

  test('the APR guide labels its illustration and shows the representative example', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/guides/understanding-apr');
    await expect(page.getByText('Illustration only: not an offer and not our representative example')).toBeVisible();
    await expect(page.getByText(/monthly payments of £103\.50/)).toBeVisible();
    // The sample's representative example, the payment 91% APR really gives (decision 122).
    await expect(page.getByText(/monthly payment £100\.22, total repayable £601\.32/).first()).toBeVisible();
  });

  test('an unknown guide answers 404', async ({ page }) => {
    const response = await page.goto('/guides/no-such-guide');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: /find that page/ })).toBeVisible();
  });
});
