import {
  DEBIT_CARD_TYPES,
  EMPLOYMENT_TYPES,
  LOAN_PURPOSES,
  MARITAL_STATUSES,
  PAY_FREQUENCY_CHOICES,
  REQUIRED_EXPENSES,
  RESIDENTIAL_STATUSES,
  TITLES,
  hasEmployer,
  labelOf,
  type Code,
} from '#shared/application/codes.ts';
import { canonicalPostcode } from '#shared/application/canonical.ts';
import { gbp } from '#shared/company.ts';
import { STEP_META, type StepNo } from '#shared/application/step-meta.ts';

export type AnswerRow = { label: string; value: string };
export type AnswerSection = { step: StepNo; title: string; rows: AnswerRow[] };

type Values = Record<string, unknown>;

const str = (v: unknown) => (v === undefined || v === null || v === '' ? '' : String(v));
const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : undefined);
const code = (codes: Code[], v: unknown) => labelOf(codes, num(v));
const money = (v: unknown) => (num(v) === undefined ? '' : gbp(num(v) ?? 0, 0));
const ukDateText = (v: unknown) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(str(v));
  if (!m) return str(v);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
};
const duration = (v: unknown) => {
  const months = num(v);
  if (months === undefined) return '';
  const y = Math.floor(months / 12);
  const m = months % 12;
  return [y ? `${y} year${y === 1 ? '' : 's'}` : '', m || !y ? `${m} month${m === 1 ? '' : 's'}` : '']
    .filter(Boolean)
    .join(' ');
};
/** A postcode as it is written, whatever was typed or stored: `m11ae` → `M1 1AE` (issue 27.10). */
const postcodeText = (v: unknown) => (str(v) ? canonicalPostcode(str(v)) : '');
/** A house number goes before its street with a space ("12 Dale Street"); a house name on its own (issue 42 item 7). */
const address = (house: unknown, street: unknown, town: unknown, postcode: unknown) => {
  const numbered = /^\d+[A-Za-z]?$/.test(str(house).trim()) && str(street);
  const line = numbered ? [`${str(house).trim()} ${str(street)}`] : [str(house), str(street)];
  return [...line, str(town), postcodeText(postcode)].filter(Boolean).join(', ');
};
/** A UK mobile as it is written: 07911 123456. */
const mobileText = (v: unknown) => {
  const digits = str(v).replace(/\s+/g, '');
  return /^07\d{9}$/.test(digits) ? `${digits.slice(0, 5)} ${digits.slice(5)}` : str(v);
};

/** Every answer of steps 1-6, by section, as the "Check your answers" screen lists them. */
export function answerSections(v: Values): AnswerSection[] {
  const withEmployer = hasEmployer(num(v.employmentType));
  const previous = address(v.previousHouse, v.previousStreet, v.previousTown, v.previousPostcode);
  return [
    {
      step: 1,
      title: STEP_META[1].heading,
      rows: [
        { label: 'Loan amount', value: money(v.loanAmount) },
        { label: 'Repayment term', value: num(v.loanTerm) ? `${num(v.loanTerm)} months` : '' },
        { label: 'What the loan is for', value: code(LOAN_PURPOSES, v.loanPurpose) },
      ],
    },
    {
      step: 2,
      title: STEP_META[2].heading,
      rows: [
        { label: 'Name', value: [code(TITLES, v.title), str(v.firstName), str(v.lastName)].filter(Boolean).join(' ') },
        { label: 'Email address', value: str(v.email) },
        { label: 'Mobile number', value: mobileText(v.mobilePhone) },
        { label: 'Home phone', value: str(v.homePhone) || 'Not given' },
        { label: 'Date of birth', value: ukDateText(v.dateOfBirth) },
        { label: 'Marital status', value: code(MARITAL_STATUSES, v.maritalStatus) || 'Not given' },
        { label: 'Dependants', value: str(v.dependents) || 'Not given' },
        { label: 'Other people contributing to household income', value: str(v.incomeContributors) || 'Not given' },
      ],
    },
    {
      step: 3,
      title: STEP_META[3].heading,
      rows: [
        { label: 'Address', value: address(v.currentHouse, v.currentStreet, v.currentTown, v.currentPostcode) },
        { label: 'Residential status', value: code(RESIDENTIAL_STATUSES, v.currentResidentialStatus) },
        { label: 'Time at this address', value: duration(v.currentMonthsAtAddress) },
        ...(previous ? [{ label: 'Previous address', value: previous }] : []),
      ],
    },
    {
      step: 4,
      title: STEP_META[4].heading,
      rows: [
        { label: 'Employment status', value: code(EMPLOYMENT_TYPES, v.employmentType) },
        ...(withEmployer
          ? [
              { label: 'Employer or main income source', value: str(v.employerName) },
              { label: 'Job title', value: str(v.jobTitle) || 'Not given' },
              { label: 'Time with this employer', value: duration(v.monthsAtEmployer) },
            ]
          : []),
        { label: 'Monthly income after tax', value: money(v.monthlyIncome) },
        { label: 'How often you are paid', value: code(PAY_FREQUENCY_CHOICES, v.payFrequency) },
        { label: 'Next pay date', value: ukDateText(v.nextPayDate) },
        { label: 'Following pay date', value: ukDateText(v.followingPayDate) },
      ],
    },
    {
      step: 5,
      title: STEP_META[5].heading,
      rows: [
        { label: 'Bank name', value: str(v.bankName) || 'Not given' },
        { label: 'Account number', value: str(v.accountNumber) },
        { label: 'Sort code', value: str(v.sortCode) },
        { label: 'Time with this account', value: duration(v.accountLength) },
        { label: 'Debit card type', value: code(DEBIT_CARD_TYPES, v.debitCardType) },
        {
          label: 'Income paid into this account',
          value: v.directDeposit === true ? 'Yes' : v.directDeposit === false ? 'No' : '',
        },
      ],
    },
    {
      step: 6,
      title: STEP_META[6].heading,
      rows: REQUIRED_EXPENSES.map((e) => ({ label: e.label, value: money(v[e.field]) })),
    },
  ];
}
