import { describe, expect, it } from 'vitest';
import { step1Schema, step2Schema, step3Schema, step5Schema, step7Schema } from './steps.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const adult = {
  title: 1,
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  mobilePhone: '07911123456',
  dateOfBirth: '1990-05-01',
};

describe('application step schemas', () => {
  it('step 1 bounds and required purpose', () => {
    expect(step1Schema.safeParse({ loanAmount: 500, loanTerm: 6, loanPurpose: 1 }).success).toBe(true);
    expect(messages(step1Schema.safeParse({ loanAmount: 40, loanTerm: 6 }))).toEqual({
      loanAmount: 'Number must be greater than or equal to 50',
      loanPurpose: 'Required',
    });
    expect(messages(step1Schema.safeParse({ loanAmount: '500', loanTerm: 6, loanPurpose: 1 }))).toEqual({
      loanAmount: 'Expected number, received string',
    });
  });

  it('step 2 messages of docs/product.md#steps', () => {
    expect(step2Schema.safeParse(adult).success).toBe(true);
    expect(messages(step2Schema.safeParse({ ...adult, mobilePhone: '0791112345', firstName: 'A' }))).toEqual({
      mobilePhone: 'Must be 11 digits starting with 07',
      firstName: 'String must contain at least 2 characters',
    });
    expect(messages(step2Schema.safeParse({ ...adult, dateOfBirth: '01/05/1990' }))).toEqual({
      dateOfBirth: 'Invalid date format',
    });
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    expect(messages(step2Schema.safeParse({ ...adult, dateOfBirth: young.toISOString().slice(0, 10) }))).toEqual({
      dateOfBirth: 'You must be 18 or older',
    });
  });

  it('step 3 requires the previous address below 12 months', () => {
    const current = {
      currentPostcode: 'SW1A 1AA',
      currentHouse: '10',
      currentStreet: 'Downing Street',
      currentTown: 'London',
      currentResidentialStatus: 2,
    };
    expect(step3Schema.safeParse({ ...current, currentMonthsAtAddress: 12 }).success).toBe(true);
    expect(Object.keys(messages(step3Schema.safeParse({ ...current, currentMonthsAtAddress: 11 })))).toEqual([
      'previousPostcode',
      'previousHouse',
      'previousStreet',
      'previousTown',
    ]);
    const parsed = step3Schema.parse({ ...current, currentMonthsAtAddress: 24 });
    expect(parsed.currentPostcode).toBe('SW1A1AA');
  });

  it('step 5 account number and sort code', () => {
    expect(
      messages(
        step5Schema.safeParse({
          accountNumber: '1234567',
          sortCode: '12-34-56',
          accountLength: 12,
          debitCardType: 4,
          directDeposit: true,
        }),
      ),
    ).toEqual({
      accountNumber: 'Must be exactly 8 digits',
      sortCode: 'Must be exactly 6 digits',
    });
  });

  it('step 7 requires credit-check consent', () => {
    expect(messages(step7Schema.safeParse({ consentCreditCheck: false }))).toEqual({
      consentCreditCheck: 'You must consent to credit checks to continue',
    });
  });

  it('drops unknown fields', () => {
    expect(step1Schema.parse({ loanAmount: 500, loanTerm: 6, loanPurpose: 1, status: 'sold', price: 99 })).toEqual({
      loanAmount: 500,
      loanTerm: 6,
      loanPurpose: 1,
    });
  });
});
