import { company } from '#shared/company.ts';
import { badCreditArticle as article } from '#web/features/content-core/bad-credit-article.ts';
import { FaqArticlePage, faqArticleCrumbs } from '#web/features/content-core/faq-article-page.tsx';
import { faqPageJsonLd, pageMeta } from '#web/lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: `Can I Get a Loan With Bad Credit? | ${company.companyName}`,
    description: article.description,
    path: article.path,
    jsonLd: [faqPageJsonLd(article.faqs)],
    breadcrumbs: faqArticleCrumbs(article),
    article,
  });

export default function FaqBadCreditLoans() {
  return <FaqArticlePage article={article} />;
}
