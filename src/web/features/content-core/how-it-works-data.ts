import { company } from '#shared/company.ts';
import { COMMISSION_WHEN } from '#shared/commission.ts';
import type { FaqItem } from '#web/lib/seo.ts';

const { loanRange } = company;
const maxAmount = loanRange.maxAmount.toLocaleString('en-GB');

export type HowStep = { title: string; summary: string; details: string[] };

export const howItWorksSteps: HowStep[] = [
  {
    title: 'Tell us what you need',
    summary: `Complete one secure online application. It takes ${company.applicationTime}.`,
    details: [
      `Choose an amount from £${loanRange.minAmount} to £${maxAmount} and a term ` +
        `of ${loanRange.minTerm} to ${loanRange.maxTerm} months.`,
      'Tell us about yourself, your address, your income and your bank account.',
      'Add your regular outgoings so lenders can see what you can afford to repay.',
      'Your details are sent over an encrypted connection and are used only to find you a loan.',
    ],
  },
  {
    title: 'We search our panel of lenders',
    summary: 'We match your application against several FCA-authorised lenders.',
    details: [
      'We use a soft search, which does not affect your credit score.',
      'Each lender checks your application against its own lending and affordability criteria.',
      'Bad credit is considered: lenders look at more than your credit score.',
      'You normally see the outcome within minutes.',
    ],
  },
  {
    title: 'Review your offer and decide',
    summary: 'If a lender can help, you see their offer and choose whether to go ahead.',
    details: [
      'You go straight to the lender to read the full loan terms, including the APR and total amount repayable.',
      'There is no obligation to accept, and we never charge you a fee.',
      'The lender makes the final decision and may run a hard search before approving your loan.',
      'If you are approved and accept, funds are usually in your bank account within 24 hours.',
    ],
  },
];

/** The four common questions of /how-it-works (also its FAQPage data). */
export const howItWorksQuestions: FaqItem[] = [
  {
    question: 'Will checking my eligibility affect my credit score?',
    answer:
      'No. Our search is a soft search, which only you can see on your credit ' +
      'file. A lender may carry out a hard search if you decide to go ahead with ' +
      'their offer.',
  },
  {
    question: 'Do I have to pay anything to use the service?',
    answer:
      `No. Our service is free to use. We are paid a commission by a lender ${COMMISSION_WHEN}, ` +
      'and you are under no obligation to accept any offer.',
  },
  {
    question: 'What happens after I submit my application?',
    answer:
      'We search our panel of lenders and normally show you the outcome within ' +
      'minutes. If a lender can help, you are taken to their website to review ' +
      'the offer, and the lender will contact you directly. If no lender can ' +
      'help at the moment, we will tell you and point you to free guidance.',
  },
  {
    question: 'Is approval guaranteed?',
    answer:
      'No. Each lender makes its own decision based on your credit history and ' +
      'whether the loan is affordable for you. We cannot guarantee that you will ' +
      'be approved.',
  },
];
