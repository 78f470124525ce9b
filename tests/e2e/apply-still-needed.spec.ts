import { test, type Page } from '@playwright/test';
import { continueButton, expect, fillDateOfBirth, person, seedDraft, textbox } from './apply-helpers.ts';

// Issue 42 item 1: with script, Continue stays disabled until the step is valid (spec section 4),
// and beside it the step says by name what is still needed, each name a link to its field; any
// error summary sits above the form, as without script; every message names its field.

const stillNeeded = (page: Page) => page.getByText(/^Still needed:/);
const summaryOf = (page: Page) => page.getByRole('heading', { name: 'There is a problem' }).locator('..');

test('a disabled Continue says what is still needed, linking to each field @mobile', async ({ page }) => {
  await page.goto('/');
  await seedDraft(page, 1);
  await page.goto('/apply/personal');
  await expect(continueButton(page)).toBeDisabled();
  await expect(stillNeeded(page)).toHaveText(
    'Still needed: Title, first name, last name, email address, mobile number, date of birth',
  );
  // The button's description is the list, for a screen reader on the disabled button.
  await expect(continueButton(page)).toHaveAccessibleDescription(/Still needed: Title/);

  // The link takes the applicant to the question, however far above it is.
  await stillNeeded(page).getByRole('link', { name: 'Title' }).click();
  await expect(page.getByRole('radio', { name: 'Mr', exact: true })).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Mr', exact: true })).toBeInViewport();
  await stillNeeded(page).getByRole('link', { name: 'date of birth' }).click();
  await expect(page.getByRole('group', { name: 'Date of birth' }).getByLabel('Day')).toBeFocused();

  // As questions are answered they leave the list.
  await page.getByRole('radio', { name: 'Ms' }).click();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email address').fill('olivia@example.com');
  await expect(stillNeeded(page)).toHaveText('Still needed: Mobile number, date of birth');
  await page.getByLabel('Mobile number').fill(person.mobile);
  await fillDateOfBirth(page, person.dateOfBirth);
  await expect(stillNeeded(page)).toHaveCount(0);
  await expect(continueButton(page)).toBeEnabled();
});

test('step 5: the summary is above the form and names each field @mobile', async ({ page }) => {
  await page.goto('/');
  await seedDraft(page, 4);
  await page.goto('/apply/bank');
  await textbox(page, 'Account number').fill('1234567');
  await textbox(page, 'Sort code').fill('30943');
  const summary = summaryOf(page);
  await expect(summary.getByRole('link')).toHaveText([
    'Enter an account number of exactly 8 digits, like 00733445',
    'Enter a sort code of exactly 6 digits, like 30 94 30',
  ]);
  await expect(page.getByText(/^Must be exactly/)).toHaveCount(0);
  // Above the first question, not below the button.
  const summaryBox = await summary.boundingBox();
  const firstField = await textbox(page, 'Bank name (optional)').boundingBox();
  expect(summaryBox && firstField && summaryBox.y + summaryBox.height <= firstField.y).toBe(true);
  await expect(stillNeeded(page)).toContainText('Account number, sort code');
  await summary.getByRole('link', { name: /sort code/ }).click();
  await expect(textbox(page, 'Sort code')).toBeFocused();
});
