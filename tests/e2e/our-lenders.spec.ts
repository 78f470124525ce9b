import { axeBuilder } from '#tests/support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { loginAs, nextPoolAdmin } from '#tests/support/admins-browser.ts';

// Issue 43 item 4 (decision 142): the public /our-lenders page lists the live panel's lenders with
// their FRNs and a link to the FCA Register, with the site's chrome and without script; the lender
// editor records a lender's FRN, and its FCA Register panel shows a suspension an admin lifts.

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function seriousViolations(page: Page) {
  const results = await axeBuilder(page).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

test('the lenders we work with, each with its FRN and FCA Register entry @mobile', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/about');
  await page.getByRole('main').getByRole('link', { name: 'the lenders we work with' }).click();
  await expect(page).toHaveURL(/\/our-lenders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our lenders' })).toBeVisible();
  const table = page.getByRole('table', { name: /The lenders on our panel/ });
  const northway = table.getByRole('row', { name: /Northway Finance/ });
  await expect(northway).toContainText('910001');
  await expect(northway.getByRole('link', { name: /910001/ })).toHaveAttribute(
    'href',
    'https://register.fca.org.uk/s/search?q=910001&type=Companies',
  );
  await expect(table.getByRole('row', { name: /Orbit Credit/ })).toContainText('910007');
  expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await seriousViolations(page)).toEqual([]);
  // Linked from the footer of every page.
  await page.goto('/faq');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our lenders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our lenders' })).toBeVisible();
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });
  test('the page is served whole from the server', async ({ page }) => {
    const response = await page.goto('/our-lenders');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('table', { name: /The lenders on our panel/ })).toContainText('Northway Finance');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test('the editor records an FRN; a cancelled firm is suspended, then reinstated by an admin @mobile', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const id = `e2e-frn-${info.project.name}-${Math.random().toString(36).slice(2, 8)}`;
  await loginAs(page, nextPoolAdmin());
  await page.goto('/admin/lenders/new');
  const form = page.getByRole('form', { name: 'Lender settings' });
  await form.getByLabel(/Lender id/).fill(id);
  await form.getByLabel('Name', { exact: true }).fill(`Lender ${id}`);
  await form.getByLabel(/Endpoint/).fill(`https://${id}.example.com/leads`);
  await form.getByLabel('Price per lead (£)').fill('10');
  await form.getByLabel(/^FRN/).fill('12345');
  await form.getByRole('button', { name: 'Create lender' }).click();
  const wrong = 'Enter the FRN as 6 or 7 digits, as the FCA Register shows it';
  await expect(form.getByLabel(/^FRN/)).toHaveAccessibleDescription(wrong);
  // The sandbox register's FRN of a cancelled firm (docs/trying-it.md "FCA Register sandbox").
  await form.getByLabel(/^FRN/).fill('900001');
  await form.getByRole('button', { name: 'Create lender' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/lenders/${id}$`));
  await expect(form.getByLabel(/^FRN/)).toHaveValue('900001');

  const register = page.getByRole('region', { name: 'FCA Register' });
  await register.getByRole('button', { name: 'Check the register now' }).click();
  await expect(register.getByRole('alert')).toContainText('Suspended since');
  await expect(register.getByRole('alert')).toContainText('Cancelled');
  await expect(page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first()).toContainText(
    'Suspended after the FCA Register check · the FCA Register check',
  );
  expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await seriousViolations(page)).toEqual([]);

  await register.getByRole('button', { name: 'Reinstate the lender' }).click();
  await expect(register.getByRole('alert')).toHaveCount(0);
  await expect(register.getByRole('button', { name: 'Reinstate the lender' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first()).toContainText(
    'Reinstated after the FCA Register suspension',
  );
});
