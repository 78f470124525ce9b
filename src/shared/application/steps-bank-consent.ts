import { z } from 'zod';
import { amount, bool, int, optionalInt, optionalText } from './fields.ts';
import { ZERO_EXPENSE_CONFIRMATIONS } from './zero-expenses.ts';

// Steps 5 to 7 (docs/product.md#steps): bank, expenses and consent. Unknown keys are dropped.

export const step5Schema = z.object({
  bankName: optionalText(0, 128),
  accountNumber: z
    .string({ error: (i) => (i.input === undefined ? 'Required' : 'Expected string') })
    .check(z.regex(/^\d{8}$/, 'Must be exactly 8 digits')),
  sortCode: z
    .string({ error: (i) => (i.input === undefined ? 'Required' : 'Expected string') })
    .check(z.regex(/^\d{6}$/, 'Must be exactly 6 digits')),
  accountLength: int(0, 1200),
  accountType: optionalInt(1, 3),
  accountOwnership: optionalInt(1, 2),
  debitCardType: int(1, 7),
  directDeposit: bool().check(
    z.refine((v) => typeof v === 'boolean', 'Tell us whether your income is paid into this account'),
  ),
});

const expense = () => amount(0, 10_000);
export const step6Schema = z
  .object({
    expenseHousing: expense(),
    expenseCredit: expense(),
    expenseUtility: expense(),
    expenseFood: expense(),
    expenseTransport: expense(),
    expenseChildcare: expense(),
    expenseInsurance: expense(),
    expenseOther: expense(),
    expenseAlcoholTobacco: z.optional(expense()),
    expenseHealthBeauty: z.optional(expense()),
    expenseRecreation: z.optional(expense()),
    expenseRestaurants: z.optional(expense()),
    expenseEducation: z.optional(expense()),
    expenseClothing: z.optional(expense()),
    expenseHouseholdGoods: z.optional(expense()),
    expenseCommunication: z.optional(expense()),
    expenseCouncilTax: z.optional(expense()),
    // Rent and food at £0 must be confirmed, not assumed (zero-expenses.ts).
    confirmNoHousing: z
      .optional(bool())
      .check(z.describe('Required true when expenseHousing is 0: the applicant confirms they pay no rent or mortgage')),
    confirmNoFood: z
      .optional(bool())
      .check(z.describe('Required true when expenseFood is 0: the applicant confirms they spend nothing on food')),
  })
  // `when`: checked while other expenses are still missing too, so the box's message shows at once.
  .check(
    ...ZERO_EXPENSE_CONFIRMATIONS.map(({ field, confirm, message }) =>
      z.refine(
        (v: unknown) => (v as Record<string, unknown>)[field] !== 0 || (v as Record<string, unknown>)[confirm] === true,
        {
          path: [confirm],
          message,
          when: ({ value }) => typeof value === 'object' && value !== null,
        },
      ),
    ),
  );

export const step7Schema = z.object({
  consentCreditCheck: z.literal(true, { error: 'You must consent to credit checks to continue' }),
  consentFirstParty: z.optional(bool()),
  consentRemarketingEmail: z.optional(bool()),
  consentRemarketingPhone: z.optional(bool()),
  consentRemarketingSms: z.optional(bool()),
  recentLoansCount: optionalInt(0, 5),
  // The vulnerability questions (ADR 021): optional, and any "yes" keeps the lead from every lender.
  inFinancialDifficulty: z.optional(bool()),
  missedPriorityBills: z.optional(bool()),
  wantsDebtHelp: z.optional(bool()),
});

/** Wording version recorded with the consents (bump when the consent text changes). */
export const CONSENT_WORDING_VERSION = '2026-11-v2';
