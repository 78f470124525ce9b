import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/test-app.ts';
import { validSteps, visitor } from '#tests/support/applications.ts';
import { PAY_DEBT_REFUSED } from '#shared/application/steps-loan-you.ts';

const { app } = await createTestApp({ siteRoot: null });

const seventeen = (() => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - 17);
  return d.toISOString().slice(0, 10);
})();

type Case = [step: 1 | 2 | 3 | 4 | 5 | 6, change: Record<string, unknown>, path: string, message: string];

// docs/product.md#steps: each rule with a bad input, as the server answers it.
const cases: Case[] = [
  [1, { loanAmount: 20 }, 'loanAmount', 'Number must be greater than or equal to 50'],
  [1, { loanAmount: 10_050 }, 'loanAmount', 'Number must be less than or equal to 10000'],
  [1, { loanAmount: '500' }, 'loanAmount', 'Expected number, received string'],
  [1, { loanTerm: 2 }, 'loanTerm', 'Number must be greater than or equal to 3'],
  [1, { loanTerm: 37 }, 'loanTerm', 'Number must be less than or equal to 36'],
  [1, { loanPurpose: undefined }, 'loanPurpose', 'Required'],
  [1, { loanPurpose: 10 }, 'loanPurpose', 'Number must be less than or equal to 9'],
  // "Pay debt": a debt-consolidation loan, which the site says it does not arrange (decision 061).
  [1, { loanPurpose: 5 }, 'loanPurpose', PAY_DEBT_REFUSED],
  [2, { title: 5 }, 'title', 'Number must be less than or equal to 4'],
  [2, { firstName: 'A' }, 'firstName', 'String must contain at least 2 characters'],
  [2, { firstName: 'An\u0000na' }, 'firstName', 'Contains characters that are not allowed'],
  [2, { lastName: 'Sh\ud800ah' }, 'lastName', 'Contains characters that are not allowed'],
  [2, { lastName: 'x'.repeat(129) }, 'lastName', 'String must contain at most 128 characters'],
  [2, { email: 'a@b' }, 'email', 'String must contain at least 5 characters'],
  [2, { email: 'not-an-email' }, 'email', 'Invalid email'],
  [2, { mobilePhone: '0791112345' }, 'mobilePhone', 'Must be 11 digits starting with 07'],
  [2, { mobilePhone: '08001234567' }, 'mobilePhone', 'Must be 11 digits starting with 07'],
  [2, { homePhone: '12345' }, 'homePhone', 'Must be 10 or 11 digits starting with 0'],
  // No message of its own: Zod's English, which the server loads itself (lib/zod-messages.ts).
  [2, { homePhone: 12345 }, 'homePhone', 'Invalid input: expected string, received number'],
  [2, { dateOfBirth: '14/03/1988' }, 'dateOfBirth', 'Invalid date format'],
  [2, { dateOfBirth: seventeen }, 'dateOfBirth', 'You must be 18 or older'],
  [2, { maritalStatus: 9 }, 'maritalStatus', 'Number must be less than or equal to 8'],
  [2, { dependents: 21 }, 'dependents', 'Number must be less than or equal to 20'],
  [2, { incomeContributors: 6 }, 'incomeContributors', 'Number must be less than or equal to 5'],
  [2, { cellPhonePlanType: 3 }, 'cellPhonePlanType', 'Number must be less than or equal to 2'],
  [3, { currentPostcode: 'SW1' }, 'currentPostcode', 'String must contain at least 5 characters'],
  [3, { currentHouse: '' }, 'currentHouse', 'Required'],
  [3, { currentStreet: 'D' }, 'currentStreet', 'String must contain at least 2 characters'],
  [3, { currentTown: 'L' }, 'currentTown', 'String must contain at least 2 characters'],
  [3, { currentCounty: 'Kn' }, 'currentCounty', 'String must contain at least 4 characters'],
  [3, { currentResidentialStatus: 7 }, 'currentResidentialStatus', 'Number must be less than or equal to 6'],
  [3, { currentMonthsAtAddress: 0 }, 'currentMonthsAtAddress', 'Number must be greater than or equal to 1'],
  [
    3,
    { currentMonthsAtAddress: 6 },
    'previousPostcode',
    'Required: you have lived at your current address for less than 12 months',
  ],
  [4, { employmentType: 9 }, 'employmentType', 'Number must be less than or equal to 8'],
  [4, { employerName: '' }, 'employerName', 'Required'],
  [4, { monthsAtEmployer: 1201 }, 'monthsAtEmployer', 'Number must be less than or equal to 1200'],
  [4, { monthlyIncome: 8001 }, 'monthlyIncome', 'Number must be less than or equal to 8000'],
  [4, { payFrequency: 12 }, 'payFrequency', 'Number must be less than or equal to 11'],
  [4, { nextPayDate: '30/01/2031' }, 'nextPayDate', 'Invalid date format'],
  [5, { accountNumber: '1234567' }, 'accountNumber', 'Must be exactly 8 digits'],
  [5, { sortCode: '60-16-13' }, 'sortCode', 'Must be exactly 6 digits'],
  [5, { accountLength: 1201 }, 'accountLength', 'Number must be less than or equal to 1200'],
  [5, { debitCardType: 8 }, 'debitCardType', 'Number must be less than or equal to 7'],
  [5, { directDeposit: 'yes' }, 'directDeposit', 'Expected boolean, received string'],
  [6, { expenseHousing: undefined }, 'expenseHousing', 'Required'],
  [6, { expenseFood: 10_001 }, 'expenseFood', 'Number must be less than or equal to 10000'],
  [6, { expenseCouncilTax: -1 }, 'expenseCouncilTax', 'Number must be greater than or equal to 0'],
];

describe('step messages (docs/product.md#steps) from the server', () => {
  it.each(cases)('step %i %o → %s: %s', async (step, change, path, message) => {
    const v = visitor(app);
    const body = { ...validSteps()[step], ...change };
    const response = await v.call('POST', `/api/application/step${step}`, JSON.parse(JSON.stringify(body)));
    expect(response.statusCode).toBe(400);
    const errors = (response.json() as { errors: { path: string; message: string }[] }).errors;
    expect(errors).toContainEqual({ path, message });
    expect(response.cookies).toEqual([]);
  });
});
