import type { MetaDescriptor } from 'react-router';
import { company } from '#shared/company.ts';
import { absoluteUrl } from '#shared/site.ts';

export type Crumb = { name: string; path: string };

type PageMetaInput = {
  title: string;
  description: string;
  path: string;
  /** Structured data blocks for this page (schema.org objects without @context). */
  jsonLd?: Record<string, unknown>[];
  breadcrumbs?: Crumb[];
  noindex?: boolean;
  /** An article (guide, FAQ article): Article structured data, og:type article and its dates. */
  article?: ArticleInfo;
};

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
  section?: string;
  readMinutes?: number;
};

/** Article structured data: the same headline, byline and dates the page shows. */
export function articleJsonLd(article: ArticleInfo): Record<string, unknown> {
  return {
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    author: { '@type': 'Organization', name: article.authorName, url: absoluteUrl('/about') },
    publisher: {
      '@type': 'Organization',
      '@id': absoluteUrl('/#organization'),
      name: company.companyName,
      url: absoluteUrl('/'),
    },
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    mainEntityOfPage: absoluteUrl(article.path),
    ...(article.section ? { articleSection: article.section } : {}),
    ...(article.readMinutes ? { timeRequired: `PT${article.readMinutes}M` } : {}),
    inLanguage: 'en-GB',
  };
}

export function breadcrumbJsonLd(crumbs: Crumb[]): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** Title, description, canonical, Open Graph and JSON-LD for a route's `meta` export. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(input.path);
  const { article } = input;
  const blocks = [...(article ? [articleJsonLd(article)] : []), ...(input.jsonLd ?? [])];
  if (input.breadcrumbs) blocks.push(breadcrumbJsonLd(input.breadcrumbs));
  return [
    { title: input.title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: article ? 'article' : 'website' },
    ...(article
      ? [
          { property: 'article:published_time', content: article.datePublished },
          { property: 'article:modified_time', content: article.dateModified },
          ...(article.section ? [{ property: 'article:section', content: article.section }] : []),
        ]
      : []),
    { property: 'og:site_name', content: company.companyName },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'en_GB' },
    ...(input.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...blocks.map((block) => ({ 'script:ld+json': { '@context': 'https://schema.org', ...block } })),
  ];
}

/** The firm as a FinancialService (home and about). */
export function organizationJsonLd(): Record<string, unknown> {
  return {
    '@type': 'FinancialService',
    '@id': absoluteUrl('/#organization'),
    name: company.companyName,
    legalName: company.legalEntity,
    url: absoluteUrl('/'),
    telephone: company.phone,
    email: company.email,
    address: { '@type': 'PostalAddress', streetAddress: company.registeredAddress, addressCountry: 'GB' },
    identifier: [{ '@type': 'PropertyValue', propertyID: 'FCA FRN', value: company.fcaFrn }],
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: company.rating.score,
      bestRating: company.rating.outOf,
      reviewCount: company.rating.reviews,
    },
  };
}

/** The loan product (docs/product.md#constants: minAmount 50, maxAmount 5000, terms 3-36, APR 91). */
export function loanProductJsonLd(): Record<string, unknown> {
  const { loanRange } = company;
  return {
    '@type': ['FinancialProduct', 'LoanOrCredit'],
    name: 'Short-term personal loan',
    description:
      `Unsecured short-term personal loans from £${loanRange.minAmount} to ` +
      `£${loanRange.maxAmount.toLocaleString('en-GB')} over ${loanRange.minTerm} ` +
      `to ${loanRange.maxTerm} months, arranged through our panel of ` +
      `FCA-authorised lenders.`,
    provider: { '@id': absoluteUrl('/#organization') },
    amount: {
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      minValue: loanRange.minAmount,
      maxValue: loanRange.maxAmount,
    },
    loanTerm: {
      '@type': 'QuantitativeValue',
      minValue: loanRange.minTerm,
      maxValue: loanRange.maxTerm,
      unitCode: 'MON',
    },
    annualPercentageRate: company.representativeApr,
    loanPaymentFrequency: 'monthly',
    feesAndCommissionsSpecification:
      'No broker fee is charged to the customer; the broker is paid commission by the lender.',
  };
}
