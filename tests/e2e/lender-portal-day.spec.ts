import { axeBuilder } from '#tests/support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '#tests/support/admins-browser.ts';
import { uniqueEmail } from '#tests/support/unique.ts';
import { firstPortalSignIn, provisionLenderUser, soldLead } from '#tests/support/lender-portal-browser.ts';
import { askEndBeforeStart, pageWithoutScript } from '#tests/support/portal-list-browser.ts';

// Issue 43.1: a lender's admin and a lender's user work the day in the portal: the dashboard, the
// leads found by reference with their CSV, a lead's page with what was sent and each call, and the
// admin adding a user who may work the leads but not manage users or the secret. Find leads refuses
// an end date before the start date as a form does, with script and without.

const LENDER = 'northway-finance';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Portal' });

async function noSeriousAxeViolations(page: Page) {
  const results = await axeBuilder(page).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

test('a lender admin works the day and adds a user, who works the leads only @mobile', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const admin = await browser.newPage();
  await loginAs(admin);
  const reference = await soldLead(page, admin);
  await firstPortalSignIn(page, await provisionLenderUser(admin, LENDER));
  await admin.close();

  // The dashboard: this month's figures, money with its unit.
  await nav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Acceptance rate')).toBeVisible();
  await expect(page.getByText(/^£\d/).first()).toBeVisible();
  await noSeriousAxeViolations(page);

  // Find the lead by the start of its reference; the CSV of the same.
  await nav(page).getByRole('link', { name: 'Find leads' }).click();
  await page.getByLabel('Reference starts with').fill(reference.slice(0, 10));
  await page.getByRole('button', { name: 'Find' }).click();
  const table = page.getByRole('table', { name: /Leads sent from/ });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2} (GMT|BST)/);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download as CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^leads-live-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  await noSeriousAxeViolations(page);

  // The lead's page: each call, and what we sent.
  await table.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('table', { name: 'Calls of this lead' })).toContainText(/\d+ ms/);
  await expect(page.getByRole('heading', { name: 'What we sent you' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Person' })).toBeVisible();
  await expect(page.getByText(/Sort code|Account number/)).toHaveCount(0);
  await noSeriousAxeViolations(page);

  // Users: the admin adds a user, whose one-time password is shown once.
  await nav(page).getByRole('link', { name: 'Users' }).click();
  const email = uniqueEmail('lender-user');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Role').selectOption('user');
  await page.getByRole('button', { name: 'Add the user' }).click();
  const password = (await page.getByTestId('one-time-password').textContent())!.trim();
  await expect(page.getByRole('table', { name: 'Portal users' })).toContainText(email);
  await noSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Sign out' }).click();

  // The user: leads yes; users and the secret, no.
  await firstPortalSignIn(page, { email, password });
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Users' })).toHaveCount(0);
  await page.goto('/lenders/users');
  await expect(page.getByRole('alert')).toContainText("Only your organisation's portal admins can do this");
  await nav(page).getByRole('link', { name: 'Shared secret' }).click();
  await page.getByLabel('Code from your authenticator app').fill('123456');
  await page.getByRole('button', { name: 'Generate a new secret' }).click();
  await expect(page.getByRole('alert')).toContainText("Only your organisation's portal admins can do this");
  await page.getByRole('button', { name: 'Sign out' }).click();
});

/** Find leads asked for an end date before the start date: the form again, the problem said. */
async function refusedDates(page: Page, script: boolean) {
  await page.goto('/lenders/find');
  await askEndBeforeStart(page, 'Find', /Leads sent from/);
  // axe runs as a script in the page: only where scripts run.
  if (script) await noSeriousAxeViolations(page);
}

test('Find leads: an end date before the start date is the form’s problem, with script and without', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await browser.newPage();
  await loginAs(admin);
  await firstPortalSignIn(page, await provisionLenderUser(admin, LENDER));
  await admin.close();
  await refusedDates(page, true);

  const plain = await pageWithoutScript(browser, page);
  await refusedDates(plain, false);
  await plain.context().close();
});
