import { Car, Flame, Home, Plane, Receipt, WashingMachine } from 'lucide-react';
import { company } from '#shared/company.ts';
import type { IconCard, Step } from './landing-kit.tsx';
import type { Faq } from './landing-seo.ts';

const max = company.loanRange.maxAmount.toLocaleString('en-GB');

export const emergencyLoans = {
  path: '/emergency-loans',
  crumb: 'Emergency loans',
  metaTitle: `Emergency Loans from £${company.loanRange.minAmount} to £${max}`,
  description:
    `Emergency loans from £${company.loanRange.minAmount} to £${max} for car ` +
    `repairs, boiler breakdowns and unexpected bills. Soft search eligibility ` +
    `check, decisions in minutes. Representative ${company.representativeApr}% ` +
    `APR. Credit broker, not a lender.`,
  eyebrow: 'Emergency loans for unexpected costs',
  title: 'Emergency loans when the unexpected happens',
  lead:
    `When something breaks or a bill arrives before payday, check whether a ` +
    `lender on our panel can help with £${company.loanRange.minAmount} to ` +
    `£${max}, repaid over ${company.loanRange.minTerm} to ` +
    `${company.loanRange.maxTerm} months. Our soft search won't affect your ` +
    `credit score.`,
  points: [
    `Apply online in ${company.applicationTime}`,
    'Decisions in minutes from several lenders',
    'Funds usually within 24 hours if approved',
    'Bad credit considered; no fee to pay us',
  ],
} as const;

export const emergencySituations: IconCard[] = [
  {
    icon: Car,
    title: 'Car repairs',
    description: 'Failed MOT, a broken clutch or new tyres when you need the car to get to work or the school run.',
  },
  {
    icon: Flame,
    title: 'Boiler breakdowns',
    description: 'No heating or hot water, and an engineer who needs paying before the part is fitted.',
  },
  {
    icon: Home,
    title: 'Urgent home repairs',
    description: 'A leaking roof, a burst pipe or a broken window that cannot wait until next month.',
  },
  {
    icon: Receipt,
    title: 'Unexpected bills',
    description: 'A larger-than-expected energy bill, a vet bill or a bill that arrived earlier than planned.',
  },
  {
    icon: WashingMachine,
    title: 'Appliance replacements',
    description: 'A fridge, cooker or washing machine that has stopped working and is beyond repair.',
  },
  {
    icon: Plane,
    title: 'Emergency travel',
    description: 'Travelling at short notice to be with family because of illness, a bereavement or another emergency.',
  },
];

export const emergencySteps: Step[] = [
  {
    title: 'Check your eligibility',
    text:
      'Choose how much you need and for how long, then complete one short, ' +
      `secure application. It takes ${company.applicationTime} and uses a soft search.`,
  },
  {
    title: 'Get a decision in minutes',
    text:
      'We match you with lenders on our panel. If one can help, you will see its ' +
      'offer, usually within minutes, and can accept or walk away.',
  },
  {
    title: 'Receive your funds',
    text:
      'If you accept and pass the lender\u2019s final checks, money is usually ' +
      'in your bank account within 24 hours, often much sooner.',
  },
];

export const emergencyFaqs: Faq[] = [
  {
    question: 'How quickly can I get an emergency loan?',
    answer:
      `Applying takes ${company.applicationTime} and most decisions are made within minutes. ` +
      'If a lender approves you and you accept, funds are usually sent within 24 ' +
      'hours, and some lenders pay within an hour. Timing depends on the ' +
      'lender\u2019s checks and your bank.',
  },
  {
    question: 'Will checking my eligibility affect my credit score?',
    answer:
      'No. Our eligibility check uses a soft search, which only you can see. A ' +
      'lender carries out a hard search only if you choose to go ahead with its ' +
      'offer, and that search will then show on your credit file.',
  },
  {
    question: 'Can I get an emergency loan with bad credit?',
    answer:
      'Possibly. Some lenders on our panel consider applicants with missed ' +
      'payments, defaults or CCJs, and they focus on whether the loan is ' +
      'affordable for you now. Approval is not guaranteed, and rates for people ' +
      'with poor credit are usually higher.',
  },
  {
    question: 'Are there cheaper options for an emergency?',
    answer:
      'Often, yes. A credit union (interest capped at 42.6% APR), a Universal ' +
      'Credit budgeting advance of up to \u00a3812, an employer salary advance ' +
      'or an energy supplier hardship fund may cost less. If you are struggling ' +
      'with debt, get free advice from MoneyHelper before borrowing.',
  },
];
