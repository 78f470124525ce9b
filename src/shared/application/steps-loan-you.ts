import { z } from 'zod';
import { ageOn, int, isoDate, optionalInt, text } from './fields.ts';

// Steps 1 and 2 (docs/product.md#steps): the loan and the applicant. Unknown keys are dropped.

/** Loan purpose 5, "Pay debt": borrowing to repay other debts (decision 061). */
export const PAY_DEBT_PURPOSE = 5;
export const PAY_DEBT_REFUSED =
  'We do not arrange loans to pay off other debts. MoneyHelper (moneyhelper.org.uk) gives free debt advice.';

export const step1Schema = z.object({
  loanAmount: int(50, 10_000),
  loanTerm: int(3, 36),
  // The site says it does not arrange debt-consolidation loans; "Pay debt" is one (decision 061).
  loanPurpose: int(1, 9).check(z.refine((value) => value !== PAY_DEBT_PURPOSE, { error: PAY_DEBT_REFUSED })),
});

/** Step 2 as of `now` (the age check); the server passes its clock, the browser its own time. */
export const step2SchemaAt = (now: () => Date) =>
  z.object({
    title: int(1, 4),
    firstName: text(2, 128),
    lastName: text(2, 128),
    email: z.pipe(
      z
        .string({ error: (i) => (i.input === undefined ? 'Required' : 'Expected string') })
        .check(
          z.trim(),
          z.minLength(5, 'String must contain at least 5 characters'),
          z.maxLength(128, 'String must contain at most 128 characters'),
        ),
      z.email('Invalid email'),
    ),
    mobilePhone: z.pipe(
      z.pipe(
        z.string({ error: (i) => (i.input === undefined ? 'Required' : 'Expected string') }),
        z.transform((v: string) => v.replace(/\s+/g, '')),
      ),
      z.string().check(z.regex(/^07\d{9}$/, 'Must be 11 digits starting with 07')),
    ),
    homePhone: z.optional(
      z.pipe(
        z.pipe(
          z.string(),
          z.transform((v: string) => v.replace(/\s+/g, '')),
        ),
        z.string().check(z.regex(/^(0\d{9,10})?$/, 'Must be 10 or 11 digits starting with 0')),
      ),
    ),
    dateOfBirth: isoDate().check(
      z.refine((v) => ageOn(v, now()) >= 18, { message: 'You must be 18 or older', abort: true }),
      z.refine((v) => ageOn(v, now()) <= 120, 'Enter a real date of birth'),
    ),
    maritalStatus: optionalInt(1, 8),
    dependents: optionalInt(0, 20),
    incomeContributors: optionalInt(0, 5),
    cellPhonePlanType: optionalInt(1, 2),
  });

export const step2Schema = step2SchemaAt(() => new Date());
