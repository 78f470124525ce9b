import { SAMPLE_SITE_CONFIG } from '#shared/site-config.ts';
import type { SiteConfig } from '#shared/site-config-schema.ts';

/**
 * A firm's own configuration that passes every production check: its own identity and reviews,
 * and figures that agree (£500 over 6 months at 91% APR is £100.22 a month by CONC App 1.2; an
 * estimate multiplier of 2.3288 gives £323 a month for £5,000 over 36 months, as 91% APR does).
 */
export function realSiteConfig(): SiteConfig {
  const config = structuredClone(SAMPLE_SITE_CONFIG);
  config.identity = {
    ...config.identity,
    legalEntity: 'Example Broking Ltd',
    companyNumber: '09876543',
    registeredAddress: '1 Test Street, Bristol, BS1 1AA',
    phone: '0800 000 0001',
    phoneHref: 'tel:+448000000001',
    email: 'hello@example.co.uk',
  };
  config.reviews = {
    rating: { score: 4.2, outOf: 5, reviews: 87 },
    customers: '1,200',
    testimonials: [
      {
        name: 'A. Customer',
        location: 'Bath',
        rating: 4,
        date: '1 week ago',
        text: 'A real review, quoted with consent.',
        verified: true,
      },
    ],
  };
  config.pricing.representativeExample = {
    amount: 500,
    term: 6,
    monthlyPayment: 100.22,
    totalRepayable: 601.32,
    interest: 101.32,
    interestRate: 66.5,
  };
  config.pricing.estimate = { multiplier: 2.3288 };
  return config;
}
