import { expect, test } from '@playwright/test';

// The OpenAPI document is readable in a browser outside production (decision 017).
test('the API documentation page renders the generated OpenAPI document', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/api/docs/');
  // Swagger UI fetches the document and renders it in the browser: seconds of script on a busy
  // 2-core machine (it still read "loading" at the default 5 s once in a full run).
  await expect(page.getByRole('heading', { name: /ClearPath Loans API/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('/api/application/submit').first()).toBeVisible();
  expect(errors).toEqual([]);
});
