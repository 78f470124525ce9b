import { test, type Page } from '@playwright/test';
import {
  continueButton,
  expect,
  expectStep,
  fillBank,
  fillDateOfBirth,
  payDates,
  person,
  seedDraft,
  textbox,
} from './apply-helpers.ts';
import { uniqueEmail } from '#tests/support/unique.ts';

// Issue 16 items 6-9: forgiving inputs sent in canonical form, the date-of-birth boxes, pay-date
// and employer rules on the screen and the server (messages that name the field: apply-messages.spec.ts).

/** The session's draft as the server stored it (read once the next screen shows). */
async function savedDraft(page: Page): Promise<Record<string, unknown>> {
  return (await page.request.get('/api/application')).json();
}

async function fillPersonalExceptMobile(page: Page) {
  await page.getByRole('radio', { name: 'Ms' }).click();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email address').fill(uniqueEmail('apply'));
}

for (const mobile of ['+44 7911 123456', '07911 123456']) {
  test(`a mobile typed as ${mobile} is accepted and sent as 07911123456`, async ({ page }) => {
    await page.goto('/');
    await seedDraft(page, 1);
    await page.goto('/apply/personal');
    await fillPersonalExceptMobile(page);
    await page.getByLabel('Mobile number').fill(mobile);
    await expect(page.getByLabel('Mobile number')).toHaveValue(mobile);
    await fillDateOfBirth(page, person.dateOfBirth);
    await continueButton(page).click();
    await expectStep(page, 3, /\/apply\/address$/);
    expect((await savedDraft(page)).mobilePhone).toBe('07911123456');
  });
}

const bankInputs: [sortCode: string, accountNumber: string][] = [
  ['12-34-56', '1234 5678'],
  ['12 34 56', '12 34 56 78'],
];
for (const [sortCode, accountNumber] of bankInputs) {
  test(`bank details typed as ${sortCode} / ${accountNumber} are sent canonical; the API still refuses dashes`, async ({
    page,
  }) => {
    await page.goto('/');
    await seedDraft(page, 4);
    await page.goto('/apply/bank');
    await fillBank(page);
    await page.getByLabel('Sort code').fill(sortCode);
    await page.getByLabel('Account number').fill(accountNumber);
    await expect(page.getByLabel('Sort code')).toHaveValue(sortCode);
    await continueButton(page).click();
    await expectStep(page, 6, /\/apply\/expenses$/);
    const draft = await savedDraft(page);
    expect(draft.completedSteps).toContain(5);
    expect(String(draft.accountNumber)).toMatch(/5678$/);
    expect(String(draft.sortCode)).toMatch(/56$/);

    const refused = await page.request.post('/api/application/step5', {
      data: {
        accountNumber: '12345678',
        sortCode: '12-34-56',
        accountLength: 60,
        debitCardType: 4,
        directDeposit: true,
      },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).errors).toContainEqual({ path: 'sortCode', message: 'Must be exactly 6 digits' });
  });
}

test('a postcode in any case and spacing is accepted and sent canonical', async ({ page }) => {
  await page.goto('/');
  await seedDraft(page, 2);
  await page.goto('/apply/address');
  await textbox(page, 'Postcode').fill('  sw1a   2aa ');
  await textbox(page, 'House number or name').fill('10');
  await textbox(page, 'Street').fill('Downing Street');
  await textbox(page, 'Town or city').fill('London');
  await page.getByRole('radio', { name: 'Private tenant' }).click();
  const time = page.getByRole('group', { name: 'Time at this address' });
  await time.getByLabel('Years').selectOption('3');
  await time.getByLabel('Months').selectOption('0');
  await continueButton(page).click();
  await expectStep(page, 4, /\/apply\/employment$/);
  expect((await savedDraft(page)).currentPostcode).toBe('SW1A2AA');
});

test('date of birth is three boxes: 12 04 1985 is stored as 1985-04-12, impossible dates are named', async ({
  page,
}) => {
  await page.goto('/');
  await seedDraft(page, 1);
  await page.goto('/apply/personal');
  // Checked as one types once the form is hydrated (Continue turns disabled on the empty step): typed
  // before that, on a busy machine, the boxes were never checked (one failure).
  await expect(continueButton(page)).toBeDisabled();
  const dob = page.getByRole('group', { name: 'Date of birth' });
  await dob.getByLabel('Day').fill('31');
  await dob.getByLabel('Month').fill('02');
  await dob.getByLabel('Year').fill('1990');
  await dob.getByLabel('Year').blur();
  await expect(dob.getByText('Date of birth must be a real date')).toBeVisible();
  await dob.getByLabel('Month').fill('');
  await expect(dob.getByText('Date of birth must include a month')).toBeVisible();

  await fillPersonalExceptMobile(page);
  await page.getByLabel('Mobile number').fill(person.mobile);
  await dob.getByLabel('Day').fill('12');
  await dob.getByLabel('Month').fill('04');
  await dob.getByLabel('Year').fill('1985');
  await continueButton(page).click();
  await expectStep(page, 3, /\/apply\/address$/);
  const draft = await (await page.request.get('/api/application')).json();
  expect(draft.dateOfBirth).toBe('1985-04-12');
});

test(
  'pay dates: a past next pay date and a following date before it each say ' +
    'exactly that, and the server refuses both',
  async ({ page }) => {
    await page.goto('/');
    await seedDraft(page, 3);
    await page.goto('/apply/employment');
    // Messages as one types come with the script: Continue turns disabled (an empty step) once the
    // form is hydrated, and only then is typing checked field by field (a busy machine hydrates late).
    await expect(continueButton(page)).toBeDisabled();
    const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Next pay date').fill(iso(-30));
    // Each message is tied to its field (aria-describedby), beside it on the screen.
    await expect(page.getByLabel('Next pay date')).toHaveAccessibleDescription(
      /Your next pay date must be today or in the future/,
    );
    await page.getByLabel('Next pay date').fill(iso(20));
    await page.getByLabel('Following pay date').fill(iso(10));
    await expect(page.getByLabel('Following pay date')).toHaveAccessibleDescription(
      /Your following pay date must be after your next pay date/,
    );
    await expect(page.getByLabel('Next pay date')).not.toHaveAccessibleDescription(/must be today or in the future/);

    const base = {
      employmentType: 1,
      employerName: 'Acme',
      monthsAtEmployer: 12,
      monthlyIncome: 2000,
      payFrequency: 3,
    };
    const past = await page.request.post('/api/application/step4', {
      data: { ...base, nextPayDate: iso(-30), followingPayDate: iso(1) },
    });
    expect(past.status()).toBe(400);
    expect((await past.json()).errors).toContainEqual({
      path: 'nextPayDate',
      message: 'Your next pay date must be today or in the future',
    });
    const before = await page.request.post('/api/application/step4', {
      data: { ...base, nextPayDate: iso(20), followingPayDate: iso(10) },
    });
    expect(before.status()).toBe(400);
    expect((await before.json()).errors).toContainEqual({
      path: 'followingPayDate',
      message: 'Your following pay date must be after your next pay date',
    });
  },
);

test('an unemployed applicant is not asked for an employer, and the server accepts the step without one', async ({
  page,
}) => {
  await page.goto('/');
  await seedDraft(page, 3);
  await page.goto('/apply/employment');
  await expect(page.getByLabel('Employer or main income source')).toBeVisible();
  await page.getByRole('radio', { name: 'Unemployed' }).click();
  await expect(page.getByLabel('Employer or main income source')).toHaveCount(0);
  await expect(page.getByLabel('Job title (optional)')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Time with this employer or income source' })).toHaveCount(0);
  const dates = payDates();
  await page.getByLabel('Monthly income after tax').fill('0');
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await page.getByLabel('Next pay date').fill(dates.next);
  await page.getByLabel('Following pay date').fill(dates.following);
  await continueButton(page).click();
  await expectStep(page, 5, /\/apply\/bank$/);
  const saved = await savedDraft(page);
  expect(saved.employmentType).toBe(7);
  expect(saved).not.toHaveProperty('employerName');
  expect(saved).not.toHaveProperty('monthsAtEmployer');
});
