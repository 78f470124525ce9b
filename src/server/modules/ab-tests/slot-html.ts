import { escapeHtml } from '#server/lib/html-page.ts';
import { APPLY_CTA_META, type AbSlot, type SlotContent } from '#shared/admin/ab-slots.ts';

const replaceMarked = (html: string, mark: string, text: string | undefined): string => {
  if (!text) return html;
  const element = new RegExp(`(<(h1|a|button)\\b[^>]*\\sdata-ab-slot="${mark}"[^>]*>)[\\s\\S]*?(</\\2>)`);
  return html.replace(
    element,
    (_all, open: string, _tag: string, close: string) => `${open}${escapeHtml(text)}${close}`,
  );
};

/**
 * A page's HTML with a variant's words in place. home-hero: the prerendered elements marked
 * data-ab-slot (the static page is not hydrated, decision 009). apply-cta: a <meta> the SPA reads
 * when step 1 first renders, so the button never shows the control's words first.
 */
export function withSlotContent(html: string, slot: AbSlot, content: SlotContent): string {
  if (slot === 'apply-cta') {
    return content.cta
      ? html.replace('</head>', `<meta name="${APPLY_CTA_META}" content="${escapeHtml(content.cta)}"></head>`)
      : html;
  }
  return replaceMarked(replaceMarked(html, 'home-hero:heading', content.heading), 'home-hero:cta', content.cta);
}
