// Code tables (docs/product.md#codes): the integer stored, the label shown.

export type Code = { value: number; label: string };

export const LOAN_PURPOSES: Code[] = [
  { value: 1, label: 'Pay bills' },
  { value: 2, label: 'Unexpected expense' },
  { value: 3, label: 'Other' },
  { value: 4, label: 'Rent/mortgage' },
  { value: 5, label: 'Pay debt' },
  { value: 6, label: 'Reduced income' },
  { value: 7, label: 'Car' },
  { value: 8, label: 'Household goods' },
  { value: 9, label: 'Home improvement' },
];

export const LOAN_TERMS = [3, 6, 12, 18, 24, 36] as const;

export const TITLES: Code[] = [
  { value: 1, label: 'Mr' },
  { value: 2, label: 'Mrs' },
  { value: 3, label: 'Miss' },
  { value: 4, label: 'Ms' },
];

export const MARITAL_STATUSES: Code[] = [
  { value: 1, label: 'Single' },
  { value: 2, label: 'Married' },
  { value: 3, label: 'Living together' },
  { value: 4, label: 'Separated' },
  { value: 5, label: 'Divorced' },
  { value: 6, label: 'Common law/Partner' },
  { value: 7, label: 'Widowed' },
  { value: 8, label: 'Other' },
];

export const RESIDENTIAL_STATUSES: Code[] = [
  { value: 1, label: 'Homeowner' },
  { value: 2, label: 'Private tenant' },
  { value: 3, label: 'Council tenant' },
  { value: 4, label: 'Living with parents' },
  { value: 5, label: 'Other' },
  { value: 6, label: 'Shared ownership' },
];

export const EMPLOYMENT_TYPES: Code[] = [
  { value: 1, label: 'Full-time' },
  { value: 2, label: 'Part-time' },
  { value: 3, label: 'Self-employed' },
  { value: 4, label: 'Temporary' },
  { value: 5, label: 'Pension' },
  { value: 6, label: 'Benefits' },
  { value: 7, label: 'Unemployed' },
  { value: 8, label: 'Student' },
];

/** Pension, benefits, unemployed and student: no employer, job title or time with employer is asked. */
export const TYPES_WITHOUT_EMPLOYER: readonly number[] = [5, 6, 7, 8];
export const hasEmployer = (employmentType: unknown): boolean =>
  typeof employmentType === 'number' && !TYPES_WITHOUT_EMPLOYER.includes(employmentType);

export const PAY_FREQUENCIES: Code[] = [
  { value: 1, label: 'Weekly' },
  { value: 2, label: 'Biweekly' },
  { value: 3, label: 'Monthly' },
  { value: 4, label: 'Four weekly' },
];

export const DEBIT_CARD_TYPES: Code[] = [
  { value: 1, label: 'Switch/Maestro' },
  { value: 2, label: 'Solo' },
  { value: 3, label: 'Visa Delta' },
  { value: 4, label: 'Visa Debit' },
  { value: 5, label: 'Visa Electron' },
  { value: 6, label: 'Mastercard' },
  { value: 7, label: 'No debit card' },
];

// Issue 42 item 7: the codes and the spec's labels stay (stored answers, the lenders' protocol, the
// back office); the applicant is shown UK words and only the cards issued today.

/** Pay frequency as the applicant reads it: the spec's "Biweekly" (code 2) is "Fortnightly" in the UK. */
export const PAY_FREQUENCY_CHOICES: Code[] = PAY_FREQUENCIES.map((c) =>
  c.value === 2 ? { ...c, label: 'Fortnightly' } : c,
);

/**
 * The debit cards offered at step 5: Visa Debit, Mastercard and none. Switch/Maestro, Solo, Visa
 * Delta and Visa Electron are no longer issued in the UK (Visa Delta is today's Visa Debit); their
 * codes stay readable for answers stored before.
 */
export const DEBIT_CARD_CHOICES: Code[] = DEBIT_CARD_TYPES.filter((c) => [4, 6, 7].includes(c.value));

/** Step 6: the eight expenses asked on screen (required), then the optional detail fields. */
export const REQUIRED_EXPENSES = [
  { field: 'expenseHousing', label: 'Rent or mortgage' },
  { field: 'expenseCredit', label: 'Credit and loan repayments' },
  { field: 'expenseUtility', label: 'Utilities' },
  { field: 'expenseFood', label: 'Food and groceries' },
  { field: 'expenseTransport', label: 'Transport' },
  { field: 'expenseChildcare', label: 'Childcare' },
  { field: 'expenseInsurance', label: 'Insurance' },
  { field: 'expenseOther', label: 'Other expenses' },
] as const;

export const OPTIONAL_EXPENSES = [
  { field: 'expenseAlcoholTobacco', label: 'Alcohol and tobacco' },
  { field: 'expenseHealthBeauty', label: 'Health and beauty' },
  { field: 'expenseRecreation', label: 'Recreation' },
  { field: 'expenseRestaurants', label: 'Restaurants' },
  { field: 'expenseEducation', label: 'Education' },
  { field: 'expenseClothing', label: 'Clothing' },
  { field: 'expenseHouseholdGoods', label: 'Household goods' },
  { field: 'expenseCommunication', label: 'Phone, TV and internet' },
  { field: 'expenseCouncilTax', label: 'Council tax' },
] as const;

export const EXPENSE_QUICK_PICKS = [0, 50, 100, 200, 500] as const;

export const labelOf = (codes: Code[], value: number | null | undefined): string =>
  codes.find((c) => c.value === value)?.label ?? '';
