import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The admin the e2e server creates at boot (tests/support/e2e-server.ts). */
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password-123' };

export async function loginAs(page: Page, credentials: { email: string; password: string } = E2E_ADMIN) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** An application saved through the public API (steps 1 and 2), as a visitor's browser would. */
export async function createApplication(request: APIRequestContext, person: { firstName: string; lastName: string }) {
  const step1 = await request.post('/api/application/step1', { data: { loanAmount: 750, loanTerm: 6, loanPurpose: 1 } });
  expect(step1.ok()).toBe(true);
  const step2 = await request.post('/api/application/step2', {
    data: { title: 1, ...person, email: `${person.lastName.toLowerCase()}@example.com`, mobilePhone: '07911123456', dateOfBirth: '1990-05-17' },
  });
  expect(step2.ok(), await step2.text()).toBe(true);
}
