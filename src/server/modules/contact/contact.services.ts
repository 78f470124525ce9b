import type { FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import { CONTACT_CONFIRMATION, contactBodySchema, submitContactMessage, type ContactInput } from './contact.service.ts';

export type ContactCheck =
  { ok: true; message: ContactInput } | { ok: false; issues: { path: string; message: string }[] };

/**
 * The contact form's message, for one request (decision 126): the JSON route and the /contact page's
 * action both call it. The per-IP limit is counted here, whoever sends.
 */
export function contactServices(deps: {
  db: Database;
  clock: Clock;
  limit: (request: FastifyRequest) => Promise<void>;
}) {
  return (request: FastifyRequest) => ({
    /** A posted message checked with the route's own schema: the message, or each problem by field. */
    check(values: Record<string, unknown>): ContactCheck {
      const result = contactBodySchema.safeParse(values);
      if (result.success) return { ok: true, message: result.data };
      return { ok: false, issues: result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) };
    },
    /** Stores the message for the admins (the same message again within the hour stores nothing new). */
    async send(message: ContactInput): Promise<{ message: string }> {
      await deps.limit(request);
      await submitContactMessage(deps.db, message, deps.clock.now());
      return { message: CONTACT_CONFIRMATION };
    },
  });
}
