import type { StepNo } from './step-meta.ts';

/**
 * Each step's fields in form order, with what each holds once posted: plain data with no zod, so
 * the step screens render, read a posted form and fill their inputs without the validation code in
 * their first load (decision 107); the schemas (`steps.ts`) are loaded when a field is first
 * checked. `step-fields.test.ts` holds this table to the schemas: same keys, same order, same kinds.
 */
export type FieldKind = 'number' | 'boolean' | 'string';

export const STEP_FIELDS = {
  1: { loanAmount: 'number', loanTerm: 'number', loanPurpose: 'number' },
  2: {
    title: 'number',
    firstName: 'string',
    lastName: 'string',
    email: 'string',
    mobilePhone: 'string',
    homePhone: 'string',
    dateOfBirth: 'string',
    maritalStatus: 'number',
    dependents: 'number',
    incomeContributors: 'number',
    cellPhonePlanType: 'number',
  },
  3: {
    currentPostcode: 'string',
    currentHouse: 'string',
    currentStreet: 'string',
    currentTown: 'string',
    currentCounty: 'string',
    currentResidentialStatus: 'number',
    currentMonthsAtAddress: 'number',
    previousPostcode: 'string',
    previousHouse: 'string',
    previousStreet: 'string',
    previousTown: 'string',
  },
  4: {
    employmentType: 'number',
    employerName: 'string',
    industry: 'number',
    jobTitle: 'string',
    monthsAtEmployer: 'number',
    monthlyIncome: 'number',
    paymentMethod: 'number',
    payFrequency: 'number',
    nextPayDate: 'string',
    followingPayDate: 'string',
    totalIncome: 'number',
    benefitsAmount: 'number',
    pensionAmount: 'number',
    otherIncome: 'number',
  },
  5: {
    bankName: 'string',
    accountNumber: 'string',
    sortCode: 'string',
    accountLength: 'number',
    accountType: 'number',
    accountOwnership: 'number',
    debitCardType: 'number',
    directDeposit: 'boolean',
  },
  6: {
    expenseHousing: 'number',
    expenseCredit: 'number',
    expenseUtility: 'number',
    expenseFood: 'number',
    expenseTransport: 'number',
    expenseChildcare: 'number',
    expenseInsurance: 'number',
    expenseOther: 'number',
    expenseAlcoholTobacco: 'number',
    expenseHealthBeauty: 'number',
    expenseRecreation: 'number',
    expenseRestaurants: 'number',
    expenseEducation: 'number',
    expenseClothing: 'number',
    expenseHouseholdGoods: 'number',
    expenseCommunication: 'number',
    expenseCouncilTax: 'number',
    confirmNoHousing: 'boolean',
    confirmNoFood: 'boolean',
  },
  7: {
    consentCreditCheck: 'boolean',
    consentFirstParty: 'boolean',
    consentRemarketingEmail: 'boolean',
    consentRemarketingPhone: 'boolean',
    consentRemarketingSms: 'boolean',
    recentLoansCount: 'number',
    inFinancialDifficulty: 'boolean',
    missedPriorityBills: 'boolean',
    wantsDebtHelp: 'boolean',
  },
} as const satisfies { readonly [N in StepNo]: Readonly<Record<string, FieldKind>> };

/** A step's field names, in form order. */
export const stepFieldNames = <N extends StepNo>(step: N) =>
  Object.keys(STEP_FIELDS[step]) as (keyof (typeof STEP_FIELDS)[N] & string)[];

/** Step 3 asks for a previous address while the applicant has been at the current one for less. */
export const PREVIOUS_ADDRESS_BELOW_MONTHS = 12;
