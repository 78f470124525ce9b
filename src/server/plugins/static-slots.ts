import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SlotResolver } from '#server/modules/ab-tests/ab-slots.service.ts';
import { withSlotContent } from '#server/modules/ab-tests/slot-html.ts';
import type { AbSlot } from '#shared/admin/ab-slots.ts';
import type { StaticResource } from './static-representation.ts';

const MAX_KEPT = 256;

/**
 * A/B slots (decision 022): the variant's words go into the HTML served, one kept resource
 * (compressed once, own ETag) per page and variant; private, as it depends on the visitor. The
 * page's HTML is asked for only when a variant has words to put in it.
 */
export function slotPages(
  slots: SlotResolver | undefined,
  page: (html: string, cacheControl: string) => StaticResource,
) {
  const personalised = new Map<string, StaticResource>();
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    slot: AbSlot,
    base: StaticResource,
    html: () => string,
  ): Promise<StaticResource> => {
    let content;
    try {
      content = slots ? await slots(request, reply, slot) : null;
    } catch (err) {
      request.log.error({ err, slot }, 'resolving an A/B slot failed: serving the page unchanged');
      return base;
    }
    if (!content || (!content.heading && !content.cta)) return base;
    const source = html();
    const key = `${source.length}:${base.etag}:${JSON.stringify(content)}`;
    let resource = personalised.get(key);
    if (!resource) {
      if (personalised.size >= MAX_KEPT) personalised.clear();
      personalised.set(key, (resource = page(withSlotContent(source, slot, content), 'private, no-cache')));
    }
    return resource;
  };
}
