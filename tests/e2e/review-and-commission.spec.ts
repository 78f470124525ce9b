import { axeBuilder } from '#tests/support/axe.ts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { COMMISSION_WHEN, commissionRangeText, type CommissionRange } from '#shared/commission.ts';
import { buildApplication, CONSENT, requestClient } from '#tests/support/applications.ts';

// Issue 29 items 3 and 4: the result page offers "Ask a person to review this" when our own rules
// decided (decision 071), with and without script; the consent step discloses our commission, how
// lenders are ordered and the range of commission before the applicant submits (CONC 4.5.3R).

const PHONE = { width: 375, height: 800 };
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function seriousViolations(page: Page) {
  const results = await axeBuilder(page).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

async function applicant(browser: Browser, baseURL: string | undefined, script: boolean, narrow: boolean) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: script,
    ...(narrow ? { viewport: PHONE } : {}),
  });
  return { context, page: await context.newPage() };
}

for (const narrow of [false, true]) {
  const width = narrow ? PHONE.width : 1280;
  // The 375 px cases also run in the mobile project (a touch phone).
  const tag = narrow ? ' @mobile' : '';
  for (const script of [true, false]) {
    const label = `${width} px, ${script ? 'with' : 'without'} JavaScript`;

    test(`at ${label} a referred applicant asks a person to review the decision${tag}`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const { context, page } = await applicant(browser, baseURL, script, narrow);
      await buildApplication(requestClient(page.request), 'consented', {
        consent: { ...CONSENT, wantsDebtHelp: true },
      });
      await page.goto('/apply/result');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We have not sent your application to lenders');
      const section = page.getByRole('region', { name: 'A decision made by our rules' });
      await expect(section).toContainText('No person made this decision');
      await section.getByLabel('Anything you want the reviewer to know').fill('I ticked the wrong box.');
      // The same HTML either way; axe and the width are measured by script in the page.
      if (script) {
        expect(await seriousViolations(page)).toEqual([]);
        expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      }
      await section.getByRole('button', { name: 'Ask a person to review this' }).click();
      await expect(section.getByRole('status')).toContainText(/Your reference is R-[0-9A-Z]{8}/);
      await expect(section.getByRole('button', { name: 'Ask a person to review this' })).toHaveCount(0);

      // Asked once: a later visit shows the same reference, and offers no second request.
      const reference = /R-[0-9A-Z]{8}/.exec((await section.getByRole('status').textContent()) ?? '')?.[0];
      await page.goto('/apply/result');
      await expect(page.getByRole('region', { name: 'A decision made by our rules' })).toContainText(reference!);
      await context.close();
    });
  }

  test(`at ${width} px the consent step says how we are paid before the applicant submits${tag}`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await applicant(browser, baseURL, true, narrow);
    await buildApplication(requestClient(page.request), 6);
    const { range } = (await (await page.request.get('/api/commission-range')).json()) as {
      range: CommissionRange;
    };
    await page.goto('/apply/consent');
    const section = page.getByRole('region', { name: 'How we are paid' });
    await expect(section).toContainText(`A lender pays us a commission ${COMMISSION_WHEN}`);
    await expect(section).toContainText(`on our panel today it is ${commissionRangeText(range)} per application`);
    await expect(section).toContainText(
      'The order in which we ask them depends on their bid and on how they have treated past applicants',
    );
    // Read before the button that submits.
    const sectionBox = (await section.boundingBox())!;
    const submitBox = (await page.getByRole('button', { name: 'Submit Application' }).boundingBox())!;
    expect(sectionBox.y).toBeLessThan(submitBox.y);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await context.close();
  });
}
