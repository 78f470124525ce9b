import { Link } from 'react-router';
import { ArrowRight, MessageCircle } from 'lucide-react';
import { company } from '#shared/company.ts';
import { Accordion } from '#web/components/ui/accordion.tsx';
import { ApplyCta } from '#web/components/ui/apply-cta.tsx';
import { ContentPage } from '#web/components/ui/content-page.tsx';
import type { Crumb } from '#web/lib/seo.ts';
import { faqArticleLinks } from './faq-articles-data.ts';
import { faqItems } from './faq-data.ts';

export function FaqPage({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <ContentPage
      crumbs={crumbs}
      title="Frequently asked questions"
      lead={
        'Straight answers about how our service works, what it costs and what to ' +
        'expect. Select a question to read the answer.'
      }
    >
      <section aria-label="Questions and answers">
        <Accordion items={faqItems} headingLevel={2} />
      </section>

      <section aria-labelledby="in-depth" className="mt-10">
        <h2 id="in-depth" className="text-xl font-bold text-brand-900">
          In-depth answers
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {faqArticleLinks.map((article) => (
            <li key={article.path}>
              <Link
                to={article.path}
                className={
                  'group flex h-full flex-col rounded-xl border border-slate-200 bg-white ' +
                  'p-5 hover:border-brand-600'
                }
              >
                <span className="font-semibold text-slate-900 group-hover:text-brand-700">{article.title}</span>
                <span className="mt-1 text-sm text-slate-700">{article.description}</span>
                <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                  Read the answer <ArrowRight aria-hidden="true" className="size-4" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="still-questions"
        className="mt-10 flex flex-col gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center"
      >
        <MessageCircle aria-hidden="true" className="size-10 shrink-0 text-brand-700" />
        <div>
          <h2 id="still-questions" className="text-xl font-bold text-brand-900">
            Still have a question?
          </h2>
          <p className="mt-1 text-slate-700">
            Our team is happy to help. Call us free on{' '}
            <a href={company.phoneHref} className="font-semibold text-brand-700 underline">
              {company.phone}
            </a>{' '}
            or{' '}
            <Link to="/contact" className="font-semibold text-brand-700 underline">
              contact us
            </Link>
            .
          </p>
        </div>
      </section>

      <ApplyCta />
    </ContentPage>
  );
}
