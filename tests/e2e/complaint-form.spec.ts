import { axeBuilder } from '#tests/support/axe.ts';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from '#tests/support/unique.ts';
import { presetConsent } from './site-helpers.ts';

/** The page lands on the form's anchor: the receipt's heading must not sit under the sticky header. */
const clearOfHeader = (receipt: Locator) =>
  receipt
    .getByRole('heading')
    .evaluate(
      (h) => h.getBoundingClientRect().top >= (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0),
    );

// Issue 29 item 1 (decision 090): /complaints and the contact form take a complaint through
// POST /api/complaints, with script and without it, at 1280 px and 375 px.

const PHONE = { width: 375, height: 800 };
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function seriousViolations(page: Page) {
  const results = await axeBuilder(page).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

async function visitor(browser: Browser, baseURL: string | undefined, script: boolean, narrow: boolean) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: script,
    ...(narrow ? { viewport: PHONE } : {}),
  });
  const page = await context.newPage();
  await presetConsent(page, 'essential');
  return { context, page };
}

for (const narrow of [false, true]) {
  for (const script of [true, false]) {
    // The 375 px cases also run in the mobile project (a touch phone).
    const label = `${narrow ? '375' : '1280'} px, ${script ? 'with' : 'without'} JavaScript`;
    const tag = narrow ? ' @mobile' : '';

    test(`at ${label} /complaints shows the problems, keeps what was typed, then the reference${tag}`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await visitor(browser, baseURL, script, narrow);
      await page.goto('/complaints');
      const form = page.getByRole('form', { name: 'Make a complaint online' });
      await form.getByLabel('Your name').fill('Pat Example');
      await form.getByLabel('Email').fill('pat-at-example');
      await form.getByLabel('What would you like us to do to put it right?').fill('An apology.');
      await form.getByRole('button', { name: 'Send complaint' }).click();

      const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
      await expect(summary).toBeVisible();
      await expect(summary.getByRole('link', { name: 'Please enter a valid email address' })).toHaveAttribute(
        'href',
        '#complaint-email',
      );
      await expect(summary.getByRole('link', { name: 'Please tell us what went wrong' })).toBeVisible();
      await expect(form.getByLabel('Your name')).toHaveValue('Pat Example');
      await expect(form.getByLabel('What would you like us to do to put it right?')).toHaveValue('An apology.');
      await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      // The same HTML either way; axe and the width are measured by script in the page.
      if (script) {
        expect(await seriousViolations(page)).toEqual([]);
        expect(await pageWidth(page)).toBeLessThanOrEqual(narrow ? PHONE.width : 1280);
      }

      const email = uniqueEmail('e2e-complaint-form');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('What went wrong').fill('Nobody told me the lender would call at work.');
      await form.getByRole('button', { name: 'Send complaint' }).click();

      const receipt = page.getByRole('status').filter({ hasText: 'We have received your complaint' });
      await expect(receipt).toBeVisible();
      await expect(receipt).toContainText(/Your complaint reference is C-[0-9A-Z]{8}/);
      await expect(receipt).toContainText(/final response within 8 weeks, by \d{1,2} [A-Z][a-z]+ \d{4}/);
      // The same HTML either way; axe and the width are measured by script in the page.
      if (script) {
        expect(await clearOfHeader(receipt)).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
        expect(await pageWidth(page)).toBeLessThanOrEqual(narrow ? PHONE.width : 1280);
      }
      await context.close();
    });

    test(`at ${label} the contact form takes a complaint and shows its reference${tag}`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await visitor(browser, baseURL, script, narrow);
      await page.goto('/contact');
      await page.getByLabel('A complaint').check();
      await page.getByLabel('Name').fill('Sam Example');
      await page.getByLabel('Email').fill(uniqueEmail('e2e-contact-complaint'));
      await page.getByRole('textbox', { name: 'Message', exact: true }).fill('My call back never came.');
      await page.getByRole('button', { name: 'Send Message' }).click();
      const receipt = page.getByRole('status').filter({ hasText: 'We have received your complaint' });
      await expect(receipt).toContainText(/Your complaint reference is C-[0-9A-Z]{8}/);
      if (script) expect(await pageWidth(page)).toBeLessThanOrEqual(narrow ? PHONE.width : 1280);
      if (script) expect(await clearOfHeader(receipt)).toBe(true);
      await context.close();
    });
  }
}
