import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { Accordion } from '#web/components/ui/accordion.tsx';
import { ApplyCta } from '#web/components/ui/apply-cta.tsx';
import { ContentPage } from '#web/components/ui/content-page.tsx';
import type { Crumb } from '#web/lib/seo.ts';
import { howItWorksQuestions, howItWorksSteps } from './how-it-works-data.ts';

export function HowItWorksPage({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <ContentPage
      crumbs={crumbs}
      title="How it works"
      lead={
        'Three steps from application to decision. We are a credit broker: we ' +
        'search our lender panel for you, and the lender decides whether to offer ' +
        'you a loan.'
      }
    >
      <section aria-labelledby="steps">
        <h2 id="steps" className="sr-only">
          The three steps
        </h2>
        <ol className="space-y-6">
          {howItWorksSteps.map((step, i) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <div className="flex items-start gap-4">
                <span
                  aria-hidden="true"
                  className={
                    'flex size-10 shrink-0 items-center justify-center rounded-full ' +
                    'bg-brand-700 text-lg font-bold text-white'
                  }
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="text-xl font-semibold text-slate-900">
                    <span className="sr-only">Step {i + 1}: </span>
                    {step.title}
                  </h3>
                  <p className="mt-1 text-slate-700">{step.summary}</p>
                </div>
              </div>
              <ul className="mt-4 space-y-2 sm:pl-14">
                {step.details.map((detail) => (
                  <li key={detail} className="flex gap-2 text-slate-700">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                    {detail}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="common-questions" className="mt-12">
        <h2 id="common-questions" className="mb-4 text-2xl font-bold text-brand-900">
          Common questions
        </h2>
        <Accordion items={howItWorksQuestions} />
        <p className="mt-4 text-slate-700">
          More answers in our{' '}
          <Link to="/faq" className="font-semibold text-brand-700 underline">
            frequently asked questions
          </Link>
          .
        </p>
      </section>

      <ApplyCta />
    </ContentPage>
  );
}
