import { isValid as isValidPostcode } from 'postcode';
import { z } from 'zod';
import { hasEmployer } from './codes.ts';
import { PREVIOUS_ADDRESS_BELOW_MONTHS } from './step-fields.ts';
import {
  amount,
  int,
  isRealDate,
  isoDate,
  optionalAmount,
  optionalInt,
  optionalText,
  preprocess,
  text,
  ukDate,
} from './fields.ts';

// Steps 3 and 4 (docs/product.md#steps): address and income. Unknown keys are dropped.

const postcode = () =>
  z.pipe(
    z.pipe(
      z.string({ error: (i) => (i.input === undefined ? 'Required' : 'Expected string') }),
      z.transform((v: string) => v.replace(/\s+/g, '').toUpperCase()),
    ),
    z.string().check(
      z.minLength(5, 'String must contain at least 5 characters'),
      z.maxLength(7, 'String must contain at most 7 characters'),
      z.refine((v) => isValidPostcode(v), 'Enter a valid UK postcode'),
    ),
  );

export const step3Schema = z
  .object({
    currentPostcode: postcode(),
    currentHouse: text(1, 128),
    currentStreet: text(2, 64),
    currentTown: text(2, 64),
    currentCounty: optionalText(4, 32),
    currentResidentialStatus: int(1, 6),
    currentMonthsAtAddress: int(1, 1200),
    previousPostcode: preprocess((v) => (v === '' ? undefined : v), z.optional(postcode())),
    previousHouse: optionalText(1, 128),
    previousStreet: optionalText(2, 64),
    previousTown: optionalText(2, 64),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.currentMonthsAtAddress >= PREVIOUS_ADDRESS_BELOW_MONTHS) return;
      for (const key of ['previousPostcode', 'previousHouse', 'previousStreet', 'previousTown'] as const) {
        if (!v[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'Required: you have lived at your current address for less than 12 months',
          });
      }
    }),
  );

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
      nextPayDate: isoDate().check(z.refine((v) => v >= ukDate(now()), NEXT_PAY_DATE_MESSAGE)),
      followingPayDate: isoDate(),
      totalIncome: optionalAmount(),
      benefitsAmount: optionalAmount(),
      pensionAmount: optionalAmount(),
      otherIncome: optionalAmount(),
    })
    // `when`: these run even while other fields are still missing (the default skips object
    // checks then, which left the applicant with no message on the following pay date).
    .check(
      z.refine((v) => !(v.followingPayDate <= v.nextPayDate), {
        path: ['followingPayDate'],
        message: FOLLOWING_PAY_DATE_MESSAGE,
        when: ({ value }) => bothDates(value),
      }),
      z.refine((v) => !hasEmployer(v.employmentType) || v.employerName !== undefined, {
        path: ['employerName'],
        message: 'Required',
        when: ({ value }) => isRecord(value),
      }),
      z.refine((v) => !hasEmployer(v.employmentType) || v.monthsAtEmployer !== undefined, {
        path: ['monthsAtEmployer'],
        message: 'Required',
        when: ({ value }) => isRecord(value),
      }),
    );

export const step4Schema = step4SchemaAt(() => new Date());
