// The schemas keep the API's messages (docs/product.md#steps), including its generic defaults
// ('Required', 'String must contain at least N characters', 'Number must be ...'). On screen every
// message names its field (decisions 018 and 120): the generic ones become plain English, and the
// spec's own wording that does not say which field it is about ('Must be exactly 6 digits') is
// kept inside a sentence that does. Messages that already say what they are about pass unchanged.

/** What each field is called in a sentence ("Enter your {name}"). */
export const FIELD_NAMES: Record<string, string> = {
  loanAmount: 'loan amount',
  loanTerm: 'repayment term',
  loanPurpose: 'what the loan is for',
  title: 'title',
  firstName: 'first name',
  lastName: 'last name',
  email: 'email address',
  mobilePhone: 'mobile number',
  homePhone: 'home phone number',
  dateOfBirth: 'date of birth',
  currentPostcode: 'postcode',
  currentHouse: 'house number or name',
  currentStreet: 'street',
  currentTown: 'town or city',
  currentCounty: 'county',
  currentResidentialStatus: 'residential status',
  currentMonthsAtAddress: 'time at this address',
  previousPostcode: 'previous postcode',
  previousHouse: 'previous house number or name',
  previousStreet: 'previous street',
  previousTown: 'previous town or city',
  employmentType: 'employment status',
  employerName: 'employer',
  jobTitle: 'job title',
  monthsAtEmployer: 'time with this employer',
  monthlyIncome: 'monthly income',
  payFrequency: 'how often you are paid',
  nextPayDate: 'next pay date',
  followingPayDate: 'following pay date',
  bankName: 'bank name',
  accountNumber: 'account number',
  sortCode: 'sort code',
  accountLength: 'how long you have had this account',
  debitCardType: 'debit card type',
  expenseHousing: 'rent or mortgage',
  expenseCredit: 'credit and loan repayments',
  expenseUtility: 'utilities',
  expenseFood: 'food and groceries',
  expenseTransport: 'transport',
  expenseChildcare: 'childcare',
  expenseInsurance: 'insurance',
  expenseOther: 'other expenses',
};

/** Fields that are not answers in themselves (boxes to tick), as a list of what is missing names them. */
const OTHER_NAMES: Record<string, string> = {
  directDeposit: 'whether your income is paid into this account',
  confirmNoHousing: 'confirmation that you pay no rent or mortgage',
  confirmNoFood: 'confirmation that you spend nothing on food',
  consentCreditCheck: 'consent to credit checks',
};

/** What a field is called in a sentence or a list ("Still needed: title, date of birth"). */
export const fieldName = (field: string): string =>
  FIELD_NAMES[field] ?? OTHER_NAMES[field] ?? field.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

/**
 * The spec's field-specific messages that do not name their field (issue 42 item 1): said with
 * the field's name and an example of what fits, the spec's words kept where they read well.
 */
const UNNAMED: Record<string, Record<string, string>> = {
  accountNumber: { 'Must be exactly 8 digits': 'Enter an account number of exactly 8 digits, like 00733445' },
  sortCode: { 'Must be exactly 6 digits': 'Enter a sort code of exactly 6 digits, like 30 94 30' },
  mobilePhone: { 'Must be 11 digits starting with 07': 'Mobile number must be 11 digits starting with 07' },
  homePhone: { 'Must be 10 or 11 digits starting with 0': 'Home phone number must be 10 or 11 digits starting with 0' },
};

/** Fields chosen from a list rather than typed: "Select your ...". */
const CHOSEN = new Set([
  'loanTerm',
  'loanPurpose',
  'title',
  'currentResidentialStatus',
  'currentMonthsAtAddress',
  'employmentType',
  'monthsAtEmployer',
  'payFrequency',
  'accountLength',
  'debitCardType',
]);
const MONEY = /^(monthlyIncome|loanAmount|expense)/;

const sentence = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const money = (n: string) => `£${Number(n).toLocaleString('en-GB')}`;

/** The on-screen message for a schema message on `field`. */
export function plainMessage(field: string, message: string): string {
  const unnamed = UNNAMED[field]?.[message];
  if (unnamed) return unnamed;
  const name = FIELD_NAMES[field];
  if (!name) return message;
  const Name = sentence(name);
  // 'Required: you have lived at your current address for less than 12 months' (previous address).
  if (message.startsWith('Required: ')) return `Enter your ${name}: ${message.slice('Required: '.length)}`;
  if (message === 'Required' || message.startsWith('Expected '))
    return CHOSEN.has(field) ? `Select ${/^(what|how) /.test(name) ? name : `your ${name}`}` : `Enter your ${name}`;
  let m = /^String must contain at least (\d+) characters?$/.exec(message);
  if (m) return `${Name} must be ${m[1]} characters or more`;
  m = /^String must contain at most (\d+) characters?$/.exec(message);
  if (m) return `${Name} must be ${m[1]} characters or fewer`;
  m = /^Number must be greater than or equal to (\d+)$/.exec(message);
  if (m) return MONEY.test(field) ? `${Name} must be ${money(m[1] ?? '0')} or more` : `${Name} must be ${m[1]} or more`;
  m = /^Number must be less than or equal to (\d+)$/.exec(message);
  if (m) return MONEY.test(field) ? `${Name} must be ${money(m[1] ?? '0')} or less` : `${Name} must be ${m[1]} or less`;
  if (message === 'Expected a whole number') return `${Name} must be a whole number`;
  if (message === 'Use at most 2 decimal places') return `${Name} must be in pounds and pence, e.g. 250 or 250.50`;
  if (message === 'Invalid date format') return `${Name} must be a real date`;
  if (message === 'Invalid email') return 'Enter an email address in the correct format, like name@example.com';
  return message;
}
