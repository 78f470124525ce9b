import { company } from '#shared/company.ts';
import { fcaPriceCapArticle as article } from '#web/features/content-core/fca-price-cap-article.ts';
import { FaqArticlePage, faqArticleCrumbs } from '#web/features/content-core/faq-article-page.tsx';
import { faqPageJsonLd, pageMeta } from '#web/lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: `FCA Price Cap on Short-Term Loans Explained | ${company.companyName}`,
    description: article.description,
    path: article.path,
    jsonLd: [faqPageJsonLd(article.faqs)],
    breadcrumbs: faqArticleCrumbs(article),
    article,
  });

export default function FaqFcaPriceCap() {
  return <FaqArticlePage article={article} />;
}
