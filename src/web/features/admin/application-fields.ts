import {
  DEBIT_CARD_TYPES,
  EMPLOYMENT_TYPES,
  LOAN_PURPOSES,
  MARITAL_STATUSES,
  PAY_FREQUENCIES,
  RESIDENTIAL_STATUSES,
  TITLES,
  labelOf,
  type Code,
} from '#shared/application/codes.ts';
import { GATE_REASON_LABELS, isGateReason } from '#shared/application/gate.ts';

/** Fields whose stored integer is a code of spec section 3: shown with its label. */
export const CODED: Record<string, Code[]> = {
  loanPurpose: LOAN_PURPOSES,
  title: TITLES,
  maritalStatus: MARITAL_STATUSES,
  currentResidentialStatus: RESIDENTIAL_STATUSES,
  previousResidentialStatus: RESIDENTIAL_STATUSES,
  employmentType: EMPLOYMENT_TYPES,
  payFrequency: PAY_FREQUENCIES,
  debitCardType: DEBIT_CARD_TYPES,
};

/** Review sections in the order of the application; any field not listed lands in "Other". */
export const SECTIONS: { title: string; match: (key: string) => boolean }[] = [
  {
    title: 'Status and outcome',
    match: (k) =>
      [
        'id',
        'sessionId',
        'status',
        'gateReason',
        'currentStep',
        'leadId',
        'apiStatus',
        'redirectUrl',
        'price',
        'apiErrors',
        'submittedAt',
        'completedAt',
        'createdAt',
        'updatedAt',
        'erasedAt',
        'erasureRequestedAt',
      ].includes(k),
  },
  { title: 'Loan', match: (k) => ['loanAmount', 'loanTerm', 'loanPurpose'].includes(k) },
  {
    title: 'Personal details',
    match: (k) =>
      [
        'title',
        'firstName',
        'lastName',
        'email',
        'mobilePhone',
        'homePhone',
        'dateOfBirth',
        'maritalStatus',
        'dependents',
        'incomeContributors',
        'cellPhonePlanType',
      ].includes(k),
  },
  { title: 'Current address', match: (k) => k.startsWith('current') },
  { title: 'Previous address', match: (k) => k.startsWith('previous') },
  {
    title: 'Employment and income',
    match: (k) =>
      [
        'employmentType',
        'employerName',
        'industry',
        'jobTitle',
        'monthsAtEmployer',
        'monthlyIncome',
        'paymentMethod',
        'payFrequency',
        'nextPayDate',
        'followingPayDate',
        'totalIncome',
        'benefitsAmount',
        'pensionAmount',
        'otherIncome',
      ].includes(k),
  },
  {
    title: 'Bank (masked)',
    match: (k) =>
      [
        'bankName',
        'accountNumber',
        'sortCode',
        'accountLength',
        'accountType',
        'accountOwnership',
        'debitCardType',
        'directDeposit',
      ].includes(k),
  },
  { title: 'Expenses', match: (k) => k.startsWith('expense') },
  {
    title: 'Consents and support answers',
    match: (k) =>
      k.startsWith('consent') ||
      ['recentLoansCount', 'inFinancialDifficulty', 'missedPriorityBills', 'wantsDebtHelp'].includes(k),
  },
  {
    title: 'Source',
    match: (k) => ['userIp', 'userAgent', 'source', 'referrerUrl', 'utmSource', 'utmMedium', 'utmCampaign'].includes(k),
  },
];

/** "currentMonthsAtAddress" → "Current months at address". */
export const humanise = (key: string): string => {
  const words = key
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function displayValue(key: string, value: string | number | boolean | null): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (key === 'gateReason') return isGateReason(value) ? `${GATE_REASON_LABELS[value]} (${value})` : String(value);
  const codes = CODED[key];
  if (codes && typeof value === 'number') return `${labelOf(codes, value) || 'Unknown'} (${value})`;
  if (typeof value === 'string' && /At$/.test(key) && /^\d{4}-\d{2}-\d{2}T/.test(value))
    return new Date(value).toLocaleString('en-GB', { timeZone: 'Europe/London' });
  return String(value);
}
