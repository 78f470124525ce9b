import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { isDatabaseUnavailable } from '#server/lib/db-unavailable.ts';
import type { OutageLog } from '#server/lib/outage-log.ts';
import type { AbSlot, SlotContent } from '#shared/admin/ab-slots.ts';
import type { ActiveSlotCache } from './active-slot-cache.ts';
import { assignVisitor } from './ab-visitors.repository.ts';
import { bucketOf, pickVariant } from './ab-tests.service.ts';
import { acceptedExperiments } from './experiment-consent.ts';

/** The words a visitor sees on a slot: null without an active test there, {} for the control. */
export type SlotResolver = (request: FastifyRequest, reply: FastifyReply, slot: AbSlot) => Promise<SlotContent | null>;

/**
 * Resolves a slot while the page is being served, so the variant's words are in the first paint
 * (decision 022). Serving the slot is the exposure: the sticky assignment is recorded here.
 */
export function slotResolver(deps: {
  db: Database;
  clock: Clock;
  activeTests: ActiveSlotCache;
  logOutage: OutageLog;
}): SlotResolver {
  const resolve: SlotResolver = async (request, reply, slot) => {
    const test = await deps.activeTests.get(slot);
    // A bot, or a visitor who has not accepted cookies, sees the page as built (the control) and
    // gets no session: nothing is set or counted (issues 26.2, 41.14).
    if (!test || request.isBot() || !acceptedExperiments(request)) return null;
    const session = await request.ensureVisitorSession(reply).catch((error: unknown) => {
      // Over the address's limit of new sessions: the page as built, nothing recorded (a page is no 429).
      if (error instanceof AppError && error.statusCode === 429) return null;
      throw error;
    });
    if (!session) return null;
    const chosen = pickVariant(test.variants, bucketOf(session.id, test.testId));
    if (!chosen) return null;
    const variantId = await assignVisitor(deps.db, {
      testId: test.testId,
      visitorId: session.id,
      variantId: chosen,
      now: deps.clock.now(),
    });
    return test.variants.find((v) => v.variantId === variantId)?.content ?? {};
  };
  return (request, reply, slot) =>
    resolve(request, reply, slot).catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) throw error;
      // An outage: the page as built, and the failure counted in the outage's one line a minute
      // (issue 41.1) rather than an error line per page served.
      deps.logOutage(request.log, error, 'database unavailable');
      return null;
    });
}
