import { company } from '#shared/company.ts';
import { Mailto, type LegalSection } from './legal-document.tsx';

/** The personal data the application and the website collect, grouped as the applicant meets them. */
const collected: { category: string; items: string }[] = [
  { category: 'Loan details', items: 'the amount you want to borrow, the term and what the loan is for.' },
  {
    category: 'Identity and contact details',
    items:
      'title, first and last name, email address, mobile number, home phone ' +
      'number (optional), date of birth, marital status, number of dependants ' +
      'and how many people contribute to household income.',
  },
  {
    category: 'Address history',
    items:
      'your current postcode and address, whether you own, rent or live with ' +
      'family, how long you have lived there and, if under 12 months, your ' +
      'previous address.',
  },
  {
    category: 'Employment and income',
    items:
      'employment status, employer, job title and industry, time with your ' +
      'employer, monthly income, how often and how you are paid, your next two ' +
      'pay dates, and any benefits, pension or other income.',
  },
  {
    category: 'Bank details',
    items:
      'bank name, account number, sort code, how long you have held the account, ' +
      'account type, debit card type and whether your income is paid into it. ' +
      'Your account number and sort code are encrypted at rest (AES-256) and ' +
      'shown masked to our staff.',
  },
  {
    category: 'Regular spending',
    items:
      'what you spend each month on housing, credit repayments, utilities, food, ' +
      'transport, childcare, insurance and other costs, and any other categories ' +
      'you choose to fill in.',
  },
  {
    category: 'Your choices',
    items:
      'your agreement to credit checks, your marketing choices (email, phone, ' +
      'text) with the date and time you made them, the number of loans you have ' +
      'taken recently, and your cookie choice.',
  },
  {
    category: 'Results of your application',
    items:
      'the outcome from each lender that considered your application, the lender ' +
      'reference and the commission we were paid.',
  },
  {
    category: 'Technical and usage data',
    items:
      'IP address, browser and device type, screen size, the page that referred ' +
      'you and any campaign codes in the link, a session identifier, and (only ' +
      'if you accept analytics cookies) the pages you view and the steps you ' +
      'complete.',
  },
  {
    category: 'Your contact with us',
    items: 'messages you send through our contact form, emails, records of calls and any complaint you make.',
  },
];

/** Privacy policy, sections 1 and 2: the controller and the data collected. */
export const privacyCollectSections: LegalSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    body: (
      <>
        <p>
          {company.companyName} is a trading name of {company.legalEntity} (company number {company.companyNumber}),
          registered office {company.registeredAddress}. We are authorised and regulated by the Financial Conduct
          Authority as a credit broker, FRN {company.fcaFrn}.
        </p>
        <p>
          {company.legalEntity} is the <strong>controller</strong> of the personal data described in this policy: we
          decide how and why it is used, and we are responsible for protecting it under the UK General Data Protection
          Regulation (UK GDPR), the Data Protection Act 2018 and the Privacy and Electronic Communications Regulations
          (PECR). Each lender that receives your application becomes a separate controller of the data it receives and
          will give you its own privacy notice.
        </p>
        <p>
          For any question about your data, email <Mailto email={company.email} /> with the subject "Data protection",
          or write to our Data Protection Lead at {company.legalEntity}, {company.registeredAddress}.
        </p>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    heading: 'The personal data we collect',
    body: (
      <>
        <p>Most of the data we hold comes from you, when you fill in our application or contact us:</p>
        <ul>
          {collected.map((entry) => (
            <li key={entry.category}>
              <strong>{entry.category}:</strong> {entry.items}
            </li>
          ))}
        </ul>
        <p>We also receive data about you from others:</p>
        <ul>
          <li>
            <strong>credit reference agencies:</strong> your credit history and identity checks from the soft search;
          </li>
          <li>
            <strong>lenders on our panel:</strong> whether they accepted your application;
          </li>
          <li>
            <strong>fraud prevention agencies:</strong> whether your details are linked to known fraud;
          </li>
          <li>
            <strong>our address lookup provider:</strong> the addresses at the postcode you enter.
          </li>
        </ul>
        <p>
          We do not ask for special category data such as health information. If you tell us about your health or other
          circumstances so that we can support you, we use it only for that purpose, with your consent or where the Data
          Protection Act 2018 allows it to protect the economic well-being of people at risk. You must be 18 or over to
          apply, and we do not knowingly collect data about children.
        </p>
      </>
    ),
  },
];
