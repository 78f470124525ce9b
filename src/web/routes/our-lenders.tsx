import { data } from 'react-router';
import { company } from '#shared/company.ts';
import { OurLendersPage } from '#web/features/content-site/our-lenders-page.tsx';
import { servicesContext } from '#web/lib/services-context.ts';
import { pageMeta, type Crumb } from '#web/lib/seo.ts';
import type { Route } from './+types/our-lenders';

const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Our lenders', path: '/our-lenders' },
];

export const meta = () =>
  pageMeta({
    title: `Our Lenders: The FCA-Authorised Lenders We Work With | ${company.companyName}`,
    description:
      `The lenders ${company.companyName} may pass your application to, each with its FCA firm reference ` +
      'number and a link to its entry on the FCA Register.',
    path: '/our-lenders',
    breadcrumbs: crumbs,
  });

/** Rendered on each request from the live panel (decision 142): a lender taken off the panel is gone at once. */
export async function loader({ context }: Route.LoaderArgs) {
  const lenders = await context.get(servicesContext).panel.onPanel();
  return data({ lenders }, { headers: { 'Cache-Control': 'public, max-age=300' } });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export default function OurLenders({ loaderData }: Route.ComponentProps) {
  return <OurLendersPage crumbs={crumbs} lenders={loaderData.lenders} />;
}
