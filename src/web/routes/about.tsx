import { company } from '#shared/company.ts';
import { AboutPage } from '#web/features/content-core/about-page.tsx';
import { organizationJsonLd, pageMeta, type Crumb } from '#web/lib/seo.ts';

const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'About', path: '/about' },
];

export const meta = () =>
  pageMeta({
    title: `About Us: FCA-Authorised Credit Broker | ${company.companyName}`,
    description:
      `${company.companyName} is a trading name of ${company.legalEntity}, a UK ` +
      `credit broker authorised and regulated by the FCA (FRN ` +
      `${company.fcaFrn}). Who we are, how we help and our company details.`,
    path: '/about',
    jsonLd: [organizationJsonLd()],
    breadcrumbs: crumbs,
  });

export default function About() {
  return <AboutPage crumbs={crumbs} />;
}
