import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Accordion } from '#web/components/ui/accordion.tsx';
import { ApplyCta } from '#web/components/ui/apply-cta.tsx';
import { ContentPage } from '#web/components/ui/content-page.tsx';
import type { Crumb } from '#web/lib/seo.ts';
import type { ArticleSection, FaqArticle } from './faq-articles-data.ts';
import { formatUkDate } from '#web/lib/dates.ts';

export function faqArticleCrumbs(article: FaqArticle): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'FAQ', path: '/faq' },
    { name: article.title, path: article.path },
  ];
}

function Section({ section }: { section: ArticleSection }) {
  return (
    <section>
      <h2>{section.heading}</h2>
      {section.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {section.bullets ? (
        <ul>
          {section.bullets.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.table ? (
        <div className="overflow-x-auto">
          <table>
            <caption className="sr-only">{section.table.caption}</caption>
            <thead>
              <tr>
                {section.table.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.table.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="border-b! border-slate-200! bg-white!">
                        {cell}
                      </th>
                    ) : (
                      <td key={i}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

export function FaqArticlePage({ article }: { article: FaqArticle }) {
  return (
    <ContentPage
      crumbs={faqArticleCrumbs(article)}
      title={article.headline}
      lead={article.description}
      meta={
        <>
          By {article.authorName}. Published{' '}
          <time dateTime={article.datePublished}>{formatUkDate(article.datePublished)}</time>, last updated{' '}
          <time dateTime={article.dateModified}>{formatUkDate(article.dateModified)}</time>.
        </>
      }
    >
      <article className="prose-copy [&>section:first-child>h2]:mt-0">
        {article.sections.map((section) => (
          <Section key={section.heading} section={section} />
        ))}
      </article>

      <section aria-labelledby="article-questions" className="mt-12">
        <h2 id="article-questions" className="mb-4 text-2xl font-bold text-brand-900">
          Common questions
        </h2>
        <Accordion items={article.faqs} />
      </section>

      <section aria-labelledby="related-reading" className="mt-10">
        <h2 id="related-reading" className="text-xl font-bold text-brand-900">
          Related reading
        </h2>
        <ul className="mt-3 space-y-2">
          {article.related.map((link) => (
            <li key={link.path}>
              <Link to={link.path} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline">
                {link.label} <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <p className="mt-8 text-slate-700">
        Back to{' '}
        <Link to="/faq" className="font-semibold text-brand-700 underline">
          all frequently asked questions
        </Link>
        , or{' '}
        <Link to="/contact" className="font-semibold text-brand-700 underline">
          contact us
        </Link>{' '}
        if you have a question we haven't answered.
      </p>

      <ApplyCta />
    </ContentPage>
  );
}
