import { asc, eq } from 'drizzle-orm';
import { STEP_META, SAVEABLE_STEPS } from '#shared/application/step-meta.ts';
import { plainOutcome } from '#shared/lender-outcome.ts';
import type { Database } from '#server/db/client.ts';
import { leadAttempts, outboxMessages, dataRequests } from '#server/db/schema/index.ts';
import { ENCRYPTION_CONTEXT } from '#server/db/schema/index.ts';
import { maskedOrNull, type FieldCipher } from '#server/lib/crypto.ts';
import { findByPublicId } from '#server/modules/applications/index.ts';
import { ENCRYPTED_FIELDS, stepFieldKeys } from '#server/modules/applications/index.ts';

type Value = string | number | boolean | null;

/** What a lender received of the application: nothing, the anonymous summary, or the full lead. */
export type Received = 'nothing' | 'anonymous summary (ping)' | 'full application (post)';

/**
 * Everything we hold about one application, for the applicant (UK GDPR Article 15): the answers
 * of every step (bank details masked), the consents, the messages we sent, which lenders got
 * what and when, and the data requests made. The JSON download and the PDF both render this.
 */
export type DataExport = Awaited<ReturnType<typeof collectExport>>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function collectExport(db: Database, cipher: FieldCipher, publicId: string, now: Date) {
  const row = await findByPublicId(db, publicId);
  if (!row) return null;
  const source = row as unknown as Record<string, unknown>;
  const steps = SAVEABLE_STEPS.map((n) => {
    const answers: Record<string, Value> = {};
    for (const key of stepFieldKeys(n)) {
      const value = source[key];
      if (value === null || value === undefined) continue;
      if ((ENCRYPTED_FIELDS as readonly string[]).includes(key)) {
        const context = ENCRYPTION_CONTEXT[key as (typeof ENCRYPTED_FIELDS)[number]];
        answers[key] = typeof value === 'string' ? (maskedOrNull(cipher, value, context) ?? '****') : null;
      } else answers[key] = value instanceof Date ? value.toISOString() : (value as Value);
    }
    return { step: n, title: STEP_META[n].heading, answers };
  });
  // This application's messages only: other applications may have written to the same address
  // (issue 42 item 4).
  const messages = await db
    .select({ channel: outboxMessages.channel, subject: outboxMessages.subject, sentAt: outboxMessages.createdAt })
    .from(outboxMessages)
    .where(eq(outboxMessages.applicationId, row.id))
    .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id));
  const attempts = await db
    .select()
    .from(leadAttempts)
    .where(eq(leadAttempts.applicationId, row.id))
    .orderBy(asc(leadAttempts.attemptedAt), asc(leadAttempts.id));
  const requests = await db
    .select({
      reference: dataRequests.reference,
      kind: dataRequests.kind,
      requestedAt: dataRequests.requestedAt,
      dueOn: dataRequests.dueOn,
    })
    .from(dataRequests)
    .where(eq(dataRequests.applicationId, row.id))
    .orderBy(asc(dataRequests.requestedAt), asc(dataRequests.id));
  return {
    preparedAt: now.toISOString(),
    application: {
      reference: row.sessionId,
      status: row.status,
      startedAt: iso(row.createdAt),
      submittedAt: iso(row.submittedAt),
      erasedAt: iso(row.erasedAt),
      ipAddress: row.userIp,
      browser: row.userAgent,
      cameFrom: row.referrerUrl,
    },
    steps,
    consents: {
      givenAt: iso(row.consentedAt),
      wordingVersion: row.consentWordingVersion,
      creditCheck: row.consentCreditCheck,
      // The "other loan products offered through us" marketing tick (consentFirstParty), not a
      // consent to share with lenders, which the credit check consent covers.
      otherLoanProducts: row.consentFirstParty,
      marketingEmail: row.consentRemarketingEmail,
      marketingPhone: row.consentRemarketingPhone,
      marketingSms: row.consentRemarketingSms,
      inFinancialDifficulty: row.inFinancialDifficulty,
      missedPriorityBills: row.missedPriorityBills,
      wantsDebtHelp: row.wantsDebtHelp,
      recentLoansCount: row.recentLoansCount,
    },
    messages: messages.map((m) => ({ channel: m.channel, subject: m.subject, sentAt: m.sentAt.toISOString() })),
    lenders: attempts.map((a) => {
      // Asked: an HTTP answer or time spent waiting for one; a lender skipped by our rules has neither.
      const pinged = a.httpStatus !== null || (a.latencyMs ?? 0) > 0;
      const received: Received =
        a.postTries !== null ? 'full application (post)' : pinged ? 'anonymous summary (ping)' : 'nothing';
      const outcome = plainOutcome(a);
      return {
        lender: a.lenderName,
        panel: a.panel,
        askedAt: a.attemptedAt.toISOString(),
        received,
        outcome: outcome.headline,
        detail: outcome.detail,
        commissionPaid: a.decision === 'sold' ? a.price : null,
      };
    }),
    dataRequests: requests.map((r) => ({ ...r, requestedAt: r.requestedAt.toISOString() })),
  };
}
