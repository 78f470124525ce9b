import type { Page } from '@playwright/test';

// Shared by the content page specs (content-guides, content-landing). Their axe checks are
// site-a11y.spec.ts's, over every built page.

/** Skips the cookie banner so it neither covers the page nor blocks analytics. */
export async function acceptCookies(page: Page, choice: 'all' | 'essential' = 'essential') {
  await page.addInitScript(
    (c) => localStorage.setItem('cookieConsent', JSON.stringify({ choice: c, savedAt: Date.now() })),
    choice,
  );
}
