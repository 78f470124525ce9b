import { test } from '@playwright/test';
import { company, gbp, representativeExampleText } from '#shared/company.ts';
import { expect, seedDraft } from './apply-helpers.ts';

// Issue 12 item 8: every application screen, as rendered, shows the broker disclosure, the FRN,
// the whole representative example (CONC 3.5.5R) and the risk warning (decision 022).

const SCREENS = [
  '/apply',
  '/apply/personal',
  '/apply/address',
  '/apply/employment',
  '/apply/bank',
  '/apply/expenses',
  '/apply/check-answers',
  '/apply/consent',
];

test('each application screen shows the representative example with the disclosures', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await seedDraft(page, 6);
  for (const screen of SCREENS) {
    await page.goto(screen);
    await expect(page).toHaveURL(new RegExp(`${screen}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(representativeExampleText()), screen).toBeVisible();
    await expect(footer, screen).toContainText(gbp(company.representativeExample.totalRepayable));
    await expect(footer, screen).toContainText('credit broker, not a lender');
    await expect(footer, screen).toContainText(`FRN ${company.fcaFrn}`);
    await expect(footer, screen).toContainText('Late repayment can cause you serious money problems');
    await expect(footer.getByRole('link', { name: 'moneyhelper.org.uk' })).toHaveAttribute(
      'href',
      /moneyhelper\.org\.uk/,
    );
  }
});
