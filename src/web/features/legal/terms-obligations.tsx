import { Link } from 'react-router';
import { company } from '#shared/company.ts';
import { ExternalLink, Mailto, type LegalSection } from './legal-document.tsx';

/** Terms and conditions, sections 6 to 12: your obligations, liability, complaints and law. */
export const termsObligationSections: LegalSection[] = [
  {
    id: 'your-obligations',
    heading: 'Your obligations',
    body: (
      <>
        <p>When you use our service you agree to:</p>
        <ul>
          <li>
            give information that is true, accurate and complete, and correct it if it changes before a lender decides;
          </li>
          <li>apply only for yourself, never using another person's details or applying on their behalf;</li>
          <li>borrow only what you can afford to repay on time, after your essential spending;</li>
          <li>keep any links we send you (for example to resume your application) to yourself;</li>
          <li>
            not misuse the website, for example by trying to get into parts of it you are not meant to, or overloading
            it.
          </li>
        </ul>
        <p>
          <strong>Giving false information is fraud.</strong> Misstating your income, your spending or your employment
          to obtain credit is a criminal offence under the Fraud Act 2006. We and the lenders check the information you
          give, and where we suspect fraud we may share details with fraud prevention agencies and the police. This may
          lead to you being refused credit or other services.
        </p>
      </>
    ),
  },
  {
    id: 'using-our-website',
    heading: 'Using our website',
    body: (
      <>
        <p>
          The guides and information on our website are general information to help you understand borrowing. They are
          not financial advice. We work to keep them accurate and up to date, but rates, rules and lenders' criteria
          change.
        </p>
        <p>
          We aim to keep the website available at all times but may need to suspend it for maintenance or for reasons
          outside our control. Links to other websites, such as lenders or free debt advice services, are provided for
          your information; we are not responsible for their content.
        </p>
        <p>
          The content, design and branding of the website belong to {company.legalEntity} or are used with permission.
          You may view and print pages for your own use but not copy them for commercial use.
        </p>
      </>
    ),
  },
  {
    id: 'our-liability',
    heading: 'Our liability to you',
    body: (
      <>
        <p>
          We provide our service with reasonable care and skill and in line with the FCA's rules, including the Consumer
          Duty. If we break these terms or fail to use reasonable care and skill, we are responsible for loss or damage
          you suffer that is a foreseeable result of that failure.
        </p>
        <p>We are not responsible for:</p>
        <ul>
          <li>
            a lender's decision to accept or decline your application, the terms it offers, or how it manages your loan:
            the lender is responsible for these under your credit agreement;
          </li>
          <li>loss caused by information you gave us that was inaccurate or incomplete;</li>
          <li>events outside our reasonable control, such as a failure of a public network;</li>
          <li>any business losses: our service is for personal use only.</li>
        </ul>
        <p>
          Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence,
          for fraud or fraudulent misrepresentation, for breach of our duties under the FCA's rules, or for anything
          else that cannot be limited or excluded by law, including your rights under the Consumer Rights Act 2015.
        </p>
      </>
    ),
  },
  {
    id: 'complaints',
    heading: 'Complaints',
    body: (
      <>
        <p>
          If you are unhappy with our service, please tell us. You can complain by email to{' '}
          <Mailto email={company.complaintsEmail} />, by phone on <a href={company.phoneHref}>{company.phone}</a> (
          {company.complaintsPhoneHours}) or by post to {company.legalEntity}, {company.registeredAddress}. Our{' '}
          <Link to="/complaints">complaints procedure</Link> explains what happens next and our response times.
        </p>
        <p>
          If you are not satisfied with our final response, or we have not sent one within 8 weeks, you can refer your
          complaint to the{' '}
          <ExternalLink href="https://www.financial-ombudsman.org.uk">Financial Ombudsman Service</ExternalLink> free of
          charge. Complaints about a loan itself should go to the lender first.
        </p>
      </>
    ),
  },
  {
    id: 'privacy-and-cookies',
    heading: 'Your personal data',
    body: (
      <p>
        We use your personal data to provide our service and share it with lenders on our panel and credit reference
        agencies, as our <Link to="/privacy">privacy policy</Link> explains. We only send you marketing if you have
        agreed to it, and you can opt out at any time.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    body: (
      <p>
        We may update these terms to reflect changes in the law, in FCA rules or in our service. The date at the top of
        this page shows when they last changed. The terms that apply to your application are the ones in force when you
        submit it.
      </p>
    ),
  },
  {
    id: 'governing-law',
    heading: 'Governing law',
    body: (
      <>
        <p>
          These terms are governed by the law of England and Wales, and the courts of England and Wales can hear any
          dispute about them. If you live in Scotland you can also bring proceedings in the Scottish courts, and if you
          live in Northern Ireland, in the courts of Northern Ireland.
        </p>
        <p>These terms are in English, and we will communicate with you in English.</p>
      </>
    ),
  },
];
