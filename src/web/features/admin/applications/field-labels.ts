import { OPTIONAL_EXPENSES, REQUIRED_EXPENSES } from '#shared/application/codes.ts';
import { FIELD_NAMES } from '#shared/application/plain-messages.ts';

// What each stored column of an application is called on its back-office page (issue 42.11): the
// applicant's own words where the forms have them, never the column's name ("expenseHousing").

/** Columns no form names, or whose form wording does not fit a label. */
const OWN_LABELS: Record<string, string> = {
  id: 'Application id',
  sessionId: 'Public reference',
  status: 'Status',
  gateReason: 'Referred because',
  reviewClearedAt: 'Decision changed on review',
  currentStep: 'Progress',
  leadId: 'Lead id',
  apiStatus: 'Panel outcome',
  redirectUrl: 'Lender page',
  price: 'Commission',
  apiErrors: 'Panel notes',
  submittedAt: 'Submitted',
  completedAt: 'Outcome stored',
  createdAt: 'Started',
  updatedAt: 'Last changed',
  erasedAt: 'Personal data erased',
  erasureRequestedAt: 'Erasure asked for',
  previousCounty: 'Previous county',
  previousResidentialStatus: 'Previous residential status',
  previousMonthsAtAddress: 'Time at the previous address',
  maritalStatus: 'Marital status',
  dependents: 'Dependants',
  incomeContributors: 'People contributing to household income',
  cellPhonePlanType: 'Mobile plan type',
  industry: 'Industry',
  paymentMethod: 'How income is paid',
  totalIncome: 'Total income',
  benefitsAmount: 'Benefits',
  pensionAmount: 'Pension',
  otherIncome: 'Other income',
  accountType: 'Account type',
  accountOwnership: 'Account ownership',
  directDeposit: 'Income paid into this account',
  consentCreditCheck: 'Consent: credit checks (required)',
  consentFirstParty: 'Consent: information about our other loan products',
  consentRemarketingEmail: 'Consent: email reminders and offers',
  consentRemarketingPhone: 'Consent: phone calls about the application',
  consentRemarketingSms: 'Consent: SMS reminders and offers',
  consentedAt: 'Consents given',
  quality: 'Quality check (signals found)',
  consentWordingVersion: 'Consent wording version',
  recentLoansCount: 'Loans taken in the last 6 months',
  inFinancialDifficulty: 'Says they are struggling to keep up with bills',
  missedPriorityBills: 'Says they missed priority bills',
  wantsDebtHelp: 'Asked for help with debt',
  userIp: 'IP address (shortened)',
  userAgent: 'Browser',
  source: 'Source',
  referrerUrl: 'Came from',
  utmSource: 'Campaign source (utm_source)',
  utmMedium: 'Campaign medium (utm_medium)',
  utmCampaign: 'Campaign name (utm_campaign)',
};

const EXPENSE_LABELS: Record<string, string> = Object.fromEntries(
  [...REQUIRED_EXPENSES, ...OPTIONAL_EXPENSES].map((e) => [e.field, e.label]),
);

/** "currentMonthsAtAddress" → "Current months at address": for a column added later without a label. */
export const humanise = (key: string): string => {
  const words = key
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The column's label in words when it has one (the page falls back to `humanise` otherwise). */
export function wordedLabel(key: string): string | null {
  const own = OWN_LABELS[key] ?? EXPENSE_LABELS[key];
  if (own) return own;
  const named = FIELD_NAMES[key];
  return named ? sentence(named) : null;
}

/** The label of a stored column on the application's page. */
export const fieldLabel = (key: string): string => wordedLabel(key) ?? humanise(key);
