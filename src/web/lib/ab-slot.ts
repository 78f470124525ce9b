import { APPLY_CTA_META } from '#shared/ab-slot-meta.ts';

/**
 * Step 1's Continue words of this visitor's A/B variant: the server put them in the page it sent
 * (decision 022), so they are there on the first render. Undefined keeps the screen's own words.
 */
export function applyCtaVariant(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>(`meta[name="${APPLY_CTA_META}"]`)?.content || undefined;
}
