import type { AbSlot, SlotContent } from '#shared/admin/ab-slots.ts';

/** Escapes text written into prerendered markup (the only HTML this project builds as a string). */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const replaceMarked = (html: string, mark: string, text: string | undefined): string => {
  if (!text) return html;
  const element = new RegExp(`(<(h1|a|button)\\b[^>]*\\sdata-ab-slot="${mark}"[^>]*>)[\\s\\S]*?(</\\2>)`);
  return html.replace(
    element,
    (_all, open: string, _tag: string, close: string) => `${open}${escapeHtml(text)}${close}`,
  );
};

/**
 * A prerendered page's HTML with a variant's words in place: the elements marked data-ab-slot (the
 * static page is not hydrated, decision 009). Only home-hero lives in a stored page; apply-cta is
 * rendered by step 1's loader on the server (decision 033), so no stored HTML carries it.
 */
export function withSlotContent(html: string, slot: AbSlot, content: SlotContent): string {
  if (slot !== 'home-hero') return html;
  return replaceMarked(replaceMarked(html, 'home-hero:heading', content.heading), 'home-hero:cta', content.cta);
}
