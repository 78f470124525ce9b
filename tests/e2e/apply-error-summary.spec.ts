import { test, type Page } from '@playwright/test';
import {
  continueButton,
  expect,
  expectStep,
  fillAddressManually,
  fillDateOfBirth,
  fillLoan,
  person,
  seedDraft,
  textbox,
} from './apply-helpers.ts';

// The GOV.UK error summary of a step (decision 033): its links reach the fields' controls without
// script (each control's id is its field's name), and the summary takes focus after a post the
// server refused.
// Step 3's postcode search is a submit button: Enter in any other field still means Continue.

const summaryOf = (page: Page) => page.getByRole('heading', { name: 'There is a problem' }).locator('..');

/** Step 2 posted with a first name too short and a bad email (the page's own post, with or without script). */
async function postAboutYouWithMistakes(page: Page) {
  await page.goto('/apply');
  await fillLoan(page);
  await continueButton(page).click();
  await expectStep(page, 2, /\/apply\/personal$/);
  await page.getByRole('radio', { name: 'Ms' }).click();
  await page.getByLabel('First name').fill('A');
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByLabel('Mobile number').fill(person.mobile);
  await fillDateOfBirth(page, person.dateOfBirth);
  await continueButton(page).click();
  await expectStep(page, 2, /\/apply\/personal$/);
  await expect(summaryOf(page)).toBeVisible();
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test("the error summary links reach their fields' controls @mobile", async ({ page }) => {
    await postAboutYouWithMistakes(page);
    const summary = summaryOf(page);
    // Every link of the summary names an element of the page.
    const targets = await summary.getByRole('link').evaluateAll((links) =>
      links.map((a) => {
        const id = decodeURIComponent(new URL((a as HTMLAnchorElement).href).hash.slice(1));
        return { id, found: document.getElementById(id) !== null };
      }),
    );
    expect(targets).toEqual([
      { id: 'firstName', found: true },
      { id: 'email', found: true },
    ]);

    await summary.getByRole('link', { name: /email address/i }).click();
    await expect(page).toHaveURL(/#email$/);
    const hash = await page.evaluate(() => location.hash.slice(1));
    expect(await page.evaluate((id) => document.getElementById(id)?.getAttribute('name'), hash)).toBe('email');
    await expect(page.locator(':target')).toHaveAttribute('name', 'email');
    await expect(page.locator(':target')).toHaveAccessibleName('Email address');

    await summary.getByRole('link', { name: /first name/i }).click();
    await expect(page).toHaveURL(/#firstName$/);
    await expect(page.locator(':target')).toHaveAttribute('name', 'firstName');
    // Focusable by script (GOV.UK), not in the tab order.
    await expect(summary).toHaveAttribute('tabindex', '-1');
  });

  test('Enter in the Street box continues to step 4, not a postcode search', async ({ page }) => {
    await page.goto('/');
    await seedDraft(page, 2);
    await page.goto('/apply/address');
    await expectStep(page, 3, /\/apply\/address$/);
    await fillAddressManually(page);
    await textbox(page, 'Street').press('Enter');
    await expectStep(page, 4, /\/apply\/employment$/);
  });
});

test.describe('with script', () => {
  test('a post the server refuses moves focus to the summary above the form', async ({ page }) => {
    await page.goto('/');
    await seedDraft(page, 2);
    // The browser's checks pass; the server gets a bad email (as from an older page or a proxy).
    await page.route('**/apply/personal.data*', async (route) => {
      const request = route.request();
      const body = new URLSearchParams(request.postData() ?? '');
      if (request.method() !== 'POST' || !body.has('email')) return route.continue();
      body.set('email', 'not-an-email');
      await route.continue({ postData: body.toString() });
    });
    await page.goto('/apply/personal');
    await expectStep(page, 2, /\/apply\/personal$/);
    await expect(continueButton(page)).toBeEnabled();
    await continueButton(page).click();

    const summary = summaryOf(page);
    await expect(summary.getByRole('link', { name: /email address/i })).toBeVisible();
    await expect(summary).toBeFocused();
    // Above the form, not under Continue.
    const [summaryTop, formTop] = await Promise.all([
      summary.evaluate((el) => el.getBoundingClientRect().top),
      page
        .locator('form')
        .first()
        .evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(summaryTop).toBeLessThan(formTop);
  });

  test('Enter in the Street box continues to step 4; Enter in the postcode searches', async ({ page }) => {
    await page.goto('/');
    await seedDraft(page, 2);
    await page.goto('/apply/address');
    await expectStep(page, 3, /\/apply\/address$/);
    await fillAddressManually(page);
    await expect(continueButton(page)).toBeEnabled();

    await textbox(page, 'Postcode').press('Enter');
    await expect(page.getByLabel('Select your address')).toBeVisible();
    await expectStep(page, 3, /\/apply\/address$/);

    await textbox(page, 'Street').press('Enter');
    await expectStep(page, 4, /\/apply\/employment$/);
  });
});
