import { company, gbp } from '#shared/company.ts';
import type { FaqArticle } from './faq-articles-data.ts';

/** The FCA's high-cost short-term credit price cap (CONC 5A), as in force since 2 January 2015. */
const cap = { dailyRatePercent: 0.8, defaultFeeCap: 15, totalCostPercent: 100, introduced: '2 January 2015' };
const maxFor = (amount: number, days: number) => gbp((amount * cap.dailyRatePercent * days) / 100, 0);
const ex = company.representativeExample;

export const fcaPriceCapArticle: FaqArticle = {
  path: '/faq/fca-price-cap',
  title: 'The FCA price cap',
  headline: 'What is the FCA price cap on short-term loans?',
  description:
    `Since ${cap.introduced} the FCA has capped what high-cost short-term ` +
    `credit can cost: ${cap.dailyRatePercent}% a day, a £${cap.defaultFeeCap} ` +
    `default fee cap and total costs of no more than ${cap.totalCostPercent}% ` +
    `of the amount borrowed.`,
  authorName: `${company.companyName} editorial team`,
  datePublished: '2025-06-02',
  dateModified: '2025-10-20',
  sections: [
    {
      heading: 'The short answer',
      paragraphs: [
        `Since ${cap.introduced}, the Financial Conduct Authority (FCA) has ` +
          `limited how much lenders can charge for high-cost short-term credit, such ` +
          `as payday loans and many short-term instalment loans. The price cap has ` +
          `three parts:`,
      ],
      bullets: [
        `An initial cost cap: interest and fees must not be more than ` +
          `${cap.dailyRatePercent}% per day of the amount borrowed.`,
        `A default fee cap: if you miss a repayment, default fees are capped at £${cap.defaultFeeCap}.`,
        `A total cost cap: you will never pay back more in interest and charges ` +
          `than ${cap.totalCostPercent}% of the amount you borrowed.`,
      ],
    },
    {
      heading: 'Which loans does the cap cover?',
      paragraphs: [
        'The cap applies to high-cost short-term credit. In plain terms, that is ' +
          'unsecured lending with an APR of 100% or more that is meant to be repaid, ' +
          'or mostly repaid, within 12 months.',
        'Loans with a lower APR or a longer term fall outside the cap, but they ' +
          "are still covered by the FCA's other rules: lenders must check that you " +
          'can afford the repayments and must treat you fairly if you get into ' +
          'difficulty.',
      ],
    },
    {
      heading: 'What the cap means in pounds',
      paragraphs: [
        `The ${cap.dailyRatePercent}% daily limit means that for every £100 you ` +
          `borrow for 30 days, you cannot be charged more than ${maxFor(100, 30)} in ` +
          `interest and fees. The total cost cap means that, whatever happens, you ` +
          `will never repay more than twice the amount you borrowed.`,
      ],
      table: {
        caption: 'The most a lender can charge under the price cap',
        head: ['Amount borrowed', 'Most you can be charged over 30 days', 'Most you could ever repay in total'],
        rows: [100, 300, 500].map((amount) => [gbp(amount, 0), maxFor(amount, 30), gbp(amount * 2, 0)]),
      },
    },
    {
      heading: 'If you miss a repayment',
      paragraphs: [
        `A lender can charge you no more than £${cap.defaultFeeCap} in default ` +
          `fees. Interest on the unpaid amount cannot be charged at more than ` +
          `${cap.dailyRatePercent}% a day, and everything you are charged still ` +
          `counts towards the ${cap.totalCostPercent}% total cost cap.`,
        'If you think you may miss a payment, talk to your lender as early as you ' +
          'can. Free, confidential help is available from MoneyHelper, StepChange ' +
          'and Citizens Advice.',
      ],
    },
    {
      heading: 'Why the cap was introduced',
      paragraphs: [
        'Before 2015, the cost of some short-term loans could quickly grow to ' +
          'several times the amount borrowed, especially when loans were rolled over ' +
          'or repayments were missed. The FCA introduced the cap to protect ' +
          'borrowers from debts spiralling out of control. It reviewed the cap in ' +
          '2017 and kept it in place.',
      ],
    },
    {
      heading: 'How this applies when you use our service',
      paragraphs: [
        `Every lender on our panel is authorised by the FCA and must follow the ` +
          `price cap wherever it applies. Before you sign, the lender must show you ` +
          `the APR, the total amount repayable and the cost of missing a payment. ` +
          `For example, borrowing ${gbp(ex.amount, 0)} over ${ex.term} months at a ` +
          `fixed rate of ${ex.interestRate}% pa costs ${gbp(ex.interest)} in ` +
          `interest, well within the cap. Representative ` +
          `${company.representativeApr}% APR.`,
        'We are a credit broker, not a lender, and we never charge you a fee.',
      ],
    },
  ],
  related: [
    { path: '/guides/understanding-apr', label: 'Understanding APR: what it means and how to compare loans' },
    { path: '/payday-loan-alternative', label: 'Alternatives to payday loans' },
  ],
  faqs: [
    {
      question: 'What is the daily cap on interest and fees?',
      answer:
        `Interest and fees on high-cost short-term credit must not be more than ` +
        `${cap.dailyRatePercent}% per day of the amount borrowed. For a £100 loan ` +
        `over 30 days, that is no more than ${maxFor(100, 30)}.`,
    },
    {
      question: 'How much can I be charged if I miss a payment?',
      answer:
        `Default fees are capped at £${cap.defaultFeeCap}. Interest on the unpaid ` +
        `amount is limited to ${cap.dailyRatePercent}% a day, and all charges ` +
        `count towards the total cost cap.`,
    },
    {
      question: 'What is the most I could ever repay?',
      answer:
        `The total cost cap means interest, fees and charges can never be more ` +
        `than ${cap.totalCostPercent}% of the amount you borrowed, so you will ` +
        `never repay more than twice what you borrowed.`,
    },
    {
      question: 'When did the price cap start?',
      answer: `The FCA price cap on high-cost short-term credit came into force on ${cap.introduced}.`,
    },
  ],
};
