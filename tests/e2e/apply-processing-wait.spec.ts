import { test } from '@playwright/test';
import { expect, seedDraft } from './apply-helpers.ts';

// While the panel job is still running (a restart, a slow lender) the API answers 503 "still
// processing": the processing screen keeps waiting and asks again; it never shows the error result.

test('the processing screen keeps waiting through 503 "still processing" and shows the outcome', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await seedDraft(page, 6, { monthlyIncome: 900, expenseHousing: 100 });
  const consent = await page.request.post('/api/application/submit', { data: { consentCreditCheck: true } });
  expect(consent.status(), await consent.text()).toBeLessThan(300);
  const { sessionId } = (await (await page.request.get('/api/application')).json()) as { sessionId: string };

  let calls = 0;
  let thirdCall: () => void = () => undefined;
  const thirdCallSeen = new Promise<void>((resolve) => (thirdCall = resolve));
  let answerThird: () => void = () => undefined;
  const thirdAnswered = new Promise<void>((resolve) => (answerThird = resolve));
  await page.route('**/api/application/outcome', async (route) => {
    calls += 1;
    if (calls === 1)
      return route.fulfill({
        status: 503,
        headers: { 'retry-after': '3' },
        json: { message: 'Your application is still being processed. Please try again in a moment.' },
      });
    if (calls === 2) return route.abort('connectionreset');
    thirdCall();
    // Held until the screen has been read: the applicant is told we are still waiting meanwhile.
    await thirdAnswered;
    return route.continue();
  });
  await page.addInitScript((id) => sessionStorage.setItem('apply:session-id', id), sessionId);
  await page.goto('/apply/processing');
  await thirdCallSeen;
  await expect(page).toHaveURL(/\/apply\/processing$/);
  await expect(page.getByRole('status')).toHaveText(
    "We're still waiting for a lender to answer. Please keep this page open.",
  );
  answerThird();
  await expect(page).toHaveURL(/\/apply\/result\?status=pending/, { timeout: 20_000 });
  expect(calls).toBe(3);
});
