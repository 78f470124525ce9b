import { company } from '#shared/company.ts';
import { ExternalLink, Mailto, type LegalSection } from './legal-document.tsx';

/** Privacy policy, sections 5 to 8: sharing, marketing, international transfers and security. */
export const privacySharingSections: LegalSection[] = [
  {
    id: 'who-we-share-with',
    heading: 'Who we share your data with',
    body: (
      <>
        <ul>
          <li>
            <strong>Lenders on our panel.</strong> We send your application to lenders whose criteria you may meet, one
            at a time, until one accepts it. If you choose "Find More Lenders", we send it to further lenders. Each
            lender uses your data under its own privacy notice, which it will give you.
          </li>
          <li>
            <strong>Credit reference agencies</strong> (Experian, Equifax and TransUnion). We and our lenders use a soft
            search, which leaves a record on your credit file that only you can see and which does not affect your
            credit score. The agencies explain how they use data in the{' '}
            <ExternalLink href="https://www.experian.co.uk/crain/">
              Credit Reference Agency Information Notice (CRAIN)
            </ExternalLink>
            .
          </li>
          <li>
            <strong>Fraud prevention agencies</strong>, to check your identity and prevent fraud and money laundering.
            If fraud is detected, you could be refused credit.
          </li>
          <li>
            <strong>Our service providers</strong>, who act only on our instructions under contract: hosting and data
            storage, address lookup, email and text message delivery, telephone systems and, if you accept them,
            analytics.
          </li>
          <li>
            <strong>Regulators and authorities</strong>, such as the FCA, the Financial Ombudsman Service, the
            Information Commissioner's Office, HMRC or the police, where the law requires or allows it.
          </li>
          <li>
            <strong>A buyer of our business</strong>, if we sell or transfer it, under the same protections as this
            policy.
          </li>
        </ul>
        <p>
          Lenders pay us commission for introductions (see our terms). We do not sell your data to anyone else, and we
          never share it with other companies for their own marketing.
        </p>
      </>
    ),
  },
  {
    id: 'marketing',
    heading: 'Marketing',
    body: (
      <>
        <p>
          We only send you marketing, including reminders about an unfinished application, if you have agreed to it. You
          choose separately whether we may contact you by email, phone or text message. Leaving those boxes unticked
          does not affect your application.
        </p>
        <p>You can opt out at any time, free of charge:</p>
        <ul>
          <li>click "unsubscribe" in any email we send;</li>
          <li>reply STOP to any text message, or tell us on a call;</li>
          <li>
            email <Mailto email={company.email} /> or call <a href={company.phoneHref}>{company.phone}</a>.
          </li>
        </ul>
        <p>
          We keep a record of your opt-out (your email address or phone number only) so that we never contact you again
          by that channel.
        </p>
      </>
    ),
  },
  {
    id: 'international-transfers',
    heading: 'International transfers',
    body: (
      <p>
        We store your data in the UK. If one of our service providers processes it outside the UK, we make sure it is
        protected to UK standards: the country is covered by UK adequacy regulations (such as the countries of the
        European Economic Area), or the transfer uses the Information Commissioner's International Data Transfer
        Agreement or the UK Addendum to the EU standard contractual clauses, after a transfer risk assessment. You can
        ask us for details.
      </p>
    ),
  },
  {
    id: 'security',
    heading: 'How we protect your data',
    body: (
      <p>
        Everything you send us travels over an encrypted connection (HTTPS). Your bank account number and sort code are
        encrypted at rest with AES-256 and are only ever shown masked. Access to applications is limited to staff who
        need it, through individual accounts with strong authentication, and staff actions on applications are recorded
        in an audit log. We do not store payment card numbers.
      </p>
    ),
  },
];
