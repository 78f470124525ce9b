import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Star, type LucideIcon } from 'lucide-react';
import { company, gbp } from '#shared/company.ts';
import { Accordion } from '#web/components/ui/accordion.tsx';
import { Breadcrumbs } from '#web/components/ui/breadcrumbs.tsx';
import type { Crumb } from '#web/lib/seo.ts';
import { RiskWarning } from '#web/components/ui/compliance-notice.tsx';
import type { Faq } from './landing-seo.ts';

// The section kit every landing page is built from: hero, card grid, numbered steps, FAQ block
// and the representative example, so the four landings share one look and one accessible markup.

export type IconCard = { icon: LucideIcon; title: string; description: string };
export type Step = { title: string; text: string };

export function LandingHero(props: {
  crumbs: Crumb[];
  eyebrow: string;
  title: string;
  lead: ReactNode;
  points?: string[];
  secondary?: { to: string; label: string };
  showRating?: boolean;
  aside?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className={`container-page grid gap-10 py-10 md:py-16 ${props.aside ? 'lg:grid-cols-[1.15fr_1fr]' : ''}`}>
        <div>
          <Breadcrumbs crumbs={props.crumbs} />
          <p className="mt-6 text-sm font-semibold text-accent-700">{props.eyebrow}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 md:text-5xl">{props.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{props.lead}</p>
          {props.points ? (
            <ul className="mt-5 space-y-2 text-slate-800">
              {props.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <span aria-hidden="true" className="font-bold text-accent-600">
                    ✓
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <Link
              to="/apply"
              className="rounded-lg bg-accent-600 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-accent-700"
            >
              Check Eligibility
            </Link>
            {props.secondary ? (
              <Link to={props.secondary.to} className="font-semibold text-brand-700 underline">
                {props.secondary.label}
              </Link>
            ) : null}
          </div>
          {props.showRating ? <RatingLink /> : null}
        </div>
        {props.aside ? <div className="self-center">{props.aside}</div> : null}
      </div>
    </section>
  );
}

export function RatingLink() {
  const { score, outOf, reviews } = company.rating;
  return (
    <Link to="/reviews" className="mt-6 inline-flex items-center gap-2 text-sm text-slate-700 hover:underline">
      <span className="flex text-amber-500" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <Star key={i} className="size-4 fill-current" />
        ))}
      </span>
      Rated {score}/{outOf} from {reviews} reviews
    </Link>
  );
}

export function LandingSection({
  id,
  title,
  intro,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-20 ${tinted ? 'bg-slate-50' : ''}`}>
      <div className="container-page py-12 md:py-14">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-900 md:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-slate-700">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

export function IconCardGrid({ items, columns = 3 }: { items: IconCard[]; columns?: 2 | 3 | 4 }) {
  const cols = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns];
  return (
    <ul className={`grid gap-5 ${cols}`}>
      {items.map(({ icon: Icon, title, description }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <span
            aria-hidden="true"
            className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
          >
            <Icon className="size-6" />
          </span>
          <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-1 text-slate-700">{description}</p>
        </li>
      ))}
    </ul>
  );
}

export function StepsList({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, i) => (
        <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">
            <span className="sr-only">Step {i + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function FaqBlock({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="max-w-3xl">
      <Accordion items={faqs.map((faq) => ({ question: faq.question, answer: <p>{faq.answer}</p> }))} />
    </div>
  );
}

/** The representative example as a panel (figures from src/shared/company.ts). */
export function RepresentativeExampleCard({ className = '' }: { className?: string }) {
  const ex = company.representativeExample;
  const rows: [string, string][] = [
    ['Amount of credit', gbp(ex.amount, 0)],
    ['Term', `${ex.term} months`],
    ['Interest rate (fixed)', `${ex.interestRate}% pa`],
    ['Monthly payment', gbp(ex.monthlyPayment)],
    ['Total interest', gbp(ex.interest)],
    ['Total repayable', gbp(ex.totalRepayable)],
  ];
  return (
    <div className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${className}`}>
      <h2 className="text-lg font-bold text-brand-900">Representative example</h2>
      {/* Below 768 px the figures keep clear of the floating call button at the right edge (issue 27.14). */}
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 pr-12 text-sm md:pr-0">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 mr-12 rounded-lg bg-brand-50 p-3 text-center text-lg font-extrabold text-brand-900 md:mr-0">
        Representative {company.representativeApr}% APR
      </p>
    </div>
  );
}

/** Risk warning and broker disclosure above the page's closing call to action. */
export function ComplianceBand() {
  return (
    <section aria-label="Important information" className="container-page">
      <div className="space-y-2 rounded-xl border-2 border-amber-400 bg-amber-50 p-4 text-center text-slate-900">
        <RiskWarning />
        <p className="text-sm">
          {company.brokerDisclosure} Authorised and regulated by the Financial Conduct Authority, FRN {company.fcaFrn}.
        </p>
      </div>
    </section>
  );
}
