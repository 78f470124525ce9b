import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { company, gbp } from '#shared/company.ts';
import { ApplyCta } from '#web/components/ui/apply-cta.tsx';
import { ContentPage } from '#web/components/ui/content-page.tsx';
import { RepresentativeExample, RiskWarning } from '#web/components/ui/compliance-notice.tsx';
import { formatUkDate } from '#web/lib/dates.ts';
import { allGuides, guideBySlug, guidePath } from './guide-catalogue.ts';
import { guideCrumbs } from './guide-seo.ts';

/**
 * A guide page: breadcrumb Guides > title, byline with the dates the Article structured data
 * repeats, the article body, the compliance notes, related guides and the apply call to action.
 */
export function GuideArticle({ slug, children }: { slug: string; children: ReactNode }) {
  const guide = guideBySlug(slug);
  const related = allGuides.filter((g) => g.slug !== slug);
  const published = formatUkDate(guide.datePublished);
  return (
    <ContentPage
      crumbs={guideCrumbs(guide)}
      title={guide.title}
      lead={guide.description}
      meta={
        <>
          By {guide.author} · Published <time dateTime={guide.datePublished}>{published}</time> · Updated{' '}
          <time dateTime={guide.dateModified}>{formatUkDate(guide.dateModified)}</time> · {guide.readTime} min read
        </>
      }
    >
      <article className="prose-copy" data-guide-body="">
        {children}
      </article>
      <aside
        aria-label="Important information"
        className="mt-10 space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-5 text-sm text-slate-700"
      >
        <RepresentativeExample />
        <RiskWarning />
        <p>
          This guide is general information, not financial advice. If you are worried about debt, free and impartial
          help is available from MoneyHelper, StepChange, National Debtline and Citizens Advice.
        </p>
      </aside>
      <nav aria-labelledby="related-guides" className="mt-10">
        <h2 id="related-guides" className="text-xl font-bold text-brand-900">
          More guides
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {related.map((g) => (
            <li key={g.slug}>
              <Link
                to={guidePath(g.slug)}
                className={
                  'block h-full rounded-lg border border-slate-200 p-4 font-semibold ' +
                  'text-brand-700 hover:border-brand-600 hover:underline'
                }
              >
                {g.title}
                <span className="mt-1 block text-sm font-normal text-slate-600">{g.readTime} min read</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ApplyCta />
    </ContentPage>
  );
}

/** A highlighted box inside an article (key points, warnings). */
export function GuideCallout({
  title,
  tone = 'info',
  children,
}: {
  title: string;
  tone?: 'info' | 'warning';
  children: ReactNode;
}) {
  const colours = tone === 'warning' ? 'border-amber-400 bg-amber-50' : 'border-brand-600 bg-brand-50';
  return (
    <div className={`my-6 rounded-r-lg border-l-4 p-4 ${colours}`}>
      <strong className="block text-slate-900">{title}</strong>
      <div className="[&>p]:my-2 [&>ul]:my-2">{children}</div>
    </div>
  );
}

/** The representative example as a callout, for guides that walk through the cost of a loan. */
export function RepresentativeExampleCallout() {
  const ex = company.representativeExample;
  const amount = gbp(ex.amount, 0);
  return (
    <GuideCallout title="Representative example">
      <p>
        Borrowing {amount} over {ex.term} months at a fixed rate of {ex.interestRate}% pa: monthly payment{' '}
        {gbp(ex.monthlyPayment)}, total repayable {gbp(ex.totalRepayable)}, total interest {gbp(ex.interest)}.
        Representative {company.representativeApr}% APR.
      </p>
    </GuideCallout>
  );
}
