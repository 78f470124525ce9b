import { expect, test } from '@playwright/test';

// The OpenAPI document is readable in a browser outside production (decision 017).
test('the API documentation page renders the generated OpenAPI document', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: /ClearPath Loans API/ })).toBeVisible();
  await expect(page.getByText('/api/application/submit').first()).toBeVisible();
  expect(errors).toEqual([]);
});
