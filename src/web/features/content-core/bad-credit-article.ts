import { company } from '#shared/company.ts';
import type { FaqArticle } from './faq-articles-data.ts';

export const badCreditArticle: FaqArticle = {
  path: '/faq/bad-credit-loans',
  title: 'Loans with bad credit',
  headline: 'Can I get a loan with bad credit?',
  description:
    'How lenders assess applications from people with a poor credit history, ' +
    'why a soft search protects your credit score, how to improve your chances ' +
    'and where to get free help.',
  authorName: `${company.companyName} editorial team`,
  datePublished: '2025-06-02',
  dateModified: '2025-10-20',
  sections: [
    {
      heading: 'The short answer',
      paragraphs: [
        'Possibly. Bad credit does not automatically rule you out. Some lenders on ' +
          'our panel consider applications from people with a poor credit history ' +
          'and focus on whether you can afford the repayments now.',
        'Approval is never guaranteed. With a lower credit score you may be ' +
          'offered a smaller amount or a higher rate than someone with a strong ' +
          'credit history, and some lenders may not be able to help at all.',
      ],
    },
    {
      heading: 'What counts as bad credit?',
      paragraphs: ['Your credit history may be described as bad or poor if your credit report shows things such as:'],
      bullets: [
        'late or missed payments on loans, cards or bills',
        'defaults, where an account has been closed because of missed payments',
        'County Court Judgments (CCJs)',
        'an Individual Voluntary Arrangement (IVA) or bankruptcy',
        'a high level of existing borrowing compared with your credit limits',
        'little or no credit history, for example if you are new to the UK or have never borrowed',
      ],
    },
    {
      heading: 'What lenders look at',
      paragraphs: [
        'FCA rules require every lender to check that a loan is affordable for you ' +
          'before lending. As well as your credit report, lenders usually consider:',
      ],
      bullets: [
        'your income and how regularly you are paid',
        'your regular outgoings, such as rent, bills and existing credit repayments',
        'how much would be left each month after the new repayment',
        'how long you have lived at your address and been with your employer',
      ],
    },
    {
      heading: 'Soft searches and hard searches',
      paragraphs: [
        'A soft search lets a lender see whether it may be able to help without ' +
          'affecting your credit score. Only you can see it on your credit file. We ' +
          'use a soft search to check our lender panel.',
        'A hard search happens when you formally apply with a lender. Other ' +
          'lenders can see it, and several hard searches in a short time can make ' +
          'lenders more cautious. Checking your eligibility with a soft search first ' +
          'helps you avoid unnecessary hard searches.',
      ],
    },
    {
      heading: 'How to improve your chances',
      paragraphs: ['Small steps can make a difference to how lenders see your application over time:'],
      bullets: [
        'Check your credit report for free with Experian, Equifax and TransUnion, ' +
          'and ask them to correct any mistakes.',
        'Register on the electoral roll at your current address.',
        'Pay bills and existing credit on time, even if you can only pay the minimum.',
        'Keep the amount you owe on credit cards well below the limit.',
        'Ask only for what you need and can comfortably repay.',
      ],
    },
    {
      heading: 'Think before you borrow',
      paragraphs: [
        'If you are already behind with bills or other debts, another loan could ' +
          'make things harder. Free, confidential advice is available from ' +
          'MoneyHelper, StepChange and Citizens Advice, and a local credit union may ' +
          'offer lower-cost borrowing.',
        'Late repayment can cause you serious money problems. Only borrow if you ' +
          'are confident you can keep up the repayments.',
      ],
    },
  ],
  related: [
    { path: '/guides/improve-credit-score', label: 'How to improve your credit score' },
    { path: '/bad-credit-loans', label: 'Bad credit loans: what our lenders consider' },
  ],
  faqs: [
    {
      question: 'Will a bad credit history stop me getting a loan?',
      answer:
        'Not necessarily. Some lenders on our panel consider applications from ' +
        'people with bad credit and look closely at whether the repayments are ' +
        'affordable for you now. Approval is never guaranteed, and each lender ' +
        'makes its own decision.',
    },
    {
      question: 'Does checking my eligibility affect my credit score?',
      answer:
        'No. We use a soft search, which does not affect your credit score and ' +
        'cannot be seen by other lenders. A lender may run a hard search if you ' +
        'decide to go ahead with their offer.',
    },
    {
      question: 'Can I get a loan with a CCJ or a default?',
      answer:
        'Some lenders consider applications from people with a County Court ' +
        'Judgment or a default, particularly if it is older or has been settled. ' +
        'You may be offered a smaller amount or a higher rate, and approval is not ' +
        'guaranteed.',
    },
    {
      question: 'How can I improve my credit score?',
      answer:
        'Check your credit report for mistakes, register on the electoral roll, ' +
        'pay bills and credit on time, and keep your credit card balances well ' +
        'below their limits. Improvements build up over months rather than days.',
    },
  ],
};
