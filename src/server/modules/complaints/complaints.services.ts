import type { FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { Mailer } from '#server/modules/messaging/index.ts';
import type { Complaint, ComplaintReceipt } from '#shared/complaints.ts';
import { receiveComplaint } from './complaints.service.ts';

/**
 * The complaints register's intake, for one request (decision 126): the JSON route and the
 * /complaints and /contact pages' actions call it. The per-IP limit is counted here, whoever sends.
 */
export function complaintsServices(deps: {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  limit: (request: FastifyRequest) => Promise<void>;
}) {
  return (request: FastifyRequest) => ({
    /** Records a complaint (checked with the shared schema) and acknowledges it by email. */
    async file(complaint: Complaint): Promise<ComplaintReceipt> {
      await deps.limit(request);
      return receiveComplaint({ db: deps.db, mailer: deps.mailer, log: request.log }, complaint, deps.clock.now());
    },
  });
}
