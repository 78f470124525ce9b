import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SlotResolver } from '#server/modules/ab-tests/index.ts';
import { withSlotContent } from '#server/modules/ab-tests/index.ts';
import type { AbSlot } from '#shared/admin/ab-slots.ts';

/**
 * A/B slots (decision 022): the page's HTML with the visitor's variant in it, or null when the
 * stored page is what they get (no test runs on the slot, their variant has no words, or the
 * slot cannot be resolved). Answered by `sendSlotted`: private, and compressed as it goes.
 */
export function slotHtml(slots: SlotResolver | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply, slot: AbSlot, html: string): Promise<string | null> => {
    if (!slots) return null;
    let content;
    try {
      content = await slots(request, reply, slot);
    } catch (err) {
      request.log.error({ err, slot }, 'resolving an A/B slot failed: serving the page unchanged');
      return null;
    }
    if (!content || (!content.heading && !content.cta)) return null;
    return withSlotContent(html, slot, content);
  };
}

export type SlotHtml = ReturnType<typeof slotHtml>;

/**
 * A page with a variant in it: private, revalidated by a weak ETag of its words (weak: one tag for
 * every encoding @fastify/compress gives it on the way out).
 */
export function sendSlotted(request: FastifyRequest, reply: FastifyReply, html: string, csp: string) {
  const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag).header('content-security-policy', csp).header('cache-control', 'private, no-cache');
  const given = request.headers['if-none-match'];
  if (given?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2)))
    return reply.status(304).send();
  // Compressed here only (@fastify/compress, global: false): never a stored file sent meanwhile.
  reply.type('text/html; charset=utf-8').compress(html);
  return reply;
}
