import { expect, test } from '@playwright/test';
import { pageReady } from './site-helpers.ts';

const pages = [
  { path: '/loan-types', heading: 'Loan types', crumb: 'Loan Types' },
  { path: '/how-it-works', heading: 'How it works', crumb: 'How It Works' },
  { path: '/about', heading: 'About us', crumb: 'About' },
  { path: '/faq', heading: 'Frequently asked questions', crumb: 'FAQ' },
  { path: '/faq/fca-price-cap', heading: 'What is the FCA price cap on short-term loans?', crumb: 'The FCA price cap' },
  { path: '/faq/bad-credit-loans', heading: 'Can I get a loan with bad credit?', crumb: 'Loans with bad credit' },
  { path: '/reviews', heading: 'Customer reviews', crumb: 'Reviews' },
];

// A stored cookie choice keeps the consent banner (another feature) out of these pages' tests.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('cookieConsent', JSON.stringify({ choice: 'essential', savedAt: Date.now() })),
  );
});

test.describe('core content pages', () => {
  for (const { path, heading, crumb } of pages) {
    // axe runs on every built page, these included, at both widths in site-a11y.spec.ts.
    test(`${path} renders its heading and breadcrumb without console errors @mobile`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible();
      await expect(breadcrumb.getByText(crumb, { exact: true })).toHaveAttribute('aria-current', 'page');
      expect(errors).toEqual([]);
    });
  }

  test('loan types lists what we do not offer and the external car finance partner @mobile', async ({ page }) => {
    await page.goto('/loan-types');
    await expect(page.getByRole('heading', { name: 'Personal short-term loans' })).toBeVisible();
    const notOffered = page.getByRole('region', { name: "Loan types we don't offer" });
    for (const name of [
      'Secured loans',
      'Guarantor loans',
      'Debt consolidation loans',
      'Logbook loans',
      'Payday loans',
    ]) {
      await expect(notOffered.getByRole('heading', { name })).toBeVisible();
    }
    const partner = page.getByRole('link', { name: /car ?finance.*external site/i });
    await expect(partner).toHaveAttribute('href', /^https:\/\/www\.carfinance247\.co\.uk/);
    await expect(partner).toHaveAttribute('target', '_blank');
    await expect(partner).toHaveAttribute('rel', /noopener/);
    await expect(page.getByText('External partner site')).toBeVisible();
    await expect(page.getByText(/12 to 60 months/)).toBeVisible();
  });

  test('how it works shows 3 steps and 4 questions, one open at a time @mobile', async ({ page }) => {
    await page.goto('/how-it-works');
    await expect(page.getByRole('region', { name: 'The three steps' }).getByRole('heading', { level: 3 })).toHaveCount(
      3,
    );
    const questions = page.getByRole('region', { name: 'Common questions' }).getByRole('button');
    await expect(questions).toHaveCount(4);
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/only you can see on your credit file/)).toBeVisible();
    await questions.nth(3).click();
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/only you can see on your credit file/)).toBeHidden();
  });

  test('FAQ has 12 questions, opens one at a time, collapses and works from the keyboard', async ({ page }) => {
    await page.goto('/faq');
    const questions = page.getByRole('region', { name: 'Questions and answers' }).getByRole('button');
    await expect(questions).toHaveCount(12);
    for (let i = 0; i < 12; i++) await expect(questions.nth(i)).toHaveAttribute('aria-expanded', 'false');

    await questions.nth(1).click();
    await expect(page.getByText(/We never charge you a fee for using our service/)).toBeVisible();
    await questions.nth(6).click();
    await expect(questions.nth(6)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/We never charge you a fee for using our service/)).toBeHidden();
    await questions.nth(6).click();
    await expect(questions.nth(6)).toHaveAttribute('aria-expanded', 'false');

    await questions.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('End');
    await expect(questions.nth(11)).toBeFocused();

    await page.getByRole('link', { name: 'contact us', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('FAQ single-open behaviour on a phone @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'mobile only');
    await page.goto('/faq');
    const questions = page.getByRole('region', { name: 'Questions and answers' }).getByRole('button');
    await expect(questions).toHaveCount(12);
    await questions.nth(2).tap();
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await questions.nth(3).tap();
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'false');
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
  });

  test('FCA price cap article states the cap and links back to the FAQ', async ({ page }) => {
    await page.goto('/faq/fca-price-cap');
    await expect(page.getByText(/0\.8% per day of the amount borrowed/).first()).toBeVisible();
    await expect(page.getByText(/default fees are capped at £15/).first()).toBeVisible();
    await expect(page.getByRole('table', { name: /most a lender can charge/ }).getByRole('row')).toHaveCount(4);
    await expect(page.getByText(/2 January 2015/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Related reading' }).getByRole('link')).toHaveCount(2);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('about shows the value cards and the company details table @mobile', async ({ page }) => {
    await page.goto('/about');
    for (const name of ['Who we are', 'How we help', 'Our commitment', 'Why choose us']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    for (const name of ['FCA Authorised', 'Customer Focused', 'Transparent', 'Trusted Broker']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    const table = page.getByRole('table', { name: 'Company details' });
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table.getByRole('row', { name: /Trading name/ })).toContainText('ClearPath Loans');
    await expect(table.getByRole('row', { name: /Legal entity/ })).toContainText('ClearPath Finance Ltd');
    await expect(table.getByRole('row', { name: /Company number/ })).toContainText('14820365');
    await expect(table.getByRole('row', { name: /FRN/ })).toContainText('764855');
    await expect(table.getByRole('row', { name: /Registered address/ })).toContainText('Leeds');
  });

  test('reviews shows the stats, the widget placeholder and 6 rated testimonials @mobile', async ({ page }) => {
    await page.goto('/reviews');
    const stats = page.getByRole('region', { name: 'Our rating in numbers' });
    await expect(stats.getByText('4.6/5')).toBeVisible();
    await expect(stats.getByText('523', { exact: true })).toBeVisible();
    await expect(stats.getByText('10,000+')).toBeVisible();
    await expect(page.getByRole('region', { name: /Live reviews/ })).toContainText('has not been added yet');
    const cards = page.getByRole('region', { name: 'What our customers say' }).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    for (let i = 0; i < 6; i++) {
      await expect(cards.nth(i).getByText(/^[1-5] out of 5$/)).toBeVisible();
      await expect(cards.nth(i).getByRole('heading', { level: 3 })).toBeVisible();
    }
    // The sample testimonials are not verified reviews and must not claim to be.
    await expect(page.getByText('Verified customer')).toHaveCount(0);
    await expect(page.getByRole('region', { name: /Live reviews/ })).toContainText('They are not verified reviews');
  });
});

test('FAQ questions: Arrow Up from the first wraps to the last, Home goes back to the first', async ({ page }) => {
  await page.goto('/faq');
  await pageReady(page);
  const questions = page.getByRole('region', { name: 'Questions and answers' }).getByRole('button');
  await questions.nth(0).focus();
  await page.keyboard.press('ArrowUp');
  await expect(questions.nth(11)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(0)).toBeFocused();
  await questions.nth(5).focus();
  await page.keyboard.press('Home');
  await expect(questions.nth(0)).toBeFocused();
});
