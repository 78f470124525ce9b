// The guides (docs/product.md#public-site): card data ({slug, title, description, icon, readTime, category})
// plus the byline and dates that the page shows and its Article structured data repeats.

export type GuideIcon = 'book' | 'scale' | 'trending-up' | 'percent';

export type GuideCard = {
  slug: string;
  title: string;
  description: string;
  icon: GuideIcon;
  /** Minutes, at roughly 200-230 words a minute. */
  readTime: number;
  category: string;
};

export type Guide = GuideCard & {
  author: string;
  /** ISO dates (YYYY-MM-DD). */
  datePublished: string;
  dateModified: string;
};

const AUTHOR = 'ClearPath Loans Editorial Team';

export const completeGuide: Guide = {
  slug: 'short-term-loans-complete-guide',
  title: 'Short-Term Loans: The Complete UK Guide',
  description:
    'Everything you need to know before borrowing £50 to £5,000 over 3 to 36 ' +
    'months: how short-term loans work, what they cost, who can apply, the ' +
    'rules that protect you and the alternatives worth checking first.',
  icon: 'book',
  readTime: 12,
  category: 'Borrowing basics',
  author: AUTHOR,
  datePublished: '2025-05-12',
  dateModified: '2025-10-20',
};

/** The three guide cards of the guides page, in the order shown. */
export const guideCards: Guide[] = [
  {
    slug: 'payday-loans-vs-short-term-loans',
    title: 'Payday Loans vs Short-Term Loans: What Is the Difference?',
    description:
      'How a one-payment payday loan compares with a short-term instalment loan ' +
      'on cost, flexibility and risk, what the FCA price cap means, and how to ' +
      'decide which, if either, is right for you.',
    icon: 'scale',
    readTime: 8,
    category: 'Comparisons',
    author: AUTHOR,
    datePublished: '2025-06-03',
    dateModified: '2025-10-20',
  },
  {
    slug: 'improve-credit-score',
    title: 'How to Improve Your Credit Score',
    description:
      'Practical steps that genuinely move your credit score in the UK, from the ' +
      'electoral roll to credit utilisation, plus how long negative marks stay ' +
      'on your file and the myths to ignore.',
    icon: 'trending-up',
    readTime: 6,
    category: 'Credit scores',
    author: AUTHOR,
    datePublished: '2025-06-17',
    dateModified: '2025-10-20',
  },
  {
    slug: 'understanding-apr',
    title: 'Understanding APR: What It Means and How to Use It',
    description:
      'What APR includes, what "representative APR" means, why short loans show ' +
      'high APRs, and why the total amount repayable is often the more useful ' +
      'number to compare.',
    icon: 'percent',
    readTime: 5,
    category: 'Costs explained',
    author: AUTHOR,
    datePublished: '2025-07-01',
    dateModified: '2025-10-20',
  },
];

export const allGuides: Guide[] = [completeGuide, ...guideCards];

export function guideBySlug(slug: string): Guide {
  const guide = allGuides.find((g) => g.slug === slug);
  if (!guide) throw new Error(`Unknown guide: ${slug}`);
  return guide;
}

export const guidePath = (slug: string): string => `/guides/${slug}`;
