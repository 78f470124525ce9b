import type { ReactNode } from 'react';
import { company, representativeExampleText } from '#shared/company.ts';
import { registeredFirmText } from '#shared/disclosures.ts';

/** The regulatory footer every applicant-facing page carries (broker disclosure, FRN, company details). */
function ComplianceFooter() {
  return (
    <footer className="mx-auto mb-8 max-w-3xl space-y-1.5 px-4 text-sm text-slate-600">
      <p>{company.brokerDisclosure}</p>
      <p>{registeredFirmText()}</p>
      <p>{representativeExampleText()}</p>
      <p>{company.riskWarning}</p>
      <p>
        <a className="text-brand-700 underline" href="/privacy">
          Privacy policy
        </a>
        {' · '}
        <a className="text-brand-700 underline" href="/complaints">
          Complaints
        </a>
        {' · '}
        <a className="text-brand-700 underline" href="/contact">
          Contact us
        </a>
      </p>
    </footer>
  );
}

/**
 * A small page behind a link from an email (the record, its data rights, the reminders' links):
 * the firm's name, one card of content and the compliance footer; no script (decision 132).
 */
export function PlainPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-100 leading-normal">
      <title>{`${title} | ${company.companyName}`}</title>
      <header className="bg-brand-800 px-6 py-4 text-xl font-bold">
        <a className="text-white no-underline" href="/">
          {company.companyName}
        </a>
      </header>
      <main id="main" className="mx-2 my-3 max-w-3xl rounded-xl bg-white p-4 sm:mx-auto sm:my-6 sm:px-6 sm:py-5">
        {children}
      </main>
      <ComplianceFooter />
    </div>
  );
}

/** A page's heading. */
export const PageTitle = ({ children }: { children: string }) => (
  <h1 className="mb-4 text-2xl font-bold text-brand-900 sm:text-[26px]">{children}</h1>
);

/** A section heading. */
export const SectionTitle = ({ children, id }: { children: string; id?: string }) => (
  <h2 id={id} className="mt-7 mb-2 text-xl font-bold text-brand-900">
    {children}
  </h2>
);

export const Para = ({ children }: { children?: ReactNode }) => <p className="my-3">{children}</p>;

/** A note the page says in passing (a status, or a refusal the visitor must read). */
export const Note = ({
  children,
  role = 'status',
  id,
}: {
  children: string;
  role?: 'status' | 'alert';
  id?: string;
}) => (
  <p id={id} role={role} className="my-3 border-l-4 border-amber-600 bg-amber-50 px-3 py-2">
    {children}
  </p>
);

const button = 'inline-block min-h-11 cursor-pointer rounded-lg font-bold no-underline';
export const buttonClass = `${button} border-0 bg-accent-700 px-5 py-2.5 text-white`;
export const secondaryButtonClass = `${button} border-2 border-brand-800 bg-white px-5 py-2 text-brand-800`;

/** A link in running text. */
export const TextLink = ({ href, children, download }: { href: string; children: string; download?: string }) => (
  <a className="text-brand-700 underline" href={href} download={download}>
    {children}
  </a>
);
