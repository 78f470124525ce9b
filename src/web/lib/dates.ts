import { company } from '#shared/company.ts';
import { absoluteUrl } from '#shared/site.ts';

export type FaqItem = { question: string; answer: string };

/**
 * FAQPage data built from the same items the page shows, so the structured data can never drift
 * from the visible questions and answers (a search-engine requirement for FAQ rich results).
 */
export function faqPageJsonLd(items: readonly FaqItem[]): Record<string, unknown> {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export type ArticleInfo = {
  headline: string;
  description: string;
  path: string;
  authorName: string;
  /** ISO dates (YYYY-MM-DD). */
  datePublished: string;
  dateModified: string;
};

export function articleJsonLd(article: ArticleInfo): Record<string, unknown> {
  return {
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    author: { '@type': 'Organization', name: article.authorName },
    publisher: { '@type': 'Organization', name: company.companyName, '@id': absoluteUrl('/#organization') },
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    mainEntityOfPage: absoluteUrl(article.path),
    inLanguage: 'en-GB',
  };
}

/** "20 October 2025" from an ISO date, independent of the reader's time zone. */
export function formatUkDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}
