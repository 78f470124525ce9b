import { sampleIdentity, samplePricing, sampleReviews, sampleSiteConfig } from './site-config.sample.ts';
import type { SiteConfig } from './site-config-schema.ts';

/**
 * Replaced at build time (vite.config.ts, the island build) with the sections of the SITE_CONFIG
 * file, validated there; one constant per section, so a bundle carries only what it reads (the
 * calculator island: the pricing, not the testimonials). Absent when the server runs the source:
 * it sets globalThis.__SITE_CONFIG__ instead (src/server/site-config-boot.ts, validated), before
 * any module reading it is evaluated. Neither set: the sample.
 */
declare const __SITE_IDENTITY__: SiteConfig['identity'] | undefined;
declare const __SITE_REVIEWS__: SiteConfig['reviews'] | undefined;
declare const __SITE_PRICING__: SiteConfig['pricing'] | undefined;

const booted = (globalThis as { __SITE_CONFIG__?: SiteConfig }).__SITE_CONFIG__;

export const siteIdentity: SiteConfig['identity'] =
  typeof __SITE_IDENTITY__ === 'undefined' ? (booted?.identity ?? sampleIdentity) : __SITE_IDENTITY__;
export const siteReviews: SiteConfig['reviews'] =
  typeof __SITE_REVIEWS__ === 'undefined' ? (booted?.reviews ?? sampleReviews) : __SITE_REVIEWS__;
export const sitePricing: SiteConfig['pricing'] =
  typeof __SITE_PRICING__ === 'undefined' ? (booted?.pricing ?? samplePricing) : __SITE_PRICING__;

/** The active configuration as one object (server checks, tests). */
export const siteConfig: SiteConfig = { identity: siteIdentity, reviews: siteReviews, pricing: sitePricing };

export const SAMPLE_SITE_CONFIG: SiteConfig = sampleSiteConfig;
