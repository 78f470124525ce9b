import type { FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { ContactInput } from '#shared/contact.ts';
import { CONTACT_CONFIRMATION, submitContactMessage } from './contact.service.ts';

/**
 * The contact form's message, for one request (decision 126): the JSON route and the /contact page's
 * action both call it, each having checked it with the shared `contactBodySchema`. The per-IP limit
 * is counted here, whoever sends.
 */
export function contactServices(deps: {
  db: Database;
  clock: Clock;
  limit: (request: FastifyRequest) => Promise<void>;
}) {
  return (request: FastifyRequest) => ({
    /** Stores the message for the admins (the same message again within the hour stores nothing new). */
    async send(message: ContactInput): Promise<{ message: string }> {
      await deps.limit(request);
      await submitContactMessage(deps.db, message, deps.clock.now());
      return { message: CONTACT_CONFIRMATION };
    },
  });
}
