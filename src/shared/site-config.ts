import { sampleSiteConfig } from './site-config.sample.ts';
import { siteConfigSchema, type SiteConfig } from './site-config-schema.ts';

/**
 * Replaced at build time by the Vite and island builds with the parsed SITE_CONFIG file
 * (vite.config.ts); absent when the server runs the source, which sets the global instead
 * (src/server/site-config-boot.ts) before any module reading it is evaluated.
 */
declare const __SITE_CONFIG__: unknown;

const built: unknown = typeof __SITE_CONFIG__ === 'undefined' ? undefined : __SITE_CONFIG__;
const booted: unknown = (globalThis as { __SITE_CONFIG__?: unknown }).__SITE_CONFIG__;

/** The active configuration: the build's, the server's SITE_CONFIG, or the sample. */
export const siteConfig: SiteConfig = siteConfigSchema.parse(built ?? booted ?? sampleSiteConfig);

export const SAMPLE_SITE_CONFIG: SiteConfig = siteConfigSchema.parse(sampleSiteConfig);
