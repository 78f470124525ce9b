import { test } from '@playwright/test';
import { consented, continueButton, expect, expectStep, leaveThroughTheTop, seedDraft } from './apply-helpers.ts';
import { validSteps } from '#tests/support/applications.ts';

// Issue 12: the vulnerability and affordability gate (ADR 021) and honest save copy (item 7).

test('an applicant who ticks "I want help with debt" is referred to free debt advice, not to lenders', async ({
  page,
}) => {
  await page.goto('/');
  await seedDraft(page, 6);
  await page.goto('/apply/consent');
  await expectStep(page, 7, /\/apply\/consent$/);
  const questions = page.getByRole('group', { name: 'Optional: is money tight at the moment?' });
  await expect(
    questions.getByRole('checkbox', { name: 'I have missed a payment on a priority bill' }),
  ).toHaveAccessibleDescription(/Priority bills are/);
  await page.getByRole('checkbox', { name: /checking my details with credit reference agencies/ }).check();
  await questions.getByRole('checkbox', { name: 'I want help with debt' }).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page).toHaveURL(/\/apply\/result\?status=referred&reason=wants-debt-help$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'We have not sent your application to lenders' }),
  ).toBeVisible();
  await expect(page.getByText('You told us you would like help with debt.')).toBeVisible();
  const advice = page.getByRole('list', { name: 'Free debt advice' });
  await expect(advice.getByRole('link', { name: /^MoneyHelper/ })).toHaveAttribute(
    'href',
    'https://www.moneyhelper.org.uk',
  );
  await expect(advice.getByRole('link', { name: /^StepChange/ })).toHaveAttribute('href', 'https://www.stepchange.org');
  await expect(advice.getByRole('link', { name: /^National Debtline/ })).toHaveAttribute(
    'href',
    'https://www.nationaldebtline.org',
  );
  await expect(page.getByRole('button', { name: /Find More Lenders/ })).toHaveCount(0);
  const draft = await (await page.request.get('/api/application')).json();
  expect(draft).toMatchObject({ status: 'referred', gateReason: 'wants-debt-help' });
  // A reload without the reason in the address still explains it, from the stored application.
  await page.goto('/apply/result?status=referred');
  await expect(page.getByText('You told us you would like help with debt.')).toBeVisible();
});

test('the exit modal promises only what was saved: finished steps, not the page being typed', async ({ page }) => {
  await page.goto('/');
  await seedDraft(page, 1);
  await page.goto('/apply/personal');
  await expectStep(page, 2, /\/apply\/personal$/);
  await page.getByLabel('First name').fill('Unsaved');
  const dialog = await leaveThroughTheTop(page);
  await expect(dialog).toContainText('The steps you finished with Continue are saved');
  await expect(dialog).toContainText('Answers on this page are saved only when you press Continue.');
  await expect(dialog).not.toContainText('automatically saved');
  // What the server holds matches the words: step 1 (finished) yes, the typed first name no.
  const draft = await (await page.request.get('/api/application')).json();
  expect(draft.loanAmount).toBe(validSteps()[1].loanAmount);
  expect(draft.firstName).toBeUndefined();
});

test('an edit after submission shows the server refusing it, and the applicant stays on the step', async ({ page }) => {
  await consented(page);
  await page.goto('/apply');
  await expectStep(page, 1, /\/apply$/);
  await page.getByRole('radio', { name: '24 months' }).click();
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toContainText(
    'This application has already been submitted and can no longer be changed.',
  );
  await expect(page).toHaveURL(/\/apply$/);
});
