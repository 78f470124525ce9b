// Shared steps for the application browser tests: filling each screen by its labels, as a person
// would, and seeding a draft through the API (the page's own cookie jar, with the application
// factory's answers: tests/support/applications.ts) to start mid-flow.
import { expect as baseExpect, type Page } from '@playwright/test';
import { buildApplication, requestClient, stepsWith, type StepAnswers } from '#tests/support/applications.ts';
import { uniqueEmail, uniqueMobile, uniqueSurname } from '#tests/support/unique.ts';

/** The build runs on a shared 2-core machine: screens get more time than the default 5 s. */
export const expect = baseExpect.configure({ timeout: 15_000 });

export const person = {
  firstName: 'Olivia',
  lastName: 'Testington',
  dateOfBirth: '1990-05-01',
  /** A new one each journey: a shared mobile and birth date is a possible duplicate applicant (ADR 051). */
  get mobile(): string {
    return uniqueMobile();
  },
};

/** Future pay dates, so the schema's date checks pass whenever the test runs. */
export function payDates(): { next: string; following: string } {
  const day = 24 * 60 * 60 * 1000;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { next: iso(Date.now() + 7 * day), following: iso(Date.now() + 37 * day) };
}

/** A text box by its exact accessible name (the required mark '*' is hidden from it). */
export const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** A number box (amounts) by its exact accessible name. */
export const numberbox = (page: Page, name: string) => page.getByRole('spinbutton', { name, exact: true });

/** The income / expenses / left-over summary of step 6. */
export const monthlySummary = (page: Page) => page.getByRole('region', { name: 'Monthly summary' });

export const continueButton = (page: Page) => page.getByRole('button', { name: /^Continue/ });

export async function expectStep(page: Page, step: number, path: RegExp) {
  await expect(page).toHaveURL(path);
  await expect(page.getByText(`Step ${step} of 7`)).toBeVisible();
}

/** Moves the amount slider from its default £500 with the arrow keys (£50 a press). */
export async function setAmount(page: Page, amount: number) {
  const slider = page.getByRole('slider', { name: 'Loan amount' });
  const current = Number(await slider.inputValue());
  const presses = (amount - current) / 50;
  for (let i = 0; i < Math.abs(presses); i++) await slider.press(presses > 0 ? 'ArrowRight' : 'ArrowLeft');
  await expect(slider).toHaveValue(String(amount));
}

export async function fillLoan(page: Page, { amount = 1000, term = '12 months', purpose = 'Car' } = {}) {
  await setAmount(page, amount);
  await page.getByRole('radio', { name: term }).click();
  await page.getByRole('radio', { name: purpose }).click();
}

/**
 * Step 2 as a new applicant: a surname of its own each journey (applicants sharing name, birth date
 * and postcode are possible duplicates, issue 41.3); answers the surname typed.
 */
export async function fillPersonal(page: Page, email = uniqueEmail('apply')): Promise<{ lastName: string }> {
  const lastName = uniqueSurname(person.lastName);
  await page.getByRole('radio', { name: 'Ms' }).click();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Mobile number').fill(person.mobile);
  await fillDateOfBirth(page, person.dateOfBirth);
  return { lastName };
}

/** The three date-of-birth boxes (GOV.UK date input) from a YYYY-MM-DD date. */
export async function fillDateOfBirth(page: Page, iso: string) {
  const [year = '', month = '', day = ''] = iso.split('-');
  const group = page.getByRole('group', { name: 'Date of birth' });
  await group.getByLabel('Day').fill(day);
  await group.getByLabel('Month').fill(month);
  await group.getByLabel('Year').fill(year);
}

/** Check your answers (between step 6 and consent): on to step 7. */
export async function passCheckAnswers(page: Page) {
  await expect(page).toHaveURL(/\/apply\/check-answers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await continueButton(page).click();
}

export async function fillAddressManually(page: Page, { years = '3', months = '2' } = {}) {
  await textbox(page, 'Postcode').fill('SW1A 2AA');
  await textbox(page, 'House number or name').fill('10');
  await textbox(page, 'Street').fill('Downing Street');
  await textbox(page, 'Town or city').fill('London');
  await page.getByRole('radio', { name: 'Private tenant' }).click();
  const time = page.getByRole('group', { name: 'Time at this address' });
  await time.getByLabel('Years').selectOption(years);
  await time.getByLabel('Months').selectOption(months);
}

export async function fillEmployment(page: Page, { income = '2500', type = 'Full-time' } = {}) {
  const dates = payDates();
  await page.getByRole('radio', { name: type }).click();
  await page.getByLabel('Employer or main income source').fill('Acme Widgets Ltd');
  await page.getByLabel('Job title (optional)').fill('Engineer');
  const time = page.getByRole('group', { name: 'Time with this employer or income source' });
  await time.getByLabel('Years').selectOption('4');
  await time.getByLabel('Months').selectOption('0');
  await page.getByLabel('Monthly income after tax').fill(income);
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await page.getByLabel('Next pay date').fill(dates.next);
  await page.getByLabel('Following pay date').fill(dates.following);
}

export async function fillBank(page: Page) {
  await page.getByLabel('Bank name (optional)').fill('Example Bank');
  await page.getByLabel('Account number').fill('12345678');
  await page.getByLabel('Sort code').fill('112233');
  const time = page.getByRole('group', { name: 'How long have you had this account?' });
  await time.getByLabel('Years').selectOption('5');
  await time.getByLabel('Months').selectOption('0');
  await page.getByRole('radio', { name: 'Visa Debit' }).click();
  await page.getByLabel('My income is paid into this account').check();
}

/**
 * Saves steps 1..upTo of the factory's valid answers (with `answers` changed) through the API with
 * the page's cookies (visits the site first for them).
 */
export async function seedDraft(page: Page, upTo: 1 | 2 | 3 | 4 | 5 | 6, answers: StepAnswers = {}) {
  await buildApplication(requestClient(page.request), upTo, { steps: stepsWith(answers) });
}

/** Steps 1-6 seeded and step 7 consented through the API (the page's cookies), ready for the panel. */
export async function consented(page: Page, answers: StepAnswers = {}) {
  await page.goto('/');
  await buildApplication(requestClient(page.request), 'consented', { steps: stepsWith(answers) });
}

/**
 * consented(), and this tab marked as the one that consented (what step 7 leaves in sessionStorage:
 * the processing screen submits only from that tab) from the next page on. Returns the draft.
 */
export async function consentedInThisTab(page: Page, answers: StepAnswers = {}) {
  await consented(page, answers);
  const draft = await draftOf(page);
  await page.addInitScript((id) => sessionStorage.setItem('apply:session-id', id), draft.sessionId);
  return draft;
}

/** The session's draft as GET /api/application returns it. */
export async function draftOf(page: Page): Promise<{ sessionId: string; resubmitUrl: string }> {
  const response = await page.request.get('/api/application');
  expect(response.status()).toBe(200);
  return response.json();
}

/**
 * The pointer leaves the window through the top, again until the "Your progress is safe" dialog
 * shows: its listener is armed once the lazily loaded modal has mounted, and a step's heading can be
 * on screen before that (the shell paints it before the scripts run, ADR 027). Returns the dialog.
 */
export async function leaveThroughTheTop(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Your progress is safe' });
  await expect(async () => {
    await page.evaluate(() =>
      document.documentElement.dispatchEvent(
        new MouseEvent('mouseout', { bubbles: true, clientY: -1, relatedTarget: null }),
      ),
    );
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return dialog;
}

/** Steps 1-5 saved with £1,000 a month; step 6 posted with outgoings above it: the gate's advice comes back. */
export async function outgoingsAboveIncome(page: Page) {
  await page.goto('/');
  await seedDraft(page, 5, { monthlyIncome: 1000 });
  await page.goto('/apply/expenses');
  await numberbox(page, 'Rent or mortgage').fill('900');
  await numberbox(page, 'Food and groceries').fill('150');
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/apply\/expenses\?advice=expenses-exceed-income$/);
}
