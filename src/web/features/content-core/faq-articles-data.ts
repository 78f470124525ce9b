import type { ArticleInfo, FaqItem } from '#web/lib/seo.ts';

export type ArticleSection = {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  table?: { caption: string; head: string[]; rows: string[][] };
};

export type FaqArticle = ArticleInfo & {
  /** Short title for the breadcrumb and article cards. */
  title: string;
  sections: ArticleSection[];
  faqs: FaqItem[];
  /** Further reading on this site. */
  related: { path: string; label: string }[];
};

/** The in-depth FAQ articles, for cards on /faq (their content lives in one module each). */
export const faqArticleLinks = [
  {
    path: '/faq/fca-price-cap',
    title: 'The FCA price cap on short-term loans',
    description: 'The three limits on what high-cost short-term credit can cost you, and what they mean in pounds.',
  },
  {
    path: '/faq/bad-credit-loans',
    title: 'Can I get a loan with bad credit?',
    description: 'How lenders assess a poor credit history, why a soft search matters and how to improve your chances.',
  },
] as const;
