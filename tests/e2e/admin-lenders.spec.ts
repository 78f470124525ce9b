import { axeBuilder } from '#tests/support/axe.ts';
import { expect, test } from '@playwright/test';
import { loginAs } from '#tests/support/admins-browser.ts';
import { seedDraft } from './apply-helpers.ts';

test(
  'the lender scorecard shows what each lender did with real leads, and ' + 'automatic ordering can be switched on',
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    // A real application through the sandbox panel: Northway Finance buys it.
    const applicant = await browser.newPage();
    await applicant.goto('/');
    await seedDraft(applicant, 6);
    expect(
      (await applicant.request.post('/api/application/submit', { data: { consentCreditCheck: true } })).status(),
    ).toBeLessThan(300);
    const outcome = await applicant.request.post('/api/application/submit');
    expect(await outcome.json()).toMatchObject({ status: 'sold' });
    await applicant.close();

    await loginAs(page);
    await page.goto('/admin/lenders');
    await expect(page.getByRole('heading', { name: 'Lenders', level: 1 })).toBeVisible();
    const northway = page
      .getByRole('table', { name: /Lender scorecard from/ })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /Northway Finance/ }) });
    await expect(northway).toBeVisible();
    await expect(northway.getByRole('cell').first()).not.toHaveText('0');
    await expect(northway.getByRole('cell').last()).toContainText('£');
    // What lenders pay (decision 076): funded rate and earnings per funded loan beside earnings per lead.
    await expect(page.getByRole('columnheader', { name: 'Funded rate' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Earnings per funded loan' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Bar chart of earnings per lead: .*Northway Finance £/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /Bar chart of leads per day/ })).toBeVisible();

    const toggle = page.getByRole('switch', { name: 'Automatic ordering' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    // The newest change comes first.
    await expect(page.getByRole('list', { name: 'Changes of order' }).getByRole('listitem').first()).toContainText(
      'automatic ordering onturned on by an admin',
    );
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Automatic ordering' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('switch', { name: 'Automatic ordering' }).click();
    await expect(page.getByRole('switch', { name: 'Automatic ordering' })).toHaveAttribute('aria-checked', 'false');

    const results = await axeBuilder(page).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  },
);
