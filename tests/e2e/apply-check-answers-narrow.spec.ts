import { test } from '@playwright/test';
import { uniqueEmail } from '#tests/support/unique.ts';
import { expect, seedDraft, textbox } from './apply-helpers.ts';

// Issue 27 item 10: at 375 px "Check your answers" keeps a long email on the screen, and a postcode
// (stored compact, M11AE) is written M1 1AE wherever it is shown.

for (const width of [375, 1280]) {
  test(`check your answers at ${width} px: a 28-character email wraps, the postcode reads M1 1AE @mobile`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail('olv');
    expect(email).toHaveLength(28);
    await page.goto('/');
    await seedDraft(page, 6, { email, currentPostcode: 'm11ae' });
    await page.goto('/apply/check-answers');
    await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
    const shown = page.getByText(email, { exact: true });
    await expect(shown).toBeVisible();
    const box = (await shown.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expect(page.getByText('10 Downing Street, London, M1 1AE', { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`check-answers-${width}.png`), fullPage: true });
    await shown.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`check-answers-${width}-email.png`) });

    // The Change link's step 3 shows it the same way.
    await page.getByRole('link', { name: 'Change Address' }).click();
    await expect(textbox(page, 'Postcode')).toHaveValue('M1 1AE');
  });
}
