import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { buildApplication, requestClient, stepsWith } from '#tests/support/applications.ts';
import { loginAs } from '#tests/support/admins-browser.ts';
import { countRequests, expectSummary } from '#tests/support/form-requests.ts';
import { uniqueName } from '#tests/support/unique.ts';

// Data-protection actions of the back office (issue 11 item 15), through the screens.

test('an admin erases an application from its detail screen, after confirming', async ({ page }) => {
  await loginAs(page);
  const lastName = uniqueName('Erase');
  await buildApplication(requestClient(page.context().request), 2, {
    steps: stepsWith({ firstName: 'Ernestine', lastName }),
  });
  const list = await page.request.get(`/api/admin/applications?q=${lastName}`);
  const [item] = ((await list.json()) as { items: { id: string }[] }).items;
  await page.goto(`/admin/applications/${item!.id}`);
  await expect(page.getByRole('heading', { level: 2, name: `Ernestine ${lastName}` })).toBeVisible();

  const erasure = page.getByRole('region', { name: 'Erasure' });
  await erasure.getByRole('button', { name: 'Erase personal data' }).click();
  await erasure.getByRole('button', { name: 'Erase permanently' }).click();
  await expect(erasure.getByRole('status')).toContainText('Personal data erased on');
  // Issue 42.10: said as erased, not as a nameless draft, here and after a reload.
  const erased = page.getByRole('heading', { level: 2, name: /^Erased on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/ });
  await expect(erased).toBeVisible();
  await page.reload();
  await expect(erased).toBeVisible();
  await expect(page.getByText('No name yet')).toHaveCount(0);
});

test('an address naming no application says so, not "reload the page" (issue 42.10)', async ({ page }) => {
  await loginAs(page);
  for (const id of [randomUUID(), 'not-an-id']) {
    await page.goto(`/admin/applications/${id}`);
    await expect(page.getByRole('alert').getByRole('heading', { name: 'No such application' })).toBeVisible();
    await expect(page.getByText(/Reload the page/)).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Back to applications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('an admin records an opt-out given by phone', async ({ page }) => {
  await loginAs(page);
  await page.goto('/admin/messages');
  const email = `${uniqueName('optout')}@example.com`;
  const form = page.getByRole('form', { name: 'Record an opt-out' });
  // Checked with the route's schema first: its words in a focused summary, nothing sent.
  const posts = await countRequests(page, 'POST', /\/api\/admin\/opt-outs$/);
  await form.getByRole('button', { name: 'Record opt-out' }).click();
  await expectSummary(form, ['Enter an email or a mobile number']);
  await form.getByLabel('Mobile').fill('12345');
  await form.getByRole('button', { name: 'Record opt-out' }).click();
  await expectSummary(form, ['Must be a UK mobile: 11 digits starting with 07']);
  await expect(form.getByRole('alert')).toContainText('Must be a UK mobile');
  expect(posts.count()).toBe(0);

  await form.getByLabel('Mobile').fill('');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Reason (optional)').fill('asked by phone');
  await form.getByRole('button', { name: 'Record opt-out' }).click();
  await expect(form.getByRole('status')).toHaveText('Opt-out recorded. No campaign will be sent to it.');
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('asked by phone');
});
