import type { Database } from '#server/db/client.ts';
import type { DataRequestOrigin } from '#shared/admin/data-requests-schemas.ts';
import type { JobRunner } from '#server/jobs/job-runner.ts';
import { eraseApplication } from '#server/modules/retention/index.ts';
import { createRequest, findErasure } from './data-requests.repository.ts';
import { addNotices, completeIfAllAcknowledged, fullLeadLenders } from './erasure.repository.ts';
import { enqueueNotices } from './erasure-job.ts';

export type ErasureDeps = { db: Database; jobs: JobRunner; queue: string };

/**
 * The applicant confirmed erasure (UK GDPR Article 17): the request is recorded with its clock,
 * one notice is written for every lender that received the full lead (Article 19), the personal
 * data is erased, and a durable job per notice tells each lender until it acknowledges. Safe to
 * repeat: a second confirmation adds nothing and queues again only what is not acknowledged.
 */
export async function eraseOnRequest(
  deps: ErasureDeps,
  application: { id: string; erasedAt: Date | null },
  now: Date,
  origin: DataRequestOrigin = 'applicant',
): Promise<{ reference: string; lendersTold: number }> {
  const request =
    (await findErasure(deps.db, application.id)) ??
    (await createRequest(deps.db, application.id, 'erasure', now, origin));
  // Notices first: they come from lead_attempts, which erasure keeps, but a crash after this
  // line must still leave the lenders to be told on the next confirmation.
  await addNotices(deps.db, request.id, await fullLeadLenders(deps.db, application.id), now);
  if (!application.erasedAt) await eraseApplication(deps.db, application.id, now);
  // Read again once the erasure is in: a run still going may have posted the full lead since
  // (decision 152). A post recorded later sees the erasure and calls this again itself.
  const notices = await addNotices(deps.db, request.id, await fullLeadLenders(deps.db, application.id), now);
  await completeIfAllAcknowledged(deps.db, request.id, now);
  await enqueueNotices(
    deps.jobs,
    deps.queue,
    notices.filter((n) => !n.acknowledgedAt).map((n) => n.id),
  );
  return { reference: request.reference, lendersTold: notices.length };
}

/**
 * An application at the end of its retention period (contract: every lender that received the
 * full lead is told of an erasure, decision 103): recorded and told exactly as an erasure request,
 * so the same job retries it and the back office shows who acknowledged; an application no lender
 * received is only erased, leaving the data-requests queue to requests that need someone.
 */
export async function eraseAtRetention(deps: ErasureDeps, applicationId: string, now: Date): Promise<void> {
  if (!(await fullLeadLenders(deps.db, applicationId)).length) return eraseApplication(deps.db, applicationId, now);
  await eraseOnRequest(deps, { id: applicationId, erasedAt: null }, now, 'retention');
}
