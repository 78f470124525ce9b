// The schemas keep the API's messages (docs/product.md#steps), including its generic defaults
// ('Required', 'String must contain at least N characters', 'Number must be ...'). On screen the
// generic ones are replaced by plain English that names the field; every field-specific message
// the spec words (e.g. 'Must be exactly 6 digits', 'You must be 18 or older') passes unchanged.
// Decision 018.

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
  const name = FIELD_NAMES[field];
  if (!name) return message;
  const Name = sentence(name);
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
  if (message === 'Invalid email') return 'Enter an email address in the correct format, like name@example.com';
  return message;
}
