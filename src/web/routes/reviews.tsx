import { company } from '#shared/company.ts';
import { ReviewsPage } from '#web/features/content-core/reviews-page.tsx';
import { organizationJsonLd, pageMeta, type Crumb } from '#web/lib/seo.ts';

const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Reviews', path: '/reviews' },
];

export const meta = () =>
  pageMeta({
    title: `Customer Reviews: Rated ${company.rating.score}/${company.rating.outOf} | ${company.companyName}`,
    description:
      `Read what customers say about ${company.companyName}. Rated ` +
      `${company.rating.score} out of ${company.rating.outOf} from ` +
      `${company.rating.reviews} reviews, with more than ${company.customers} ` +
      `customers helped to search for a loan.`,
    // The firm's data carries the AggregateRating (4.6 from 523 reviews) shown on this page.
    jsonLd: [organizationJsonLd()],
    path: '/reviews',
    breadcrumbs: crumbs,
  });

export default function Reviews() {
  return <ReviewsPage crumbs={crumbs} />;
}
