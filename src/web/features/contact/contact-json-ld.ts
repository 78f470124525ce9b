import { company } from '#shared/company.ts';
import { absoluteUrl } from '#shared/site.ts';

/** Opening hours of docs/product.md#constants in schema.org form (must match company.openingHours). */
const OPENING_HOURS = [
  { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
  { dayOfWeek: ['Saturday'], opens: '10:00', closes: '16:00' },
];

/** ContactPage with the firm's contact point: the same phone, email and hours the page shows. */
export function contactPageJsonLd(): Record<string, unknown> {
  return {
    '@type': 'ContactPage',
    name: `Contact ${company.companyName}`,
    url: absoluteUrl('/contact'),
    mainEntity: {
      '@type': 'FinancialService',
      '@id': absoluteUrl('/#organization'),
      name: company.companyName,
      telephone: company.phone,
      email: company.email,
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: company.phone,
        email: company.email,
        areaServed: 'GB',
        availableLanguage: 'English',
        hoursAvailable: OPENING_HOURS.map((h) => ({ '@type': 'OpeningHoursSpecification', ...h })),
      },
    },
  };
}
