import { sampleSiteConfig } from './site-config.sample.ts';
import { siteConfig } from './site-config.ts';
import type { SiteConfig } from './site-config-schema.ts';

// Whether the site still runs on the sample firm of site-config.sample.ts: the production start
// refuses it (decision 012), and anywhere else every page says so (decision 122), so nobody takes
// the invented reviews, rating and customer count for a real firm's.

/** The identity fields that name a real firm: any of them left as the sample's is the sample. */
export const IDENTITY_FIELDS = ['legalEntity', 'companyNumber', 'registeredAddress', 'phone', 'email'] as const;

export function sampleIdentityFields(site: SiteConfig, sample: SiteConfig = sampleSiteConfig): string[] {
  return IDENTITY_FIELDS.filter((field) => site.identity[field] === sample.identity[field]);
}

/** The sample rating, customer count or any sample testimonial. */
export function usesSampleReviews(site: SiteConfig, sample: SiteConfig = sampleSiteConfig): boolean {
  const [rating, sampleRating] = [site.reviews.rating, sample.reviews.rating];
  const sampleTexts = new Set(sample.reviews.testimonials.map((t) => t.text));
  const sameRating =
    rating.score === sampleRating.score &&
    rating.outOf === sampleRating.outOf &&
    rating.reviews === sampleRating.reviews;
  return (
    sameRating ||
    site.reviews.customers === sample.reviews.customers ||
    site.reviews.testimonials.some((t) => sampleTexts.has(t.text))
  );
}

export function sampleDataInUse(site: SiteConfig = siteConfig): boolean {
  return sampleIdentityFields(site).length > 0 || usesSampleReviews(site);
}

/** The notice every page shows while the sample is in use. */
export const DEMO_DATA_NOTICE =
  'Demo data: the company details, reviews, ratings and customer numbers on this site are samples, ' +
  'not a real firm’s.';
