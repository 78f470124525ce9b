import { isValid as isValidPostcode } from 'postcode';
import { z } from 'zod';
import { hasEmployer } from './codes.ts';
import type { StepNo } from './step-meta.ts';
import { ageOn, amount, bool, int, isRealDate, isoDate, optionalText, text, ukDate } from './fields.ts';

// One schema per step (spec section 5), used by the form (zodResolver) and by the server.
// Unknown keys are dropped (z.object strips them).

const optionalInt = (min: number, max: number) => int(min, max).optional();
const optionalAmount = (max = 100_000) => amount(0, max).optional();

export const step1Schema = z.object({
  loanAmount: int(50, 10_000),
  loanTerm: int(3, 36),
  loanPurpose: int(1, 9),
});

/** Step 2 as of `now` (the age check); the server passes its clock, the browser its own time. */
export const step2SchemaAt = (now: () => Date) =>
  z.object({
    title: int(1, 4),
    firstName: text(2, 128),
    lastName: text(2, 128),
    email: z
      .string({ error: (i) => (i.input === undefined ? 'Required' : 'Expected string') })
      .trim()
      .min(5, 'String must contain at least 5 characters')
      .max(128, 'String must contain at most 128 characters')
      .pipe(z.email('Invalid email')),
    mobilePhone: z
      .string({ error: (i) => (i.input === undefined ? 'Required' : 'Expected string') })
      .transform((v) => v.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^07\d{9}$/, 'Must be 11 digits starting with 07')),
    homePhone: z
      .string()
      .transform((v) => v.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^(0\d{9,10})?$/, 'Must be 10 or 11 digits starting with 0'))
      .optional(),
    dateOfBirth: isoDate()
      .refine((v) => ageOn(v, now()) >= 18, { message: 'You must be 18 or older', abort: true })
      .refine((v) => ageOn(v, now()) <= 120, 'Enter a real date of birth'),
    maritalStatus: optionalInt(1, 8),
    dependents: optionalInt(0, 20),
    incomeContributors: optionalInt(0, 5),
    cellPhonePlanType: optionalInt(1, 2),
  });

export const step2Schema = step2SchemaAt(() => new Date());

const postcode = () =>
  z
    .string({ error: (i) => (i.input === undefined ? 'Required' : 'Expected string') })
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(5, 'String must contain at least 5 characters')
        .max(7, 'String must contain at most 7 characters')
        .refine((v) => isValidPostcode(v), 'Enter a valid UK postcode'),
    );

export const PREVIOUS_ADDRESS_BELOW_MONTHS = 12;

export const step3Schema = z
  .object({
    currentPostcode: postcode(),
    currentHouse: text(1, 128),
    currentStreet: text(2, 64),
    currentTown: text(2, 64),
    currentCounty: optionalText(4, 32),
    currentResidentialStatus: int(1, 6),
    currentMonthsAtAddress: int(1, 1200),
    previousPostcode: z.preprocess((v) => (v === '' ? undefined : v), postcode().optional()),
    previousHouse: optionalText(1, 128),
    previousStreet: optionalText(2, 64),
    previousTown: optionalText(2, 64),
  })
  .superRefine((v, ctx) => {
    if (v.currentMonthsAtAddress >= PREVIOUS_ADDRESS_BELOW_MONTHS) return;
    for (const key of ['previousPostcode', 'previousHouse', 'previousStreet', 'previousTown'] as const) {
      if (!v[key])
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'Required: you have lived at your current address for less than 12 months',
        });
    }
  });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
// Only strings are looked at: String() of a hostile object (e.g. {toString: 0}) throws.
const realDate = (v: unknown) => typeof v === 'string' && isRealDate(v);
const bothDates = (value: unknown) =>
  isRecord(value) && realDate(value.nextPayDate) && realDate(value.followingPayDate);

export const NEXT_PAY_DATE_MESSAGE = 'Your next pay date must be today or in the future';
export const FOLLOWING_PAY_DATE_MESSAGE = 'Your following pay date must be after your next pay date';

/**
 * Step 4 as of `now` (next pay date today or later, in UK time). Employer, job title and time
 * with employer are asked only of types with an employer; for pension, benefits, unemployed and
 * student they are optional here and not stored (step-fields).
 */
export const step4SchemaAt = (now: () => Date) =>
  z
    .object({
      employmentType: int(1, 8),
      employerName: optionalText(1, 128),
      industry: optionalInt(1, 12),
      jobTitle: optionalText(0, 128),
      monthsAtEmployer: optionalInt(0, 1200),
      monthlyIncome: amount(0, 8000),
      paymentMethod: optionalInt(1, 5),
      payFrequency: int(1, 11),
      nextPayDate: isoDate().refine((v) => v >= ukDate(now()), NEXT_PAY_DATE_MESSAGE),
      followingPayDate: isoDate(),
      totalIncome: optionalAmount(),
      benefitsAmount: optionalAmount(),
      pensionAmount: optionalAmount(),
      otherIncome: optionalAmount(),
    })
    // `when`: these run even while other fields are still missing (the default skips object
    // checks then, which left the applicant with no message on the following pay date).
    .refine((v) => !(v.followingPayDate <= v.nextPayDate), {
      path: ['followingPayDate'],
      message: FOLLOWING_PAY_DATE_MESSAGE,
      when: ({ value }) => bothDates(value),
    })
    .refine((v) => !hasEmployer(v.employmentType) || v.employerName !== undefined, {
      path: ['employerName'],
      message: 'Required',
      when: ({ value }) => isRecord(value),
    })
    .refine((v) => !hasEmployer(v.employmentType) || v.monthsAtEmployer !== undefined, {
      path: ['monthsAtEmployer'],
      message: 'Required',
      when: ({ value }) => isRecord(value),
    });

export const step4Schema = step4SchemaAt(() => new Date());

export const step5Schema = z.object({
  bankName: optionalText(0, 128),
  accountNumber: z
    .string({ error: (i) => (i.input === undefined ? 'Required' : 'Expected string') })
    .regex(/^\d{8}$/, 'Must be exactly 8 digits'),
  sortCode: z
    .string({ error: (i) => (i.input === undefined ? 'Required' : 'Expected string') })
    .regex(/^\d{6}$/, 'Must be exactly 6 digits'),
  accountLength: int(0, 1200),
  accountType: optionalInt(1, 3),
  accountOwnership: optionalInt(1, 2),
  debitCardType: int(1, 7),
  directDeposit: bool().refine((v) => typeof v === 'boolean', 'Tell us whether your income is paid into this account'),
});

const expense = () => amount(0, 10_000);
export const step6Schema = z.object({
  expenseHousing: expense(),
  expenseCredit: expense(),
  expenseUtility: expense(),
  expenseFood: expense(),
  expenseTransport: expense(),
  expenseChildcare: expense(),
  expenseInsurance: expense(),
  expenseOther: expense(),
  expenseAlcoholTobacco: expense().optional(),
  expenseHealthBeauty: expense().optional(),
  expenseRecreation: expense().optional(),
  expenseRestaurants: expense().optional(),
  expenseEducation: expense().optional(),
  expenseClothing: expense().optional(),
  expenseHouseholdGoods: expense().optional(),
  expenseCommunication: expense().optional(),
  expenseCouncilTax: expense().optional(),
});

export const step7Schema = z.object({
  consentCreditCheck: z.literal(true, { error: 'You must consent to credit checks to continue' }),
  consentFirstParty: bool().optional(),
  consentRemarketingEmail: bool().optional(),
  consentRemarketingPhone: bool().optional(),
  consentRemarketingSms: bool().optional(),
  recentLoansCount: optionalInt(0, 5),
  // The vulnerability questions (ADR 021): optional, and any "yes" keeps the lead from every lender.
  inFinancialDifficulty: bool().optional(),
  missedPriorityBills: bool().optional(),
  wantsDebtHelp: bool().optional(),
});

export const stepSchemas = {
  1: step1Schema,
  2: step2Schema,
  3: step3Schema,
  4: step4Schema,
  5: step5Schema,
  6: step6Schema,
  7: step7Schema,
} as const satisfies Record<StepNo, z.ZodType>;

/** The step schemas with the date checks (age, pay dates) as of `now`: the server's clock. */
export const stepSchemasAt = (now: () => Date) =>
  ({ ...stepSchemas, 2: step2SchemaAt(now), 4: step4SchemaAt(now) }) as const;
export type Step1 = z.output<typeof step1Schema>;
export type Step2 = z.output<typeof step2Schema>;
export type Step3 = z.output<typeof step3Schema>;
export type Step4 = z.output<typeof step4Schema>;
export type Step5 = z.output<typeof step5Schema>;
export type Step6 = z.output<typeof step6Schema>;
export type Step7 = z.output<typeof step7Schema>;

/** Wording version recorded with the consents (bump when the consent text changes). */
export const CONSENT_WORDING_VERSION = '2026-11-v2';
