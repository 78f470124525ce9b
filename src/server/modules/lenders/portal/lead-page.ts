import { and, eq } from 'drizzle-orm';
import { leadAttempts, leadOutcomes, leadReturns } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import { toPence } from '#server/lib/money.ts';
import { findSale } from '#server/modules/lenders/ledger/index.ts';
import { attemptBodies, findApplication } from '#server/modules/lenders/panel/index.ts';
import { pingLead, postLead } from '#server/modules/lenders/panel/index.ts';
import type { PortalLeadPage } from '#shared/lender-portal/portal-schemas.ts';
import { liveExchanges, type Deps } from './exchange-log.ts';
import { referenceOf } from './lead-reference.ts';

// One lead's page (issue 43.1): what the lender was sent and each call. Only the session's
// lender's rows are read (decision 080); another lender's reference answers the 404 of a made-up one.

const notFound = () => new AppError('NOT_FOUND', 'No lead with this reference was sent to you');

/**
 * One lead the lender was sent in full (sold, pending or declined after the post): a 404 for any
 * other reference, exactly as for one that does not exist.
 */
export async function leadPage(deps: Deps, lenderId: string, reference: string): Promise<PortalLeadPage> {
  const { db } = deps;
  const sale = await findSale(db, lenderId, reference);
  const [attempt] = await db
    .select()
    .from(leadAttempts)
    .where(
      and(
        eq(leadAttempts.lenderId, lenderId),
        sale ? eq(leadAttempts.applicationId, sale.applicationId) : eq(referenceOf, reference),
      ),
    )
    .limit(1);
  // Pinged alone, the lender had an anonymous bid request, not a lead: no page.
  if (!sale && (!attempt || attempt.postTries === null)) throw notFound();
  const applicationId = sale?.applicationId ?? attempt!.applicationId;
  const [[outcome], [returned], application, kept] = await Promise.all([
    db
      .select()
      .from(leadOutcomes)
      .where(and(eq(leadOutcomes.lenderId, lenderId), eq(leadOutcomes.reference, reference))),
    db
      .select()
      .from(leadReturns)
      .where(and(eq(leadReturns.lenderId, lenderId), eq(leadReturns.reference, reference))),
    findApplication(db, applicationId),
    attemptBodies(db, deps.cipher, attempt ? [attempt.id] : []),
  ]);
  const sentAt = attempt?.postSentAt ?? attempt?.attemptedAt ?? sale!.occurredAt;
  // What the lender was sent, rebuilt from the application as the panel builds it (lead-payload.ts):
  // the full lead only to a lender that was posted it; an erased application has nothing to show.
  const posted = attempt ? attempt.postTries !== null : true;
  const at = attempt?.attemptedAt ?? sentAt;
  const sent = application ? (posted ? postLead(application, at) : pingLead(application, at)) : null;
  return {
    reference,
    soldAt: sale?.occurredAt.toISOString() ?? null,
    price: sale ? sale.amountPence : attempt?.price == null ? null : toPence(attempt.price),
    status: sale ? 'sold' : attempt!.decision,
    sentAt: sentAt.toISOString(),
    outcome: outcome?.outcome ?? null,
    return: returned
      ? {
          status: returned.status,
          reason: returned.reason,
          credit: returned.creditPence,
          requestedAt: returned.requestedAt.toISOString(),
        }
      : null,
    sent: sent as Record<string, unknown> | null,
    calls: attempt ? liveExchanges(attempt, lenderId, kept).map((row) => row.exchange) : [],
  };
}
