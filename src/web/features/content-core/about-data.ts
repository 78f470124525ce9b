import { BadgeCheck, HeartHandshake, Handshake, Eye, type LucideIcon } from 'lucide-react';
import { company } from '#shared/company.ts';
import { COMMISSION_WHEN } from '#shared/commission.ts';

export type ValueCard = { icon: LucideIcon; title: string; description: string };

const maxAmount = company.loanRange.maxAmount.toLocaleString('en-GB');

export const aboutSections: { id: string; title: string; paragraphs: string[] }[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    paragraphs: [
      `${company.companyName} is a trading name of ${company.legalEntity}, a UK ` +
        `credit broker authorised and regulated by the Financial Conduct Authority ` +
        `(FCA) under firm reference number ${company.fcaFrn}.`,
      'We are a broker, not a lender. We do not lend money or make lending ' +
        'decisions. Instead, we introduce you to lenders on our panel who may be ' +
        'able to offer you a loan.',
    ],
  },
  {
    id: 'how-we-help',
    title: 'How we help',
    paragraphs: [
      `Rather than applying to lenders one by one, you complete a single ` +
        `application for a short-term loan of £${company.loanRange.minAmount} to ` +
        `£${maxAmount}. We check it against several FCA-authorised lenders using a ` +
        `soft search, which does not affect your credit score, and you normally ` +
        `see whether a lender can help within minutes.`,
      'If a lender can help, you review their offer on their own website and ' +
        'decide whether to go ahead. The lender makes the final decision and will ' +
        'contact you directly. We never charge you a fee; we are paid a commission ' +
        `by a lender ${COMMISSION_WHEN}.`,
    ],
  },
  {
    id: 'our-commitment',
    title: 'Our commitment',
    paragraphs: [
      "We follow the FCA's rules for consumer credit, including the Consumer " +
        'Duty, which means putting good outcomes for customers first. We only work ' +
        'with lenders that are authorised by the FCA and that must check that a ' +
        'loan is affordable before they lend.',
      'We explain costs clearly, including the representative APR and the total ' +
        'amount you would repay, and we never pressure you to borrow. If you are ' +
        'worried about money, we would rather point you to free, impartial debt ' +
        'advice than to more credit.',
    ],
  },
];

export const valueCards: ValueCard[] = [
  {
    icon: BadgeCheck,
    title: 'FCA Authorised',
    description:
      `Authorised and regulated by the Financial Conduct Authority as a credit ` +
      `broker, firm reference number ${company.fcaFrn}. You can check us on the ` +
      `FCA register.`,
  },
  {
    icon: HeartHandshake,
    title: 'Customer Focused',
    description:
      'One simple application, a soft search that protects your credit score, ' +
      'and a team you can call free on weekdays and Saturdays.',
  },
  {
    icon: Eye,
    title: 'Transparent',
    description:
      'No fees for you, ever. We show the representative APR and a worked ' +
      'example up front, and say plainly how we are paid.',
  },
  {
    icon: Handshake,
    title: 'Trusted Broker',
    description:
      `Rated ${company.rating.score} out of ${company.rating.outOf} from ` +
      `${company.rating.reviews} reviews, and trusted by more than ` +
      `${company.customers} customers to search for a loan.`,
  },
];

export const companyDetails: { label: string; value: string }[] = [
  { label: 'Trading name', value: company.companyName },
  { label: 'Legal entity', value: company.legalEntity },
  { label: 'Company number', value: `${company.companyNumber} (registered in England and Wales)` },
  { label: 'FCA firm reference number (FRN)', value: company.fcaFrn },
  { label: 'Registered address', value: company.registeredAddress },
];

/** The public FCA register entry, so readers can verify the FRN themselves. */
export const fcaRegisterUrl = 'https://register.fca.org.uk/';
