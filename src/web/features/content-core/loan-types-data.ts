import { company, gbp } from '#shared/company.ts';

const { loanRange, representativeExample: ex } = company;
const maxAmount = loanRange.maxAmount.toLocaleString('en-GB');

/** Facts about the one product we broker: unsecured short-term personal loans. */
export const personalLoanFacts: { label: string; value: string }[] = [
  { label: 'Amount', value: `£${loanRange.minAmount} to £${maxAmount}` },
  { label: 'Term', value: `${loanRange.minTerm} to ${loanRange.maxTerm} months` },
  { label: 'Repayments', value: 'Fixed monthly instalments' },
  { label: 'Security', value: 'Unsecured: no home, car or guarantor needed' },
  { label: 'Representative APR', value: `${company.representativeApr}%` },
  { label: 'Broker fee', value: 'None: we never charge you a fee' },
];

export const personalLoanUses: string[] = [
  'Unexpected bills and expenses',
  'Car repairs',
  'Household goods and appliances',
  'Home improvements and repairs',
  'Covering a short-term drop in income',
];

export const eligibility: string[] = ['Aged 18 or over', 'Living in the UK', 'A UK bank account', 'A regular income'];

export const exampleSentence =
  `For example, borrowing ${gbp(ex.amount, 0)} over ${ex.term} months at a ` +
  `fixed rate of ${ex.interestRate}% pa costs ${gbp(ex.monthlyPayment)} a ` +
  `month, ${gbp(ex.totalRepayable)} in total, of which ${gbp(ex.interest)} ` +
  `is interest. Representative ${company.representativeApr}% APR.`;

export type NotOffered = { name: string; explanation: string };

/** Loan types we do not arrange, each with a plain-English reason a reader can act on. */
export const loanTypesNotOffered: NotOffered[] = [
  {
    name: 'Secured loans',
    explanation:
      'A secured loan is tied to something you own, usually your home, which ' +
      'could be repossessed if you do not keep up repayments. We only arrange ' +
      'unsecured loans.',
  },
  {
    name: 'Guarantor loans',
    explanation:
      'A guarantor loan needs a friend or family member to agree to repay if you ' +
      'cannot. We do not arrange them: the loans we broker are assessed on your ' +
      'own circumstances.',
  },
  {
    name: 'Debt consolidation loans',
    explanation:
      'We do not arrange loans to combine existing debts. If you are finding ' +
      'your debts hard to manage, free advice from MoneyHelper or StepChange is ' +
      'usually a better first step than more borrowing.',
  },
  {
    name: 'Logbook loans',
    explanation:
      'A logbook loan is secured against your car, which the lender can take if ' +
      'you fall behind. We do not arrange them.',
  },
  {
    name: 'Payday loans',
    explanation:
      `We do not arrange payday loans repaid in one lump sum on your next ` +
      `payday. The loans we broker are repaid in monthly instalments over ` +
      `${loanRange.minTerm} to ${loanRange.maxTerm} months.`,
  },
];

/** The external partner for car finance (a separate firm with its own terms). */
export const carFinancePartner = {
  url: company.partnerCarFinanceUrl,
  host: new URL(company.partnerCarFinanceUrl).host.replace(/^www\./, ''),
  minTerm: 12,
  maxTerm: 60,
};
