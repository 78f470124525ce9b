import { company } from '#shared/company.ts';
import { ExternalLink, Mailto, ScrollTable, type LegalSection } from './legal-document.tsx';
import { retentionPeriods } from './retention-periods.ts';

const rights: { name: string; text: string }[] = [
  { name: 'Access', text: 'ask for a copy of the personal data we hold about you.' },
  { name: 'Rectification', text: 'ask us to correct data that is wrong or incomplete.' },
  {
    name: 'Erasure',
    text:
      'ask us to delete your data. We may need to keep some records, for example ' +
      'where the law or the FCA requires it; we will tell you if so.',
  },
  { name: 'Restriction', text: 'ask us to pause using your data while a concern is looked into.' },
  {
    name: 'Objection',
    text:
      'object to our use of your data where we rely on legitimate interests. You ' +
      'can always object to marketing, and we will stop.',
  },
  {
    name: 'Portability',
    text:
      'ask for the data you gave us in a structured, machine-readable format, or ' +
      'for us to send it to another organisation.',
  },
  {
    name: 'Withdraw consent',
    text: 'where we rely on your consent (for marketing or cookies), withdraw it at any time.',
  },
];

/** Privacy policy, sections 9 to 13: retention, rights, the ICO, changes and contact. */
export const privacyRightsSections: LegalSection[] = [
  {
    id: 'how-long-we-keep-it',
    heading: 'How long we keep your data',
    body: (
      <>
        <p>We keep personal data only as long as we need it, then delete or anonymise it:</p>
        <ScrollTable label="Retention periods">
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">How long we keep it</th>
            </tr>
          </thead>
          <tbody>
            {retentionPeriods.map((row) => (
              <tr key={row.data}>
                <td>{row.data}</td>
                <td>{row.period}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    body: (
      <>
        <p>Under UK data protection law you have the right to:</p>
        <ul>
          {rights.map((right) => (
            <li key={right.name}>
              <strong>{right.name}:</strong> {right.text}
            </li>
          ))}
        </ul>
        <p>
          To use any of these rights, email <Mailto email={company.email} /> or write to us at{' '}
          {company.registeredAddress}. There is normally no charge. We may ask you to prove your identity, and we will
          reply within one month (or up to three months for complex requests, in which case we will tell you why within
          the first month).
        </p>
      </>
    ),
  },
  {
    id: 'complain-to-the-ico',
    heading: 'Complaining to the Information Commissioner',
    body: (
      <>
        <p>
          If you are unhappy with how we have used your data, please tell us first so that we can put it right. You also
          have the right to complain to the Information Commissioner's Office (ICO), the UK regulator for data
          protection:
        </p>
        <ul>
          <li>
            online: <ExternalLink href="https://ico.org.uk/make-a-complaint/">ico.org.uk/make-a-complaint</ExternalLink>
          </li>
          <li>
            by phone: <a href="tel:+443031231113">0303 123 1113</a>
          </li>
          <li>by post: Information Commissioner's Office, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF</li>
        </ul>
      </>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <p>
        We update this policy when the way we use personal data changes. The date at the top shows the latest version.
        If a change affects you significantly, we will tell you before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact-us',
    heading: 'Contact us',
    body: (
      <p>
        {company.legalEntity}, {company.registeredAddress}. Email <Mailto email={company.email} />, phone{' '}
        <a href={company.phoneHref}>{company.phone}</a> (
        {company.openingHours.map((slot) => `${slot.days} ${slot.hours}`).join('; ')}).
      </p>
    ),
  },
];
