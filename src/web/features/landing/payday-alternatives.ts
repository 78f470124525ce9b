import { CalendarCheck, PiggyBank, ShieldCheck, Wallet } from 'lucide-react';
import { company } from '#shared/company.ts';
import type { IconCard, Step } from './landing-kit.tsx';
import type { Faq } from './landing-seo.ts';

const max = company.loanRange.maxAmount.toLocaleString('en-GB');

export const paydayAlternatives = {
  path: '/payday-loan-alternatives',
  crumb: 'Payday loan alternatives',
  metaTitle: 'Payday Loan Alternatives: Cheaper and Easier Ways to Borrow',
  title: 'Payday loan alternatives: a guide to better options',
  description:
    'Payday loan alternatives compared: short-term instalment loans, credit ' +
    'unions, budgeting advances, overdrafts and employer advances. Costs, ' +
    'speed and who each suits, in plain English.',
  author: 'ClearPath Loans Editorial Team',
  datePublished: '2025-04-22',
  dateModified: '2025-10-20',
  quickAnswer:
    `The best alternative to a payday loan is usually the cheapest one you ` +
    `qualify for: a credit union loan (interest capped at 42.6% APR), a ` +
    `Universal Credit budgeting advance (interest-free, up to £812) or an ` +
    `advance from your employer. If none of those is available, a short-term ` +
    `instalment loan lets you spread repayments over ` +
    `${company.loanRange.minTerm} to ${company.loanRange.maxTerm} months ` +
    `instead of handing over one large lump sum on payday.`,
} as const;

export const paydayAlternativeBenefits: IconCard[] = [
  {
    icon: CalendarCheck,
    title: 'Smaller monthly payments',
    description: 'Repay in fixed instalments rather than losing a large part of one pay packet in a single payment.',
  },
  {
    icon: Wallet,
    title: 'Borrow what you need',
    description: `Amounts from £${company.loanRange.minAmount} to £${max}, with a term chosen to fit your budget.`,
  },
  {
    icon: PiggyBank,
    title: 'Save by repaying early',
    description: 'You can settle early at any time, which usually reduces the interest you pay.',
  },
  {
    icon: ShieldCheck,
    title: 'Check without harming your score',
    description: 'Our eligibility check uses a soft search, so comparing options does not affect your credit score.',
  },
];

export type AlternativeRow = { option: string; cost: string; speed: string; suits: string };

export const alternativesComparison: AlternativeRow[] = [
  {
    option: 'Payday loan',
    cost: 'Often 1,000% to 1,500%+ APR; capped by the FCA',
    speed: 'Same day',
    suits: 'Rarely the best choice: one large repayment',
  },
  {
    option: 'Short-term instalment loan',
    cost:
      `Representative ${company.representativeApr}% APR on our panel; ` +
      `${company.rateRange.minApr}% to ` +
      `${company.rateRange.maxApr.toLocaleString('en-GB')}% APR`,
    speed: 'Decision in minutes; funds usually within 24 hours',
    suits: 'A one-off cost you can repay monthly',
  },
  {
    option: 'Credit union loan',
    cost: 'Capped at 42.6% APR',
    speed: 'Days; some faster for members',
    suits: 'Anyone who can join a local credit union',
  },
  {
    option: 'Universal Credit budgeting advance',
    cost: 'Interest-free; up to £812',
    speed: 'Usually within days',
    suits: 'People on Universal Credit for six months or more',
  },
  {
    option: 'Arranged overdraft',
    cost: 'Varies; often around 35% to 40% a year',
    speed: 'Immediate if already arranged',
    suits: 'Small amounts for a few weeks',
  },
  {
    option: 'Employer salary advance',
    cost: 'Often free or a small fee',
    speed: 'Varies by employer',
    suits: 'People whose employer offers a scheme',
  },
];

export const alternativesSteps: Step[] = [
  {
    title: 'Check the free and cheap options',
    text:
      'Ask about a budgeting advance, your employer\u2019s scheme, a credit ' +
      'union loan and payment plans with whoever you owe.',
  },
  {
    title: 'Work out what you can afford',
    text:
      'List your income and essential bills. The monthly payment must fit ' +
      'comfortably, with money left for the unexpected.',
  },
  {
    title: 'Compare with a soft search',
    text:
      'If you still need to borrow, check your eligibility with a soft search ' +
      'and compare the total repayable, not just the APR.',
  },
];

export const alternativesFaqs: Faq[] = [
  {
    question: 'What is the cheapest alternative to a payday loan?',
    answer:
      'Interest-free options come first: a Universal Credit budgeting advance ' +
      '(up to \u00a3812) or an employer salary advance. After that, credit union ' +
      'loans are among the cheapest, with interest capped at 42.6% APR.',
  },
  {
    question: 'Is a short-term loan better than a payday loan?',
    answer:
      `For many people, yes, because repayments are spread over ` +
      `${company.loanRange.minTerm} to ${company.loanRange.maxTerm} months ` +
      `rather than taken in one lump sum. But a longer term means more interest ` +
      `in total, so compare the total repayable and choose the shortest term you ` +
      `can afford.`,
  },
  {
    question: 'Can I get a payday loan alternative with bad credit?',
    answer:
      'Possibly. Credit unions and some lenders on our panel consider people ' +
      'with poor credit, focusing on affordability. Approval is never ' +
      'guaranteed, and rates are usually higher for weaker credit histories.',
  },
  {
    question: 'Do you offer payday loans?',
    answer:
      `No. We are a credit broker and do not arrange payday loans. The lenders ` +
      `on our panel offer short-term instalment loans from ` +
      `\u00a3${company.loanRange.minAmount} to \u00a3${max} repaid monthly.`,
  },
  {
    question: 'What if I already have payday loans I cannot repay?',
    answer:
      'Contact the lender straight away: it must treat you fairly and consider a ' +
      'repayment plan. Get free debt advice from MoneyHelper, StepChange or ' +
      'National Debtline, who can also help you apply for Breathing Space. Avoid ' +
      'taking a new loan to repay an old one.',
  },
];
