import { expect, test } from '@playwright/test';
import { pageReady, presetConsent } from './site-helpers.ts';

test.describe('contact page', () => {
  test.beforeEach(async ({ page }) => {
    await presetConsent(page, 'essential');
  });

  test('shows phone, email and opening hours @mobile', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: '0808 157 0192' })).toHaveAttribute(
      'href',
      'tel:+448081570192',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'help@clearpathloans.co.uk' })).toHaveAttribute(
      'href',
      'mailto:help@clearpathloans.co.uk',
    );
    const hours = page.getByRole('region', { name: 'Opening hours' });
    await expect(hours).toContainText('Monday to Friday');
    await expect(hours).toContainText('9am to 6pm');
    await expect(hours).toContainText('Saturday');
    await expect(hours).toContainText('10am to 4pm');
    await expect(hours).toContainText('Closed');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Contact');
  });

  test("relies on the browser's own required checks: nothing is sent while a required field is empty", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    await page.goto('/contact');
    await pageReady(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.getByLabel('Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await page.getByLabel('Name').fill('Jane Tester');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.getByLabel('Email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    expect(
      await page
        .getByRole('textbox', { name: 'Message', exact: true })
        .evaluate((el: HTMLTextAreaElement) => el.required),
    ).toBe(true);
    expect(await page.getByLabel('Phone (optional)').evaluate((el: HTMLInputElement) => el.required)).toBe(false);
    expect(posts).toEqual([]);
  });

  test('sends the message and confirms it on the page in place of the form @mobile', async ({ page }) => {
    await page.goto('/contact');
    await pageReady(page);
    const email = `contact.${Date.now()}.${Math.random().toString(16).slice(2, 8)}@example.com`;
    await page.getByLabel('Name').fill('Jane Tester');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone (optional)').fill('07911 123456');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Please call me about my application.');
    // Issue 42 item 7: no native alert any more.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // One form, posted to the page's action with or without script (decision 132).
    const response = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/contact'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await response).status()).toBe(200);
    await expect(
      page.getByRole('status').filter({ hasText: "Thank you for your message. We'll get back to you soon!" }),
    ).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test("shows the server's reason when a message cannot be sent, keeping what was typed", async ({ page }) => {
    // The address has had its hour's share of messages (five): the sixth is refused with the reason.
    const email = `busy.${Date.now()}.${Math.random().toString(16).slice(2, 8)}@example.com`;
    for (let i = 0; i < 5; i++) {
      const sent = await page.request.post('/api/contact', { data: { name: 'Busy', email, message: `Message ${i}` } });
      expect(sent.status()).toBe(201);
    }
    await page.goto('/contact');
    await pageReady(page);
    await page.getByLabel('Name').fill('Jane Tester');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText('You have sent several messages already');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Hello');
  });
});

test('a field the server refuses is marked and explained under the field', async ({ page }) => {
  await presetConsent(page, 'essential');
  await page.goto('/contact');
  await pageReady(page);
  await page.getByLabel('Name').fill('Jane Tester');
  await page.getByLabel('Email').fill('jane@example.com');
  await page.getByLabel('Phone (optional)').fill('call me');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toContainText('There is a problem');
  const phone = page.getByLabel('Phone (optional)');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await phone.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${describedBy}"]`)).toBeVisible();
  await expect(page.locator(`[id="${describedBy}"]`)).not.toBeEmpty();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});
