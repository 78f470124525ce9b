import { test } from '@playwright/test';
import { continueButton, expect, expectStep, leaveThroughTheTop, seedDraft } from './apply-helpers.ts';

// Around the step screens: a failed save (what the tab keeps, by cookie consent), the exit-intent
// modal and the step-view analytics. The screens themselves: apply-steps.spec.ts.

test('a failed save keeps the answers in the tab (functional storage accepted) and the flow moves on', async ({
  page,
}) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('cookieConsent', JSON.stringify({ choice: 'all', savedAt: Date.now() })),
  );
  await page.goto('/apply');
  // A failed save (500): the flow moves on. A 503 keeps the applicant on the step (decision 016).
  await page.route('**/api/application/step1', (route) =>
    route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
  );
  await page.getByRole('radio', { name: '24 months' }).click();
  await page.getByRole('radio', { name: 'Pay bills' }).click();
  await continueButton(page).click();
  await expectStep(page, 2, /\/apply\/personal$/);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('radio', { name: '24 months' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Pay bills' })).toBeChecked();
});

test('with essential cookies only, a failed save keeps nothing in the tab', async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('cookieConsent', JSON.stringify({ choice: 'essential', savedAt: Date.now() })),
  );
  await page.goto('/apply');
  // A failed save (500): the flow moves on. A 503 keeps the applicant on the step (decision 016).
  await page.route('**/api/application/step1', (route) =>
    route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
  );
  await page.getByRole('radio', { name: '24 months' }).click();
  await page.getByRole('radio', { name: 'Pay bills' }).click();
  await continueButton(page).click();
  await expectStep(page, 2, /\/apply\/personal$/);
  expect(
    await page.evaluate(() => Object.keys(window.sessionStorage).filter((k) => k.startsWith('apply:pending'))),
  ).toEqual([]);
});

test('leaving through the top of the window shows the progress-saved modal', async ({ page }) => {
  await page.goto('/');
  await seedDraft(page, 1);
  await page.goto('/apply/personal');
  await expectStep(page, 2, /\/apply\/personal$/);
  const dialog = await leaveThroughTheTop(page);
  await expect(dialog).toContainText("You're on step 2 of 7. The steps you finished with Continue are saved");
  await expect(dialog.getByRole('link', { name: '0808 157 0192' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue Application' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/apply\/personal$/);

  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expectStep(page, 1, /\/apply$/);
  await leaveThroughTheTop(page);
  await expect(dialog).toContainText("You're on step 1 of 7");
  await dialog.getByRole('button', { name: 'Exit', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('each step screen sends one step view with analytics consent', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'all', url: baseURL! }]);
  const views: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analytics/track') && request.postDataJSON()?.event === 'application_step_view')
      views.push(request.postDataJSON().properties.step);
  });
  await page.goto('/');
  await seedDraft(page, 2);
  await page.goto('/apply/address');
  await expectStep(page, 3, /\/apply\/address$/);
  await expect.poll(() => views).toEqual([3]);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expectStep(page, 2, /\/apply\/personal$/);
  await expect.poll(() => views).toEqual([3, 2]);
});
