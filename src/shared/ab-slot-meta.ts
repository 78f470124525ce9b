/**
 * Name of the <meta> through which the server hands the SPA its apply-cta variant before first
 * paint. Apart from the slot schemas (admin/ab-slots.ts), so the applicant's first load carries no
 * classic Zod for one string.
 */
export const APPLY_CTA_META = 'ab-apply-cta';
