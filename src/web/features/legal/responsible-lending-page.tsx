import { AlertTriangle } from 'lucide-react';
import { company } from '#shared/company.ts';
import { ContentPage } from '#web/components/ui/content-page.tsx';
import { ExternalLink } from './legal-document.tsx';
import { legalPages } from './legal-meta.ts';
import {
  affordabilityChecks,
  clearInformation,
  debtAdviceServices,
  fcaPrinciples,
  supportOptions,
} from './responsible-lending-content.ts';

function CardGrid({ items }: { items: { title: string; text: string }[] }) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-slate-200 p-5">
          <h3 className="font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-1 text-slate-700">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function ResponsibleLendingPage() {
  const info = legalPages.responsibleLending;
  return (
    <ContentPage
      crumbs={info.crumbs}
      title="Responsible lending"
      lead={
        'Borrowing should help, not harm. This is how we make sure the loans we ' +
        'introduce are affordable, clearly explained and supported if things get ' +
        'difficult.'
      }
    >
      <div className="prose-copy">
        <h2 className="!mt-0">Our commitment</h2>
        <p>
          {company.companyName} is a trading name of {company.legalEntity}, authorised and regulated by the Financial
          Conduct Authority as a credit broker (FRN {company.fcaFrn}). We follow the FCA's Consumer Credit sourcebook
          (CONC) and the Consumer Duty. We only introduce you to FCA-authorised lenders, who must check that a loan is
          affordable for you before they lend, and we never charge you a fee.
        </p>
        <h2>How affordability is assessed</h2>
      </div>
      <CardGrid items={affordabilityChecks} />

      <div className="prose-copy">
        <h2>Clear information before you borrow</h2>
      </div>
      <CardGrid items={clearInformation} />

      <aside
        aria-labelledby="late-repayment"
        className="mt-10 flex gap-4 rounded-2xl border-2 border-amber-400 bg-amber-50 p-5"
      >
        <AlertTriangle aria-hidden="true" className="size-7 shrink-0 text-amber-700" />
        <div>
          <h2 id="late-repayment" className="text-lg font-bold text-slate-900">
            Late repayment warning
          </h2>
          <p className="mt-1 text-slate-800">
            <strong>Late repayment can cause you serious money problems.</strong> Missing a payment can lead to a
            default fee (capped at £15 for high-cost short-term credit), extra interest, a mark on your credit file that
            makes borrowing harder and more expensive, and debt collection or court action. For help, go to{' '}
            <a
              className="font-semibold text-brand-800 underline"
              href={company.debtAdvice.url}
              rel="noopener noreferrer"
              target="_blank"
            >
              moneyhelper.org.uk
            </a>
            .
          </p>
        </div>
      </aside>

      <div className="prose-copy">
        <h2>Support if you are struggling</h2>
        <p>
          If you are finding repayments hard, contact your lender as early as you can. FCA rules require lenders to
          treat you with forbearance and due consideration. Depending on your circumstances, a lender may offer:
        </p>
        <ul>
          {supportOptions.map((option) => (
            <li key={option}>{option}</li>
          ))}
        </ul>
        <p>
          In England and Wales you may also be able to apply for Breathing Space through a debt adviser, which pauses
          most interest, charges and enforcement action for 60 days. If your health, a bereavement or other
          circumstances make it harder to manage your money, please tell us or your lender, so that we can support you.
        </p>
        <h2>Free debt advice</h2>
        <p>These organisations give free, confidential advice. You never need to pay for debt help.</p>
      </div>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {debtAdviceServices.map((service) => (
          <li key={service.name} className="rounded-2xl border border-slate-200 p-5">
            <h3 className="font-semibold text-slate-900">{service.name}</h3>
            <p className="mt-1 text-slate-700">{service.text}</p>
            <p className="mt-2 text-slate-700">
              <ExternalLink className="font-medium text-brand-700 underline" href={service.url}>
                {service.label}
              </ExternalLink>
              {service.phone ? (
                <>
                  {' · '}
                  <a
                    className="font-medium text-brand-700 underline"
                    href={`tel:+44${service.phone.replace(/\s/g, '').slice(1)}`}
                  >
                    {service.phone}
                  </a>
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ul>

      <div className="prose-copy">
        <h2>The FCA principles we work by</h2>
      </div>
      <CardGrid items={fcaPrinciples} />
    </ContentPage>
  );
}
