import { axeBuilder } from '#tests/support/axe.ts';
import { test, type Page } from '@playwright/test';
import { expect, seedDraft } from './apply-helpers.ts';

// Every application screen without serious or critical accessibility violations, on desktop and
// on a phone.

async function expectNoSeriousViolations(page: Page) {
  const results = await axeBuilder(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const steps = [
  ['/apply', 1],
  ['/apply/personal', 2],
  ['/apply/address', 3],
  ['/apply/employment', 4],
  ['/apply/bank', 5],
  ['/apply/expenses', 6],
  ['/apply/consent', 7],
] as const;

for (const [path, step] of steps) {
  test(`step ${step} (${path}) is accessible @mobile`, async ({ page }) => {
    // A later step needs the earlier ones done, or it sends the applicant back.
    if (step > 1) {
      await page.goto('/');
      await seedDraft(page, (step - 1) as 1 | 2 | 3 | 4 | 5 | 6);
    }
    await page.goto(path);
    await expect(page.getByText(`Step ${step} of 7`)).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Continue|Submit Application)/ })).toBeVisible();
    await expect(page.getByText('Loading your details…')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
}

test('check your answers is accessible @mobile', async ({ page }) => {
  await page.goto('/');
  await seedDraft(page, 6);
  await page.goto('/apply/check-answers');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await expect(page.getByText('Loading your details…')).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

for (const status of ['sold', 'pending', 'reject', 'error', 'referred']) {
  test(`result page (${status}) is accessible @mobile`, async ({ page }) => {
    await page.goto(`/apply/result?status=${status}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('processing and resubmit screens are accessible @mobile', async ({ page }) => {
  test.setTimeout(60_000);
  // Holds the lender call open so the screen stays put while it is checked.
  await page.route('**/api/application/submit', () => undefined);
  await page.addInitScript(() => sessionStorage.setItem('apply:session-id', 'a11y-check'));
  await page.goto('/apply/processing');
  await expect(page.getByRole('heading', { name: 'Finding your lender' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto('/apply/resubmit');
  await expect(page.getByText('Invalid resubmit link')).toBeVisible();
  await expectNoSeriousViolations(page);
});
