import { company } from '#shared/company.ts';
import { ContactPage } from '#web/features/contact/contact-page.tsx';
import { contactPageJsonLd } from '#web/features/contact/contact-json-ld.ts';
import { pageMeta, type Crumb } from '#web/lib/seo.ts';

const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Contact', path: '/contact' },
];

export const meta = () =>
  pageMeta({
    title: `Contact Us: Freephone, Email and Opening Hours | ${company.companyName}`,
    description:
      `Call ${company.companyName} free on ${company.phone}, email ` +
      `${company.email} or send us a message. Open Monday to Friday 9am to 6pm ` +
      `and Saturday 10am to 4pm.`,
    path: '/contact',
    jsonLd: [contactPageJsonLd()],
    breadcrumbs: crumbs,
  });

export default function Contact() {
  return <ContactPage crumbs={crumbs} />;
}
