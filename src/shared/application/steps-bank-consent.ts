import { z } from 'zod';
import { amount, bool, int, optionalInt, optionalText } from './fields.ts';

// Steps 5 to 7 (docs/product.md#steps): bank, expenses and consent. Unknown keys are dropped.

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

/** Wording version recorded with the consents (bump when the consent text changes). */
export const CONSENT_WORDING_VERSION = '2026-11-v2';
