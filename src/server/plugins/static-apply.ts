import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APPLY_TITLES, applyTitle, spaTitleOf } from '#shared/spa-titles.ts';
import { withTitle } from './static-html.ts';
import { shellFile, type SiteDocument } from './static-pages.ts';
import { sendSlotted, type SlotHtml } from './static-slots.ts';

/*
 * /apply and /apply/*: the application's own shell (decision 032), one file per screen title,
 * with the visitor's variant of the apply-cta slot. All of the /apply serving is here: React
 * Router's server rendering replaces it by deleting this file and its two calls in static-site.ts.
 */

/** The shell with each application screen's <title>, written beside the pages at boot. */
export function applyShellDocuments(shell: string): SiteDocument[] {
  const titles = new Set([...Object.keys(APPLY_TITLES).map(spaTitleOf), applyTitle('Apply')]);
  return [...titles].map((title) => ({ file: shellFile('apply', title), html: withTitle(shell, title) }));
}

export function registerApplyShell(
  scope: FastifyInstance,
  site: { dir: string; htmlOf: (file: string) => string; cspOf: (file: string) => string; slotHtml: SlotHtml },
) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const file = shellFile('apply', spaTitleOf(request.url.split('?')[0] ?? '/apply'));
    const html = site.htmlOf(file);
    const slotted = await site.slotHtml(request, reply, 'apply-cta', html);
    if (slotted) return sendSlotted(request, reply, slotted, site.cspOf(file));
    return reply.sendFile(file, site.dir);
  };
  scope.get('/apply', { logLevel: 'warn' }, handler);
  scope.get('/apply/*', { logLevel: 'warn' }, handler);
}
