import { Ban, FileWarning, Gavel, History, Scale, TrendingDown } from 'lucide-react';
import { company } from '#shared/company.ts';
import type { IconCard, Step } from './landing-kit.tsx';
import type { Faq } from './landing-seo.ts';

const max = company.loanRange.maxAmount.toLocaleString('en-GB');

export const badCreditLoans = {
  path: '/bad-credit-loans',
  crumb: 'Bad credit loans',
  metaTitle: 'Bad Credit Loans: Short-Term Loans for Poor Credit',
  description:
    `Short-term loans from £${company.loanRange.minAmount} to £${max} for ` +
    `people with poor credit, CCJs or defaults. Soft search that won't affect ` +
    `your score; approval not guaranteed. Representative ` +
    `${company.representativeApr}% APR. Credit broker, not a lender.`,
  eyebrow: 'Loans for bad credit',
  title: 'Bad credit loans: your history isn\u2019t the whole story',
  lead:
    `A low credit score doesn't automatically rule you out. Some lenders on ` +
    `our panel look closely at what you can afford today, not only at your ` +
    `past. Check your eligibility for £${company.loanRange.minAmount} to ` +
    `£${max} with a soft search that won't affect your credit score.`,
} as const;

export const badCreditCircumstances: IconCard[] = [
  {
    icon: TrendingDown,
    title: 'Poor credit score',
    description: 'A low score from late payments or high balances does not stop lenders looking at your application.',
  },
  {
    icon: Gavel,
    title: 'County court judgments (CCJs)',
    description: 'Lenders may consider you with a CCJ, especially an older or satisfied one.',
  },
  {
    icon: FileWarning,
    title: 'Defaults or arrears',
    description:
      'Past defaults or arrears on loans, cards or bills can be considered, particularly if they are settled.',
  },
  {
    icon: Ban,
    title: 'Previously declined',
    description: 'Being turned down elsewhere does not mean every lender will say no: each sets its own criteria.',
  },
  {
    icon: History,
    title: 'No credit history',
    description: 'Young, new to the UK or have never borrowed? A thin credit file can still be considered.',
  },
  {
    icon: Scale,
    title: 'Recent bankruptcy or IVAs',
    description: 'Some lenders consider applicants who have been bankrupt or in an individual voluntary arrangement.',
  },
];

export const badCreditSteps: Step[] = [
  {
    title: 'Tell us about yourself',
    text:
      'Complete one short application with your income and outgoings. Be ' +
      'accurate: affordability matters more to these lenders than your score.',
  },
  {
    title: 'We search our panel',
    text:
      'We use a soft search to match you with lenders whose criteria fit your ' +
      'circumstances, so your credit score is not affected.',
  },
  {
    title: 'Review any offer',
    text:
      'If a lender can help, you see its offer and the full cost before you ' +
      'commit. The lender makes the final decision and contacts you directly.',
  },
];

export const badCreditFaqs: Faq[] = [
  {
    question: 'Can I really get a loan with bad credit?',
    answer:
      'It is possible, but not guaranteed. Some lenders on our panel specialise ' +
      'in applicants with poor or limited credit and give more weight to your ' +
      'current income and outgoings. Every lender must check that a loan is ' +
      'affordable for you, and each makes its own decision.',
  },
  {
    question: 'Will applying make my credit score worse?',
    answer:
      'Checking your eligibility with us uses a soft search, which does not ' +
      'affect your score and is not visible to lenders. If you go ahead with a ' +
      'lender\u2019s offer, the lender will run a hard search, which will appear ' +
      'on your credit file.',
  },
  {
    question: 'Will I pay a higher rate with bad credit?',
    answer:
      `Usually, yes. Lenders price loans by risk, so a weaker credit history ` +
      `normally means a higher rate. Our representative APR is ` +
      `${company.representativeApr}%, and rates on our panel range from ` +
      `${company.rateRange.minApr}% to a maximum of ` +
      `${company.rateRange.maxApr.toLocaleString('en-GB')}% APR. You will see ` +
      `the exact cost before you decide.`,
  },
  {
    question: 'What can I do if I am declined?',
    answer:
      'Avoid making lots of full applications elsewhere, as each hard search ' +
      'shows on your file. Check your credit reports for errors, register on the ' +
      'electoral roll and consider a credit union. If you are struggling with ' +
      'existing debts, free advice is available from MoneyHelper, StepChange and ' +
      'Citizens Advice.',
  },
];
