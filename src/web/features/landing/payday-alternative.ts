import { company } from '#shared/company.ts';
import type { Step } from './landing-kit.tsx';

const max = company.loanRange.maxAmount.toLocaleString('en-GB');

export const paydayAlternative = {
  path: '/payday-loan-alternative',
  crumb: 'Payday loan alternative',
  metaTitle: 'A Payday Loan Alternative: Spread the Cost',
  description:
    `A short-term loan repaid in monthly instalments instead of one payday ` +
    `lump sum: £${company.loanRange.minAmount} to £${max} over ` +
    `${company.loanRange.minTerm} to ${company.loanRange.maxTerm} months. Soft ` +
    `search eligibility check. Representative ${company.representativeApr}% ` +
    `APR. Credit broker, not a lender.`,
  eyebrow: 'An alternative to payday loans',
  title: 'A payday loan alternative you can repay monthly',
  lead:
    `Instead of repaying everything from your next pay packet, a short-term ` +
    `instalment loan spreads the cost over ${company.loanRange.minTerm} to ` +
    `${company.loanRange.maxTerm} months in fixed payments you know in ` +
    `advance. Check your eligibility with a soft search that won't affect your ` +
    `credit score.`,
} as const;

export type ComparisonRow = { feature: string; payday: string; shortTerm: string };

export const paydayComparison: ComparisonRow[] = [
  {
    feature: 'How you repay',
    payday: 'One lump sum, usually on your next payday',
    shortTerm: 'Fixed monthly instalments',
  },
  {
    feature: 'Term',
    payday: 'A few days to about a month',
    shortTerm: `${company.loanRange.minTerm} to ${company.loanRange.maxTerm} months`,
  },
  { feature: 'Amount', payday: 'Usually £100 to £1,000', shortTerm: `£${company.loanRange.minAmount} to £${max}` },
  {
    feature: 'Effect on your budget',
    payday: 'A large share of one pay packet',
    shortTerm: 'A smaller, predictable monthly payment',
  },
  {
    feature: 'Typical APR',
    payday: 'Often 1,000% to 1,500% or more',
    shortTerm: `Representative ${company.representativeApr}% APR on our panel`,
  },
  {
    feature: 'Early repayment',
    payday: 'Allowed; saves little on a very short term',
    shortTerm: 'Allowed at any time, usually saving interest',
  },
];

/** The FCA price cap on high-cost short-term credit, as quoted in docs/product.md#constants. */
export const fcaPriceCap = {
  introduced: '2 January 2015',
  points: [
    {
      figure: '0.8%',
      label: 'per day',
      text: 'Interest and fees cannot be more than 0.8% a day of the amount borrowed.',
    },
    { figure: '£15', label: 'default fee cap', text: 'If you pay late, default fees are capped at £15.' },
    {
      figure: '100%',
      label: 'total cost cap',
      text: 'You will never repay more in interest and fees than 100% of the amount you borrowed.',
    },
  ],
} as const;

export const paydayAlternativeSteps: Step[] = [
  {
    title: 'Choose your amount and term',
    text:
      `Pick £${company.loanRange.minAmount} to £${max} and a term of ` +
      `${company.loanRange.minTerm} to ${company.loanRange.maxTerm} months that ` +
      `keeps the monthly payment comfortable.`,
  },
  {
    title: 'Check eligibility with a soft search',
    text: 'One short application is matched against several lenders without affecting your credit score.',
  },
  {
    title: 'Review your offer',
    text:
      'If a lender can help, you see the monthly payment and total cost before ' +
      'you sign. There is no obligation to accept.',
  },
];
