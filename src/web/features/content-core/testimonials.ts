import { siteReviews } from '#shared/site-config.ts';

export type { Testimonial } from '#shared/site-config-schema.ts';

/**
 * The testimonial cards of /reviews, from the site configuration (SITE_CONFIG): reviews exported
 * from the reviews service (real customers, quoted unedited, with their consent). The sample ones
 * are for development only; the production start refuses them (DMCC Act 2024: fake reviews).
 */
export const testimonials = siteReviews.testimonials;
