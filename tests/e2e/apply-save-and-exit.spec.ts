import { test } from '@playwright/test';
import { expect, expectStep, leaveThroughTheTop, seedDraft } from './apply-helpers.ts';

// Around the step screens: the exit-intent modal and the step-view analytics. A failed save:
// apply-outage.spec.ts. The screens themselves: apply-steps.spec.ts.

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
