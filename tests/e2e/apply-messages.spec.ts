import { test } from '@playwright/test';
import { expect, seedDraft } from './apply-helpers.ts';

// Issue 16 item 9: messages that name the field instead of the schema default.

test('messages name the field instead of the schema default', async ({ page }) => {
  await page.goto('/');
  await seedDraft(page, 1);
  await page.goto('/apply/personal');
  await page.getByLabel('First name').fill('A');
  await expect(page.getByText('First name must be 2 characters or more').first()).toBeVisible();
  await page.getByLabel('Email address').fill('ab');
  await expect(page.getByText('Email address must be 5 characters or more').first()).toBeVisible();
  await expect(page.getByText(/String must contain|Number must be/)).toHaveCount(0);
  // The spec's own wording, said with the field's name (issue 42 item 1).
  await page.getByLabel('Mobile number').fill('0812345678');
  await expect(page.getByText('Mobile number must be 11 digits starting with 07').first()).toBeVisible();
});
