import { test } from '@playwright/test';
import { continueButton, expect, fillLoan } from './apply-helpers.ts';
import { presetConsent } from './site-helpers.ts';

// A first visit to the application: nothing saved yet, so nothing to fetch, and a clean console.

declare global {
  interface Window {
    cspViolations: string[];
  }
}

test('a first visit to /apply asks for no draft and logs no error or CSP violation', async ({ page }) => {
  await presetConsent(page, 'essential');
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const draftRequests: string[] = [];
  const errors: string[] = [];
  page.on(
    'request',
    (request) => new URL(request.url()).pathname === '/api/application' && draftRequests.push(request.method()),
  );
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/apply');
  await expect(page.getByRole('slider', { name: 'Loan amount' })).toBeVisible();
  await expect(page).toHaveTitle('Apply: your loan (step 1 of 7) | ClearPath Loans');
  await page.waitForLoadState('networkidle');
  expect(draftRequests).toEqual([]);
  expect(errors).toEqual([]);
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);

  // Once a step is saved a draft exists, and the next screen loads it.
  await fillLoan(page);
  const draftLoad = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/application' && request.method() === 'GET',
  );
  await continueButton(page).click();
  await draftLoad;
  await expect(page).toHaveTitle('Apply: about you (step 2 of 7) | ClearPath Loans');
  expect(errors).toEqual([]);
});
