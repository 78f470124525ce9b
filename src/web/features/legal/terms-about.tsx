import { Link } from 'react-router';
import { company, representativeExampleText } from '#shared/company.ts';
import { COMMISSION_WHEN } from '#shared/commission.ts';
import { ExternalLink, Mailto, type LegalSection } from './legal-document.tsx';

const { loanRange } = company;
const maxAmount = loanRange.maxAmount.toLocaleString('en-GB');
const privacyLink = <Link to="/privacy">privacy policy</Link>;

/** Terms and conditions, sections 1 to 5: who we are, what we do, who can use it and how it works. */
export const termsAboutSections: LegalSection[] = [
  {
    id: 'about-these-terms',
    heading: 'About these terms',
    body: (
      <>
        <p>
          These terms apply when you use our website and our credit broking service. Please read them before you apply.
          By using the website or submitting an application you agree to them. If you do not agree, please do not use
          our service.
        </p>
        <p>
          These terms cover our service only. If a lender offers you a loan, the loan is governed by the credit
          agreement between you and that lender, not by these terms. Our {privacyLink} and{' '}
          <Link to="/cookies">cookie policy</Link> explain how we handle your personal data and use cookies.
        </p>
      </>
    ),
  },
  {
    id: 'who-we-are',
    heading: 'Who we are',
    body: (
      <>
        <p>
          {company.companyName} is a trading name of <strong>{company.legalEntity}</strong>, a company registered in
          England and Wales with company number {company.companyNumber}. Our registered office is{' '}
          {company.registeredAddress}.
        </p>
        <p>
          {company.legalEntity} is authorised and regulated by the Financial Conduct Authority (FCA) for credit broking,
          firm reference number (FRN) <strong>{company.fcaFrn}</strong>. You can check our details on the{' '}
          <ExternalLink href="https://register.fca.org.uk/">FCA Financial Services Register</ExternalLink>.
        </p>
        <p>
          You can contact us by phone on <a href={company.phoneHref}>{company.phone}</a> (free from UK landlines and
          mobiles) or by email at <Mailto email={company.email} />.
        </p>
      </>
    ),
  },
  {
    id: 'broker-not-lender',
    heading: 'We are a credit broker, not a lender',
    body: (
      <>
        <p>
          We do not lend money and we do not make lending decisions. We introduce you to lenders on our panel who offer
          unsecured personal loans from £{loanRange.minAmount} to £{maxAmount} over {loanRange.minTerm} to{' '}
          {loanRange.maxTerm} months. Every lender we work with is authorised by the FCA.
        </p>
        <p>
          <strong>Our service is free to you. We never charge you a fee</strong>, either when you apply or if you take
          out a loan. If anyone asks you for an upfront fee in our name, it is not us: do not pay, and tell us.
        </p>
        <p>
          <strong>How we are paid.</strong> A lender pays us a commission {COMMISSION_WHEN}: for the introduction, not
          for the loan. The amount differs between lenders and can be a fixed sum or depend on the size of the loan.
          Commission does not add to what you repay: the interest and charges you pay are set by the lender and shown in
          your credit agreement. The order in which lenders on our panel consider your application can be affected by
          the commission they pay as well as by their lending criteria. You can ask us at any time how much commission
          we would receive, or did receive, for your application.
        </p>
        <p>
          We work with a panel of lenders; we do not search the whole market, and we do not give advice or recommend a
          particular loan. It is your decision whether a loan suits you.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    heading: 'Who can use our service',
    body: (
      <>
        <p>To apply through us you must:</p>
        <ul>
          <li>be 18 or over;</li>
          <li>live in the UK (England, Scotland, Wales or Northern Ireland);</li>
          <li>have a UK bank account in your name; and</li>
          <li>have a regular income.</li>
        </ul>
        <p>
          You must apply for yourself, with your own details. Meeting these conditions does not mean a lender will offer
          you a loan: every lender has its own criteria. We cannot help with secured loans, guarantor loans, logbook
          loans, debt consolidation loans or payday loans.
        </p>
      </>
    ),
  },
  {
    id: 'how-it-works',
    heading: 'How our service works',
    body: (
      <>
        <ol>
          <li>
            <strong>You apply.</strong> You tell us how much you want to borrow and for how long, and answer questions
            about yourself, your address, your work and income, your bank account and your regular spending.
          </li>
          <li>
            <strong>We run a soft search.</strong> With your agreement, we and the lenders on our panel check your
            details with credit reference agencies using a soft search (a quotation search). A soft search is visible
            only to you and does not affect your credit score.
          </li>
          <li>
            <strong>We match you with lenders.</strong> We pass your application to lenders on our panel whose criteria
            you may meet, one at a time, until a lender accepts it or none can.
          </li>
          <li>
            <strong>The lender decides.</strong> Whether to lend, how much and on what terms is decided by the lender
            alone, using its own checks of your creditworthiness and affordability.{' '}
            <strong>Approval is never guaranteed.</strong>
          </li>
          <li>
            <strong>The lender contacts you directly.</strong> If a lender accepts your application we will take you to
            its website, or the lender will contact you, to complete your application. The lender may then carry out a
            hard search, which other lenders can see on your credit file.
          </li>
        </ol>
        <p>
          Before you sign, the lender must give you the pre-contract credit information (SECCI) and a copy of the credit
          agreement. Read them carefully, including the APR, the total amount payable and the repayment dates. After
          signing, you normally have 14 days to withdraw from a credit agreement under the Consumer Credit Act 1974,
          repaying what you borrowed plus interest for the days you had it.
        </p>
        <p>{representativeExampleText()}</p>
      </>
    ),
  },
];
