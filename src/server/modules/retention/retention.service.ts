import { and, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { RETENTION_MS } from '#shared/retention.ts';
import type { Database } from '#server/db/client.ts';
import {
  adminLoginAttempts,
  analyticsEvents,
  contactMessages,
  leadAttemptBodies,
  leadAttempts,
  lenderTestCalls,
  loanApplications,
  outboxMessages,
  rateLimitCounters,
  remarketingCampaigns,
  resubmitLinkUses,
  sessions,
} from '#server/db/schema/index.ts';

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Columns that identify the applicant; erasure sets them to null and keeps the aggregates. */
const ERASED_FIELDS = {
  firstName: null,
  lastName: null,
  email: null,
  mobilePhone: null,
  homePhone: null,
  dateOfBirth: null,
  currentPostcode: null,
  currentHouse: null,
  currentStreet: null,
  currentTown: null,
  currentCounty: null,
  previousPostcode: null,
  previousHouse: null,
  previousStreet: null,
  previousTown: null,
  previousCounty: null,
  employerName: null,
  jobTitle: null,
  bankName: null,
  accountNumber: null,
  sortCode: null,
  userIp: null,
  userAgent: null,
  referrerUrl: null,
  ownerSessionId: null,
} as const;

/** Erases one application's personal data (a retention expiry or an erasure request). */
export async function eraseApplication(db: Database, applicationId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [contact] = await tx
      .select({ email: loanApplications.email, phone: loanApplications.mobilePhone })
      .from(loanApplications)
      .where(eq(loanApplications.id, applicationId));
    // Messages we wrote to the applicant carry their name and address: they go too.
    const recipients = [contact?.email, contact?.phone].filter((v): v is string => Boolean(v));
    if (recipients.length) await tx.delete(outboxMessages).where(inArray(outboxMessages.recipient, recipients));
    await tx
      .update(loanApplications)
      .set({ ...ERASED_FIELDS, erasedAt: now, updatedAt: now })
      .where(eq(loanApplications.id, applicationId));
    await tx
      .update(remarketingCampaigns)
      .set({ email: null, phone: null, firstName: null })
      .where(eq(remarketingCampaigns.applicationId, applicationId));
    // What we sent the lenders and what they answered (decision 149): the post carried the person.
    // The attempts themselves stay (the audit trail, the lenders to tell of the erasure).
    const attempts = tx
      .select({ id: leadAttempts.id })
      .from(leadAttempts)
      .where(eq(leadAttempts.applicationId, applicationId));
    await tx.delete(leadAttemptBodies).where(inArray(leadAttemptBodies.attemptId, attempts));
  });
}

export type PurgeReport = Record<
  'sessions' | 'drafts' | 'erased' | 'events' | 'contactMessages' | 'outbox' | 'loginAttempts' | 'testCallBodies',
  number
>;

/** Erases one application at the end of its retention period. */
export type EraseExpired = (applicationId: string) => Promise<void>;

/**
 * Deletes or anonymises everything past the published retention periods. Idempotent. `erase` is
 * how an expired application is erased: the app passes data rights' (which tells the lenders that
 * received the full lead, decision 103); the default only erases.
 */
export async function purgeExpired(
  db: Database,
  now: Date,
  erase: EraseExpired = (id) => eraseApplication(db, id, now),
): Promise<PurgeReport> {
  const count = (rows: unknown[]) => rows.length;
  const expiredSessions = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  // A used resubmit link past its expiry is refused as expired anyway: its marker can go.
  await db.delete(resubmitLinkUses).where(lt(resubmitLinkUses.expiresAt, now));
  // A rate-limit counter past its window restarts at 1 on the next hit anyway.
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, now));
  const drafts = await db
    .delete(loanApplications)
    .where(
      and(
        eq(loanApplications.status, 'draft'),
        lt(loanApplications.updatedAt, before(now, RETENTION_MS.unsubmittedDraft)),
      ),
    )
    .returning({ id: loanApplications.id });
  const due = await db
    .select({ id: loanApplications.id })
    .from(loanApplications)
    .where(
      and(
        ne(loanApplications.status, 'draft'),
        isNull(loanApplications.erasedAt),
        lt(
          sql`coalesce(${loanApplications.submittedAt}, ${loanApplications.createdAt})`,
          before(now, RETENTION_MS.submittedApplication),
        ),
      ),
    )
    .limit(1000);
  for (const { id } of due) await erase(id);
  const events = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.createdAt, before(now, RETENTION_MS.analyticsEvent)))
    .returning({ id: analyticsEvents.id });
  const messages = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, before(now, RETENTION_MS.contactMessage)))
    .returning({ id: contactMessages.id });
  const outbox = await db
    .delete(outboxMessages)
    .where(lt(outboxMessages.createdAt, before(now, RETENTION_MS.outboxMessage)))
    .returning({ id: outboxMessages.id });
  const attempts = await db
    .delete(adminLoginAttempts)
    .where(or(lt(adminLoginAttempts.createdAt, before(now, RETENTION_MS.loginAttempt))))
    .returning({ id: adminLoginAttempts.id });
  // A lender's test calls (decision 153): their bodies go, the calls stay in its log as "not kept".
  const testCalls = await db
    .update(lenderTestCalls)
    .set({ request: null, answer: null })
    .where(
      and(
        lt(lenderTestCalls.sentAt, before(now, RETENTION_MS.testCallBody)),
        or(isNotNull(lenderTestCalls.request), isNotNull(lenderTestCalls.answer)),
      ),
    )
    .returning({ id: lenderTestCalls.id });
  return {
    sessions: count(expiredSessions),
    drafts: count(drafts),
    erased: due.length,
    events: count(events),
    contactMessages: count(messages),
    outbox: count(outbox),
    loginAttempts: count(attempts),
    testCallBodies: count(testCalls),
  };
}
