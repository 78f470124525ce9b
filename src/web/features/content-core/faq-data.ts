import { company, gbp } from '#shared/company.ts';
import { COMMISSION_WHEN } from '#shared/commission.ts';
import type { FaqItem } from '#web/lib/seo.ts';

const { loanRange, representativeExample: ex } = company;
const maxAmount = loanRange.maxAmount.toLocaleString('en-GB');

/**
 * The 12 questions of /faq. Answers are plain text: the page shows them and the FAQPage data
 * repeats them word for word.
 */
export const faqItems: FaqItem[] = [
  {
    question: 'Are you a lender?',
    answer:
      `No. ${company.companyName} is a credit broker, not a lender. We pass your ` +
      `application to a panel of lenders authorised by the Financial Conduct ` +
      `Authority (FCA) to find one that may be able to help. If a lender makes ` +
      `you an offer, your loan agreement is with that lender, not with us.`,
  },
  {
    question: 'Do you charge a fee?',
    answer:
      `No. We never charge you a fee for using our service. We are paid a commission by a lender ${COMMISSION_WHEN}. ` +
      'This does not change the interest rate or the amount you repay.',
  },
  {
    question: 'Will checking my eligibility affect my credit score?',
    answer:
      'No. We use a soft search to check which lenders may be able to help. A ' +
      'soft search is visible only to you on your credit file and does not ' +
      'affect your credit score. If you choose to go ahead with a lender, they ' +
      'may carry out a hard search before making a final decision, and other ' +
      'lenders can see a hard search.',
  },
  {
    question: 'How much can I borrow, and for how long?',
    answer:
      `You can ask for between £${loanRange.minAmount} and £${maxAmount}, repaid ` +
      `in monthly instalments over ${loanRange.minTerm} to ${loanRange.maxTerm} ` +
      `months. The amount and term a lender offers depend on your circumstances ` +
      `and what you can comfortably afford to repay.`,
  },
  {
    question: 'Who can apply?',
    answer:
      'You must be 18 or over, live in the UK, have a UK bank account and have a ' +
      'regular income, from employment, self-employment, a pension or benefits. ' +
      'Lenders will also check that the repayments are affordable for you.',
  },
  {
    question: 'Can I get a loan with bad credit?',
    answer:
      'Bad credit is considered. Some lenders on our panel look beyond your ' +
      'credit score at your income, your outgoings and whether the repayments ' +
      'are affordable now. Having a low score, missed payments or a County Court ' +
      'Judgment (CCJ) does not rule you out, but it can mean fewer offers or a ' +
      'higher rate, and approval is never guaranteed.',
  },
  {
    question: 'Is approval guaranteed?',
    answer:
      "No. Whether to lend is always the lender's decision, based on its own " +
      'checks of your credit history and affordability. We cannot promise that ' +
      'any lender will approve your application. If a lender can help, they will ' +
      'contact you directly.',
  },
  {
    question: 'How quickly could I receive the money?',
    answer:
      `The application takes ${company.applicationTime} and you normally see whether a ` +
      'lender can help within minutes. If a lender approves your loan and you ' +
      'accept their offer, funds are usually paid into your bank account within ' +
      '24 hours. The exact timing depends on the lender and your bank.',
  },
  {
    question: `What does representative ${company.representativeApr}% APR mean?`,
    answer:
      `APR (annual percentage rate) is the yearly cost of borrowing, including ` +
      `interest and any compulsory fees. A representative APR is the rate that ` +
      `at least 51% of people accepted for a loan receive or better; you may be ` +
      `offered a different rate. For example, borrowing ${gbp(ex.amount, 0)} ` +
      `over ${ex.term} months at a fixed rate of ${ex.interestRate}% pa means ` +
      `${ex.term} monthly payments of ${gbp(ex.monthlyPayment)}, total interest ` +
      `of ${gbp(ex.interest)} and a total repayable of ` +
      `${gbp(ex.totalRepayable)}. Representative ${company.representativeApr}% ` +
      `APR.`,
  },
  {
    question: 'Can I change my mind after taking out a loan?',
    answer:
      'Yes. By law you have 14 days to withdraw from a consumer credit ' +
      'agreement, without giving a reason. You must tell the lender and repay ' +
      'the money you borrowed, plus interest for the days you had it. Your loan ' +
      'agreement explains how to withdraw.',
  },
  {
    question: 'Can I repay my loan early?',
    answer:
      'Yes. You have a legal right to repay all or part of your loan early, ' +
      'which usually reduces the interest you pay. Ask your lender for a ' +
      'settlement figure; they may charge a small amount of compensation for ' +
      'early repayment, which the law limits, and your loan agreement sets out ' +
      'the terms.',
  },
  {
    question: 'What should I do if I am struggling to repay?',
    answer:
      'Contact your lender as soon as you can. Lenders must treat you fairly and ' +
      'may be able to agree a lower payment plan, more time to pay or freeze ' +
      'interest and charges. Free, confidential debt advice is available from ' +
      'MoneyHelper (moneyhelper.org.uk), StepChange and Citizens Advice. Late ' +
      'repayment can cause you serious money problems.',
  },
];
