import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { leadAttempts, loanApplications } from '#server/db/schema/index.ts';

/** The columns the record page shows: no contact or bank details ever reach it. */
export async function findRecord(db: Database, publicId: string) {
  const [row] = await db
    .select({
      id: loanApplications.id,
      sessionId: loanApplications.sessionId,
      status: loanApplications.status,
      gateReason: loanApplications.gateReason,
      apiErrors: loanApplications.apiErrors,
      firstName: loanApplications.firstName,
      email: loanApplications.email,
      loanAmount: loanApplications.loanAmount,
      loanTerm: loanApplications.loanTerm,
      consentedAt: loanApplications.consentedAt,
      erasedAt: loanApplications.erasedAt,
      erasureRequestedAt: loanApplications.erasureRequestedAt,
    })
    .from(loanApplications)
    .where(eq(loanApplications.sessionId, publicId))
    .limit(1);
  return row ?? null;
}
export type RecordRow = NonNullable<Awaited<ReturnType<typeof findRecord>>>;

export async function findAttempts(db: Database, applicationId: string) {
  return db
    .select({
      lenderName: leadAttempts.lenderName,
      panel: leadAttempts.panel,
      decision: leadAttempts.decision,
      price: leadAttempts.price,
      errorReason: leadAttempts.errorReason,
      attemptedAt: leadAttempts.attemptedAt,
    })
    .from(leadAttempts)
    .where(eq(leadAttempts.applicationId, applicationId))
    .orderBy(asc(leadAttempts.attemptedAt), asc(leadAttempts.id));
}
export type AttemptRow = Awaited<ReturnType<typeof findAttempts>>[number];

/** The first request counts; asking again changes nothing (the form is safe to resubmit). */
export async function markErasureRequested(db: Database, applicationId: string, now: Date): Promise<void> {
  await db
    .update(loanApplications)
    .set({ erasureRequestedAt: now })
    .where(and(eq(loanApplications.id, applicationId), isNull(loanApplications.erasureRequestedAt)));
}
