import { company, gbp } from '#shared/company.ts';

const ex = company.representativeExample;

/** How affordability is assessed before anyone lends (CONC 5.2A). */
export const affordabilityChecks: { title: string; text: string }[] = [
  {
    title: 'Income verification',
    text:
      'You tell us your income, how often you are paid and your next pay dates. ' +
      'Lenders verify it, for example with credit reference agency data or your ' +
      'bank statements.',
  },
  {
    title: 'Expenditure review',
    text:
      'You tell us what you spend each month on housing, bills, food, transport, ' +
      'childcare, credit and other costs. We show you what is left over before ' +
      'you apply.',
  },
  {
    title: 'Soft search',
    text:
      'A soft search of your credit file checks your identity and existing ' +
      'borrowing without affecting your credit score.',
  },
  {
    title: 'Sustainable borrowing',
    text:
      `A loan should be repayable on time from your income without borrowing ` +
      `more or falling behind on essential bills. If less than ${gbp(100, 0)} a ` +
      `month would be left after your spending and the repayment, we warn you ` +
      `before you apply.`,
  },
];

/** What we show before you borrow (CONC 3 financial promotions and CONC 4 pre-contract information). */
export const clearInformation: { title: string; text: string }[] = [
  {
    title: `Representative ${company.representativeApr}% APR`,
    text:
      `Shown on our pages and application. Rates from ` +
      `${company.rateRange.minApr}% APR to a maximum of ` +
      `${company.rateRange.maxApr.toLocaleString('en-GB')}% APR; the rate you ` +
      `are offered depends on your circumstances.`,
  },
  {
    title: 'Total cost',
    text:
      `For example, borrowing ${gbp(ex.amount, 0)} over ${ex.term} months costs ` +
      `${gbp(ex.monthlyPayment)} a month: ${gbp(ex.totalRepayable)} in total, ` +
      `including ${gbp(ex.interest)} interest.`,
  },
  {
    title: 'No hidden charges',
    text:
      'We never charge you a fee. The lender sets out every charge in the ' +
      'pre-contract information (SECCI) and credit agreement before you sign.',
  },
  {
    title: 'Repayment schedule',
    text: 'Your agreement shows the amount and date of every repayment. Make sure each date falls after you are paid.',
  },
];

/** Forbearance a lender should consider when you are struggling (CONC 7.3). */
export const supportOptions: string[] = [
  'payment holidays or reduced payments for a period',
  'extending the term of your loan to make repayments smaller',
  'freezing interest and charges',
  'referral to free, independent debt advice',
];

export const debtAdviceServices: { name: string; url: string; label: string; phone?: string; text: string }[] = [
  {
    name: 'MoneyHelper',
    url: 'https://www.moneyhelper.org.uk',
    label: 'moneyhelper.org.uk',
    phone: '0800 138 7777',
    text: 'Free, impartial money guidance backed by the government, including a debt advice locator.',
  },
  {
    name: 'StepChange Debt Charity',
    url: 'https://www.stepchange.org',
    label: 'stepchange.org',
    phone: '0800 138 1111',
    text: 'Free debt advice and debt management plans online or by phone.',
  },
  {
    name: 'National Debtline',
    url: 'https://nationaldebtline.org',
    label: 'nationaldebtline.org',
    phone: '0808 808 4000',
    text: 'Free, confidential debt advice by phone, webchat and online.',
  },
  {
    name: 'Citizens Advice',
    url: 'https://www.citizensadvice.org.uk',
    label: 'citizensadvice.org.uk',
    text: 'Free advice on debt, benefits and money, online, by phone or at a local office.',
  },
];

/** The FCA principles behind how we work. */
export const fcaPrinciples: { title: string; text: string }[] = [
  {
    title: 'Treating customers fairly',
    text: 'We pay due regard to your interests and treat you fairly in everything we do (Principle 6).',
  },
  {
    title: 'Clear, fair and not misleading',
    text: 'We explain costs, risks and our role as a broker plainly, and never hide the downsides (Principle 7).',
  },
  {
    title: 'Integrity',
    text: 'We only work with FCA-authorised lenders and are open about the commission we are paid (Principle 1).',
  },
  {
    title: 'Good outcomes (Consumer Duty)',
    text:
      'We act to deliver good outcomes, avoid foreseeable harm and support ' +
      'customers in vulnerable circumstances (Principle 12).',
  },
];
