import { Banknote, CheckCircle2, Clock, Zap } from 'lucide-react';
import { company } from '#shared/company.ts';
import type { IconCard, Step } from './landing-kit.tsx';
import type { Faq } from './landing-seo.ts';

const max = company.loanRange.maxAmount.toLocaleString('en-GB');

export const sameDayLoans = {
  path: '/same-day-loans',
  crumb: 'Same day loans',
  metaTitle: 'Same Day Loans: Decisions in Minutes',
  description:
    `Apply in ${company.applicationTime} for £${company.loanRange.minAmount} to £${max} ` +
    `and, if approved, you could receive funds the same day. Soft search, ` +
    `decisions in minutes. Representative ${company.representativeApr}% APR. ` +
    `Credit broker, not a lender.`,
  eyebrow: 'Same day loans',
  title: 'Same day loans with a decision in minutes',
  lead:
    `Apply online in ${company.applicationTime} for £${company.loanRange.minAmount} to ` +
    `£${max}. If a lender approves you and you accept early enough in the day, ` +
    `the money could be in your account the same day.`,
  cutOffNote:
    'Same-day funding is not guaranteed. It depends on when you are approved, ' +
    'the lender\u2019s cut-off time for same-day payments (usually 3pm to 4pm ' +
    'on working days) and how quickly your bank processes the payment. ' +
    'Applications approved after the cut-off, or at weekends and on bank ' +
    'holidays, are usually paid on the next working day.',
} as const;

/** The four-stage timeline of the same-day page (docs/product.md#public-site), in order. */
export const sameDayTimeline: IconCard[] = [
  {
    icon: Clock,
    title: `Apply in ${company.applicationTime}`,
    description: 'One short, secure online form: your loan, your details, your income and outgoings.',
  },
  {
    icon: Zap,
    title: 'Instant eligibility check',
    description: 'A soft search checks your eligibility straight away without affecting your credit score.',
  },
  {
    icon: CheckCircle2,
    title: 'Decision in minutes',
    description: 'Lenders on our panel review your application and, if one can help, you see its offer within minutes.',
  },
  {
    icon: Banknote,
    title: 'Funds same day',
    description:
      'Once you sign and pass the lender\u2019s final checks, funds are usually ' +
      'sent by Faster Payments, often the same day.',
  },
];

export const sameDaySteps: Step[] = [
  {
    title: 'Apply early in the day',
    text:
      'Complete your application with your bank details to hand. Applying in the ' +
      'morning gives the best chance of same-day funding.',
  },
  {
    title: 'Get an instant decision',
    text:
      'We match you with lenders on our panel using a soft search. If one can ' +
      'help, you go straight to its site to review the offer.',
  },
  {
    title: 'Sign and get paid',
    text:
      'Read the agreement, sign online and the lender sends the money to your ' +
      'account, usually the same or next working day.',
  },
];

export const sameDayFaqs: Faq[] = [
  {
    question: 'Can I really get the money today?',
    answer:
      'Often, but not always. If you are approved and sign before the ' +
      'lender\u2019s cut-off (usually 3pm to 4pm on working days), many lenders ' +
      'send funds the same day by Faster Payments. Later approvals are usually ' +
      'paid the next working day.',
  },
  {
    question: 'What slows a same-day loan down?',
    answer:
      'The most common delays are extra checks on income or identity, details ' +
      'entered incorrectly, applying after the lender\u2019s cut-off, and ' +
      'weekends or bank holidays. Having your bank details and income ' +
      'information ready helps.',
  },
  {
    question: 'Does a fast decision mean fewer checks?',
    answer:
      'No. Lenders must still check that the loan is affordable for you before ' +
      'they lend. Fast decisions come from automated checks, not from skipping ' +
      'them, and approval is never guaranteed.',
  },
];
