import { and, eq, gt, sql } from 'drizzle-orm';
import { STEP_META, type SaveableStep } from '#shared/application/step-meta.ts';
import { ANALYTICS_EVENTS } from '#shared/analytics-events.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { analyticsEvents, loanApplications, sessions } from '#server/db/schema/index.ts';
import { countHit, hashed } from '#server/lib/rate-limit-store.ts';
import { TOUCH_EVERY_MS, VISITOR_SESSION_TTL_MS } from '#server/plugins/session.ts';
import type { ApplicationValues } from './applications.repository.ts';

/** The request-context columns recorded on the first save only. */
export const CONTEXT_KEYS = [
  'userIp',
  'userAgent',
  'source',
  'referrerUrl',
  'utmSource',
  'utmMedium',
  'utmCampaign',
] as const;
export type RequestContextColumns = Record<(typeof CONTEXT_KEYS)[number], string | null>;

/** How the save finds the session: the cookie token's hash, or the id of one just created. */
export type SessionKey = { tokenHash: string } | { sessionId: string };

export type StepSave = {
  step: SaveableStep;
  key: SessionKey;
  /** The public id of the draft, used only when this save creates it. */
  publicId: string;
  context: RequestContextColumns;
  /** The step's columns, bank details already encrypted. */
  values: ApplicationValues;
  now: Date;
  /** The per-session save limit: at most `max` saves in `windowMs`. */
  limit: { max: number; windowMs: number };
};

export type StepSaveOutcome =
  { kind: 'saved' } | { kind: 'no-session' } | { kind: 'over-limit'; retryInMs: number } | { kind: 'not-draft' };

/**
 * One step save as one transaction (decision 045): the visitor session (its expiry slid once a
 * minute), the per-session save counter, the draft (created with the request context on the first
 * save; later an update of only the step's columns, and never once submitted) and the funnel event.
 * A save over the limit or of a submitted application commits the counter and nothing else.
 */
export async function writeStepSave(db: Database, save: StepSave): Promise<StepSaveOutcome> {
  const { now } = save;
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select({ id: sessions.id, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(
        and(
          'tokenHash' in save.key ? eq(sessions.tokenHash, save.key.tokenHash) : eq(sessions.id, save.key.sessionId),
          eq(sessions.kind, 'visitor'),
          gt(sessions.expiresAt, now),
        ),
      )
      .limit(1);
    if (!session) return { kind: 'no-session' };

    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await tx
        .update(sessions)
        .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + VISITOR_SESSION_TTL_MS) })
        .where(eq(sessions.id, session.id));
    }

    const hit = await countHit(tx, `journey:${hashed(`step-saves:${session.id}`)}`, save.limit.windowMs, now);
    if (hit.current > save.limit.max) return { kind: 'over-limit', retryInMs: hit.ttl };

    // A draft already there (every save after the first) is updated in place: the statement names
    // only the step's columns. Only when none was updated is the full row inserted, which also
    // settles two first saves at once (the loser updates) and a submitted application (no row).
    const [updated] = await tx
      .update(loanApplications)
      .set({
        ...save.values,
        currentStep: sql`greatest(${loanApplications.currentStep}, ${save.step + 1})`,
        updatedAt: now,
      })
      .where(and(eq(loanApplications.ownerSessionId, session.id), eq(loanApplications.status, 'draft')))
      .returning({ id: loanApplications.id });
    const draft = updated ?? (await insertDraft(tx, save, session.id));
    if (!draft) return { kind: 'not-draft' };

    await tx.insert(analyticsEvents).values({
      sessionId: session.id,
      eventType: ANALYTICS_EVENTS.stepComplete,
      eventCategory: 'application',
      step: save.step,
      page: STEP_META[save.step].path,
      createdAt: now,
    });
    return { kind: 'saved' };
  });
}

/** The first save's draft, with the request context; on a draft made meanwhile, its step's columns only. */
async function insertDraft(tx: Executor, save: StepSave, ownerSessionId: string) {
  const { now } = save;
  const [draft] = await tx
    .insert(loanApplications)
    .values({
      ...save.context,
      ...save.values,
      sessionId: save.publicId,
      ownerSessionId,
      status: 'draft',
      currentStep: save.step + 1,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: loanApplications.ownerSessionId,
      set: {
        ...save.values,
        currentStep: sql`greatest(${loanApplications.currentStep}, excluded.current_step)`,
        updatedAt: now,
      },
      setWhere: eq(loanApplications.status, 'draft'),
    })
    .returning({ id: loanApplications.id });
  return draft;
}
