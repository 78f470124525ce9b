import { GuideArticle } from '#web/features/guides/guide-article.tsx';
import { guideMeta } from '#web/features/guides/guide-seo.ts';
import { UnderstandingAprArticle } from '#web/features/guides/articles/understanding-apr.tsx';

const slug = 'understanding-apr';

export const meta = () => guideMeta(slug);

export default function Guide() {
  return (
    <GuideArticle slug={slug}>
      <UnderstandingAprArticle />
    </GuideArticle>
  );
}
