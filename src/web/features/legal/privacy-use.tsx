import { ScrollTable, type LegalSection } from './legal-document.tsx';

/** Why we use personal data and the UK GDPR Article 6 basis for each use. */
const purposes: { purpose: string; basis: string }[] = [
  {
    purpose: 'Taking your application, saving your progress and matching you with lenders on our panel',
    basis: 'Contract: steps you ask us to take before entering into a contract (Article 6(1)(b))',
  },
  {
    purpose:
      'Running a soft search with credit reference agencies to check your identity and which lenders may accept you',
    basis:
      'Legitimate interests: introducing you only to lenders likely to lend to ' +
      'you, responsibly (Article 6(1)(f)). We ask you to confirm the credit ' +
      'check before we run it.',
  },
  {
    purpose: 'Checking that borrowing looks affordable from your income and spending',
    basis: 'Legal obligation under FCA rules (Article 6(1)(c)) and legitimate interests in responsible lending',
  },
  {
    purpose: 'Preventing and detecting fraud and money laundering',
    basis: 'Legal obligation (Article 6(1)(c)) and legitimate interests in preventing crime (Article 6(1)(f))',
  },
  {
    purpose: 'Sending you reminders about an unfinished application and offers of loans, by email, phone or text',
    basis: 'Consent (Article 6(1)(a) and PECR), which you can withdraw at any time',
  },
  {
    purpose: 'Handling complaints, answering your messages and keeping the records the FCA requires',
    basis: 'Legal obligation (Article 6(1)(c)) and legitimate interests in resolving your query',
  },
  {
    purpose: 'Measuring how our website and application are used, to improve them',
    basis: 'Consent for analytics cookies (PECR); legitimate interests for statistics that do not identify you',
  },
  {
    purpose: 'Keeping our website and systems secure, and establishing or defending legal claims',
    basis: 'Legitimate interests (Article 6(1)(f))',
  },
];

/** Privacy policy, sections 3 and 4: purposes, lawful bases and automated decisions. */
export const privacyUseSections: LegalSection[] = [
  {
    id: 'how-we-use-it',
    heading: 'How we use your data and our lawful bases',
    body: (
      <>
        <p>Data protection law allows us to use personal data only where we have a lawful basis. Ours are:</p>
        <ScrollTable label="Purposes and lawful bases">
          <thead>
            <tr>
              <th scope="col">What we use it for</th>
              <th scope="col">Lawful basis</th>
            </tr>
          </thead>
          <tbody>
            {purposes.map((row) => (
              <tr key={row.purpose}>
                <td>{row.purpose}</td>
                <td>{row.basis}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        <p>
          Where we rely on legitimate interests, we have balanced them against your rights, and you can object (see
          "Your rights"). If you do not give us the information the application asks for, we cannot pass your
          application to lenders.
        </p>
      </>
    ),
  },
  {
    id: 'automated-decisions',
    heading: 'Automated matching and decisions',
    body: (
      <>
        <p>
          Our system matches your application with lenders automatically, using each lender's published criteria (such
          as loan amount, income and affordability). It decides which lenders are asked to consider you; it does not
          decide whether you get credit.
        </p>
        <p>
          Lenders may use automated decision-making, including credit scoring, to decide whether to lend to you. If a
          decision is made solely by automated means and affects you significantly, you have the right to ask the lender
          for a person to review it, to give your point of view and to have the decision explained.
        </p>
      </>
    ),
  },
];
