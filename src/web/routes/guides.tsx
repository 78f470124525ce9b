import { company } from '#shared/company.ts';
import { allGuides, guidePath } from '#web/features/guides/guide-catalogue.ts';
import { GuidesIndexPage } from '#web/features/guides/guides-index-page.tsx';
import { guidesCrumbs } from '#web/features/guides/guide-seo.ts';
import { absoluteUrl } from '#shared/site.ts';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: `Borrowing and Credit Guides | ${company.companyName}`,
    description:
      'Free plain-English guides to short-term loans, payday loans, APR and ' +
      'improving your credit score, from an FCA-authorised credit broker.',
    path: '/guides',
    breadcrumbs: guidesCrumbs,
    jsonLd: [
      {
        '@type': 'CollectionPage',
        name: 'Guides',
        url: absoluteUrl('/guides'),
        hasPart: allGuides.map((g) => ({ '@type': 'Article', headline: g.title, url: absoluteUrl(guidePath(g.slug)) })),
      },
    ],
  });

export default function Guides() {
  return <GuidesIndexPage />;
}
