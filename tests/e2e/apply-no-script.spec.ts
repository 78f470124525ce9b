import { test } from '@playwright/test';
import {
  continueButton,
  expect,
  expectStep,
  fillAddressManually,
  fillBank,
  fillDateOfBirth,
  fillEmployment,
  fillLoan,
  fillPersonal,
  person,
} from './apply-helpers.ts';

// Issue 25: every screen of the application works as plain HTML, with no script at all: each step
// is a form the server checks with the step's schema and answers with the next step or the same
// step, its problems and everything typed (contract "Forms without JavaScript").
test.use({ javaScriptEnabled: false });

test('without script an applicant completes the seven steps, consents and reaches the result @mobile', async ({
  page,
}) => {
  await page.goto('/apply');
  await expectStep(page, 1, /\/apply$/);
  await fillLoan(page, { amount: 1000, term: '12 months', purpose: 'Car' });
  await continueButton(page).click();

  await expectStep(page, 2, /\/apply\/personal$/);
  const { lastName } = await fillPersonal(page);
  await continueButton(page).click();

  await expectStep(page, 3, /\/apply\/address$/);
  // The postcode lookup is a button that posts the form; the choice is posted the same way.
  await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('SW1A 2AA');
  await page.getByRole('button', { name: 'Find address' }).click();
  await page.getByLabel('Select your address').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Use this address' }).click();
  await expect(page.getByText('Address selected - Your address has been filled in')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Street', exact: true })).not.toHaveValue('');
  await fillAddressManually(page);
  await continueButton(page).click();

  await expectStep(page, 4, /\/apply\/employment$/);
  await fillEmployment(page, { income: '2500' });
  await continueButton(page).click();

  await expectStep(page, 5, /\/apply\/bank$/);
  await fillBank(page);
  await continueButton(page).click();

  await expectStep(page, 6, /\/apply\/expenses$/);
  await page.getByRole('spinbutton', { name: 'Rent or mortgage', exact: true }).fill('400');
  await page.getByRole('spinbutton', { name: 'Food and groceries', exact: true }).fill('200');
  await continueButton(page).click();

  await expect(page).toHaveURL(/\/apply\/check-answers$/);
  await expect(page.getByText(lastName)).toBeVisible();
  await continueButton(page).click();

  await expectStep(page, 7, /\/apply\/consent$/);
  await page.getByRole('checkbox', { name: /checking my details with credit reference agencies/ }).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page).toHaveURL(/\/apply\/processing$/);
  await expect(page.getByRole('heading', { name: 'Finding your lender' })).toBeVisible();
  // The page refreshes itself after 5 s, reading the outcome the consent's run wrote (decision 134).
  await expect(page).toHaveURL(/\/apply\/result\?status=sold/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: /Match Found/ })).toBeVisible();
});

test('without script a mistake comes back with the problem and everything typed', async ({ page }) => {
  await page.goto('/apply');
  await fillLoan(page);
  await continueButton(page).click();
  await expectStep(page, 2, /\/apply\/personal$/);

  await page.getByRole('radio', { name: 'Ms' }).click();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByLabel('Mobile number').fill(person.mobile);
  await fillDateOfBirth(page, person.dateOfBirth);
  await continueButton(page).click();

  await expectStep(page, 2, /\/apply\/personal$/);
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(page.getByRole('link', { name: /email address/i })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue(person.firstName);
  await expect(page.getByLabel('Last name')).toHaveValue(person.lastName);
  await expect(page.getByLabel('Email address')).toHaveValue('not-an-email');
  await expect(page.getByRole('radio', { name: 'Ms' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Date of birth' }).getByLabel('Year')).toHaveValue('1990');

  await page.getByLabel('Email address').fill('olivia@example.com');
  await continueButton(page).click();
  await expectStep(page, 3, /\/apply\/address$/);
});
