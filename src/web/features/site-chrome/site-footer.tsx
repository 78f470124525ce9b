import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { company } from '#shared/company.ts';
import { Logo } from '#web/components/ui/logo.tsx';
import { footerGroups, socialLinks } from './nav.ts';
import { RepresentativeExample, RiskWarning } from '#web/components/ui/compliance-notice.tsx';

/** `legalExtra` is appended to the Legal links (the layout passes the Cookie settings button). */
export function SiteFooter({ legalExtra }: { legalExtra?: ReactNode } = {}) {
  const { loanRange } = company;
  const maxAmount = loanRange.maxAmount.toLocaleString('en-GB');
  const year = 2026;
  return (
    <footer className="mt-16 bg-brand-900 text-slate-200">
      <div className="container-page grid gap-10 py-12 md:grid-cols-4">
        <div>
          <Logo tone="light" />
          <p className="mt-4 text-sm">
            Free phone:{' '}
            <a className="font-semibold text-white underline" href={company.phoneHref}>
              {company.phone}
            </a>
          </p>
          <ul className="mt-4 flex gap-4 text-sm" aria-label="Social media">
            {socialLinks.map((link) => (
              <li key={link.to}>
                <a className="underline hover:text-white" href={link.to} rel="noopener" target="_blank">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{group.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link className="hover:text-white hover:underline" to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
              {group.title === 'Legal' && legalExtra ? <li>{legalExtra}</li> : null}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/15">
        <div className="container-page space-y-3 py-8 text-xs leading-relaxed text-slate-300">
          <RiskWarning className="rounded-lg bg-white/10 p-3 text-sm text-white" />
          <p>
            <strong className="text-white">
              {company.companyName}: {company.brokerDisclosure}
            </strong>{' '}
            Whether a lender approves your application is decided by the lender, who will contact you directly; approval
            is never guaranteed. Searching for a loan uses a soft search that does not affect your credit score; a
            lender may run a hard search if you proceed with them.
          </p>
          <RepresentativeExample />
          <p>
            Loans from £{loanRange.minAmount} to £{maxAmount} over {loanRange.minTerm} to {loanRange.maxTerm} months.
            Rates from {company.rateRange.minApr}% APR to a maximum of{' '}
            {company.rateRange.maxApr.toLocaleString('en-GB')}% APR. Representative {company.representativeApr}% APR.
          </p>
          <p>
            {company.companyName} is a trading name of {company.legalEntity}, registered in England and Wales (company
            number {company.companyNumber}), registered office {company.registeredAddress}. {company.legalEntity} is
            authorised and regulated by the Financial Conduct Authority, {`FRN ${company.fcaFrn}`}. Free and impartial
            debt advice is available from{' '}
            <a className="underline" href={company.debtAdvice.url} rel="noopener" target="_blank">
              MoneyHelper
            </a>
            .
          </p>
          <p>
            © {year} {company.legalEntity}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
