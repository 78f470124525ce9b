import { GuideArticle } from '#web/features/guides/guide-article.tsx';
import { guideMeta } from '#web/features/guides/guide-seo.ts';
import { ImproveCreditScoreArticle } from '#web/features/guides/articles/improve-credit-score.tsx';

const slug = 'improve-credit-score';

export const meta = () => guideMeta(slug);

export default function Guide() {
  return (
    <GuideArticle slug={slug}>
      <ImproveCreditScoreArticle />
    </GuideArticle>
  );
}
