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
} from './apply-helpers.ts';

// The GOV.UK error summary of a step (decision 033): its links reach the fields' controls without script
// (each control's id is its field's name; in a group, the first control's: a radio, the day box, the
// years), no id twice on the page, and the summary takes focus after a post the server refused.
// Enter on step 3 (its postcode search is a submit button): apply-address-enter.spec.ts.

const summaryOf = (page: Page) => page.getByRole('heading', { name: 'There is a problem' }).locator('..');
/** The id each summary link's hash names and whether the page has it; any id the page has twice. */
const summaryTargets = (page: Page) =>
  summaryOf(page)
    .getByRole('link')
    .evaluateAll((links) => {
      const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
      return {
        links: links.map((a) => {
          const id = decodeURIComponent(new URL((a as HTMLAnchorElement).href).hash.slice(1));
          return { id, found: document.getElementById(id) !== null };
        }),
        duplicateIds: ids.filter((id, i) => ids.indexOf(id) !== i),
      };
    });
const found = (...ids: string[]) => ({ links: ids.map((id) => ({ id, found: true })), duplicateIds: [] });

/** Step 2 posted with a first name too short and a bad email (the page's own post, with or without script). */
async function postAboutYouWithMistakes(page: Page) {
  await page.goto('/apply');
  await fillLoan(page);
  await continueButton(page).click();
  await expectStep(page, 2, /\/apply\/personal$/);
  await expect(page).not.toHaveTitle(/Error/);
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
    // The page a refused post renders says so in its title (GOV.UK), and only that page.
    await expect(page).toHaveTitle(/^Error: Apply: about you \(step 2 of 7\) \| /);
    // Every link of the summary names an element of the page.
    expect(await summaryTargets(page)).toEqual(found('firstName', 'email'));

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

  test('step 1: the links reach the amount slider and the first radio of a group @mobile', async ({ page }) => {
    // A browser always posts the slider and the default term: the post is changed on its way.
    await page.route(
      (url) => url.pathname === '/apply',
      async (route) => {
        const body = new URLSearchParams(route.request().postData() ?? '');
        if (route.request().method() !== 'POST') return route.continue();
        body.set('loanAmount', '20000');
        body.delete('loanTerm');
        await route.continue({ postData: body.toString() });
      },
    );
    await page.goto('/apply');
    await continueButton(page).click();
    await expectStep(page, 1, /\/apply(\?.*)?$/);
    expect(await summaryTargets(page)).toEqual(found('loanAmount', 'loanTerm', 'loanPurpose'));
    await expect(page.getByRole('slider', { name: 'Loan amount' })).toHaveId('loanAmount');
    await summaryOf(page).getByRole('link').nth(2).click();
    await expect(page.locator(':target')).toHaveAttribute('name', 'loanPurpose');
    await expect(page.locator(':target')).toHaveAttribute('type', 'radio');
  });

  test('step 2: the title link reaches its first radio, the date one the Day box @mobile', async ({ page }) => {
    await page.goto('/');
    await seedDraft(page, 1);
    await page.goto('/apply/personal');
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Email address').fill('jo@example.com');
    await page.getByLabel('Mobile number').fill(person.mobile);
    await fillDateOfBirth(page, '1990-02-31');
    await continueButton(page).click();
    await expectStep(page, 2, /\/apply\/personal$/);
    expect(await summaryTargets(page)).toEqual(found('title', 'dateOfBirth'));
    // The server's words for an impossible date do not name the field: the links in order.
    await summaryOf(page).getByRole('link').nth(1).click();
    await expect(page.locator(':target')).toHaveAttribute('name', 'dateOfBirth.day');
    await expect(page.locator(':target')).toHaveAccessibleName('Day');
    await summaryOf(page).getByRole('link').first().click();
    await expect(page.locator(':target')).toHaveAttribute('name', 'title');
  });

  test('step 3: the time at address link reaches the Years selector @mobile', async ({ page }) => {
    await page.goto('/');
    await seedDraft(page, 2);
    await page.goto('/apply/address');
    await fillAddressManually(page, { years: '', months: '' });
    await continueButton(page).click();
    await expectStep(page, 3, /\/apply\/address$/);
    expect(await summaryTargets(page)).toEqual(found('currentMonthsAtAddress'));
    await summaryOf(page).getByRole('link').click();
    await expect(page.locator(':target')).toHaveAccessibleName('Years');
  });

  test('step 7: the consent link reaches its checkbox; checkboxes take their names @mobile', async ({ page }) => {
    await page.goto('/');
    await seedDraft(page, 6);
    await page.goto('/apply/consent');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expectStep(page, 7, /\/apply\/consent$/);
    expect(await summaryTargets(page)).toEqual(found('consentCreditCheck'));
    await summaryOf(page).getByRole('link').click();
    await expect(page.locator(':target')).toHaveAccessibleName(/credit reference agencies/);
    await page.goto('/apply/bank');
    await expect(page.getByRole('checkbox', { name: 'My income is paid into this account' })).toHaveId('directDeposit');
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
});
