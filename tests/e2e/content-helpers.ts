import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// Shared by the content page specs (content-guides, content-landing).

export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Skips the cookie banner so it neither covers the page nor blocks analytics. */
export async function acceptCookies(page: Page, choice: 'all' | 'essential' = 'essential') {
  await page.addInitScript(
    (c) => localStorage.setItem('cookieConsent', JSON.stringify({ choice: c, savedAt: Date.now() })),
    choice,
  );
}
