import { GuideArticle } from '#web/features/guides/guide-article.tsx';
import { guideMeta } from '#web/features/guides/guide-seo.ts';
import { CompleteGuideArticle } from '#web/features/guides/articles/complete-guide/complete-guide.tsx';

const slug = 'short-term-loans-complete-guide';

export const meta = () => guideMeta(slug);

export default function Guide() {
  return (
    <GuideArticle slug={slug}>
      <CompleteGuideArticle />
    </GuideArticle>
  );
}
