import { company } from '#shared/company.ts';

export const trustBadges = [
  { title: 'FCA authorised', text: `Credit broker, FRN ${company.fcaFrn}` },
  { title: 'Soft search', text: "Checking won't affect your credit score" },
  { title: 'Bad credit considered', text: 'Lenders look at more than your score' },
  { title: 'Fast funding', text: 'Funds usually within 24 hours if approved' },
] as const;

export const homeSteps = [
  {
    title: 'Tell us what you need',
    text:
      `Choose an amount from £${company.loanRange.minAmount} to ` +
      `£${company.loanRange.maxAmount.toLocaleString('en-GB')} and a term of ` +
      `${company.loanRange.minTerm} to ${company.loanRange.maxTerm} months, then ` +
      `complete our secure application in ${company.applicationTime}.`,
  },
  {
    title: 'We search our lender panel',
    text:
      'We match your details against several FCA-authorised lenders using a soft ' +
      'search, so your credit score is not affected.',
  },
  {
    title: 'Get a decision in minutes',
    text:
      'If a lender can help, you go straight to their site to review the offer. ' +
      'The lender decides and will contact you directly.',
  },
] as const;
