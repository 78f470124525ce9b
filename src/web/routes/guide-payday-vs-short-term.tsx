import { GuideArticle } from '#web/features/guides/guide-article.tsx';
import { guideMeta } from '#web/features/guides/guide-seo.ts';
import { PaydayVsShortTermArticle } from '#web/features/guides/articles/payday-vs-short-term.tsx';

const slug = 'payday-loans-vs-short-term-loans';

export const meta = () => guideMeta(slug);

export default function Guide() {
  return (
    <GuideArticle slug={slug}>
      <PaydayVsShortTermArticle />
    </GuideArticle>
  );
}
