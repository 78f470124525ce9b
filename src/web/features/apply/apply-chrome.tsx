import { Logo } from '#web/components/ui/logo.tsx';
import { BadgeCheck, Phone } from 'lucide-react';
import { company, representativeExampleText } from '#shared/company.ts';

/** Slim header of the application screens: home link, help line and the 'FCA Authorised' badge. */
export function ApplyHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4">
        <Logo nameOnPhones={false} />
        <div className="flex items-center gap-3">
          <a
            href={company.phoneHref}
            className="hidden items-center gap-1 text-sm font-semibold text-slate-700 md:flex"
          >
            <Phone aria-hidden="true" className="size-4" /> {company.phone}
          </a>
          <span
            className={
              'inline-flex items-center gap-1 rounded-full bg-accent-600/10 px-3 py-1 ' +
              'text-sm font-semibold text-accent-700'
            }
          >
            <BadgeCheck aria-hidden="true" className="size-4" /> FCA Authorised
          </span>
        </div>
      </div>
    </header>
  );
}

/**
 * Broker disclosure, FRN, representative example (CONC 3.5.5R: the screens quote rates and
 * estimates, so the APR alone is not enough) and risk warning under every application screen.
 */
export function ApplyFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-3xl space-y-2 px-4 py-6 text-center text-sm text-slate-700">
        <p className="font-semibold text-slate-900">Representative {company.representativeApr}% APR</p>
        <p>{representativeExampleText()}</p>
        <p>{company.brokerDisclosure}</p>
        <p>
          {company.companyName} is authorised and regulated by the Financial Conduct Authority (FRN {company.fcaFrn}).
        </p>
        <p>
          <strong>Warning:</strong> Late repayment can cause you serious money problems. For free help, go to{' '}
          <a
            href={company.debtAdvice.url}
            className="font-semibold text-brand-700 underline"
            target="_blank"
            rel="noopener"
          >
            moneyhelper.org.uk
          </a>
          .
        </p>
      </div>
    </footer>
  );
}
