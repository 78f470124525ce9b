import { eq, sql } from 'drizzle-orm';
import { STEP_META, type SaveableStep } from '#shared/application/step-meta.ts';
import { ANALYTICS_EVENTS } from '#shared/analytics-events.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { analyticsEvents, loanApplications } from '#server/db/schema/index.ts';
import type { ApplicationValues } from './applications.repository.ts';
import { countHit, hashed } from '#server/lib/rate-limit-store.ts';

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

export type StepSave = {
  step: SaveableStep;
  /** The visitor session the draft belongs to (the session plugin found or made it). */
  sessionId: string;
  /** The public id of the draft, used only when this save creates it. */
  publicId: string;
  context: RequestContextColumns;
  /** The step's columns, bank details already encrypted. */
  values: ApplicationValues;
  now: Date;
  /** The per-session save limit: at most `max` saves in `windowMs`. */
  limit: { max: number; windowMs: number };
};

export type StepSaveOutcome = { kind: 'saved' } | { kind: 'over-limit'; retryInMs: number } | { kind: 'not-draft' };

/**
 * One step save, the same way for the first save and every later one (decision 127): one
 * transaction on Drizzle's query builders that counts the save against the session's limit, writes
 * the step's columns into the session's draft (created with the request context on the first save)
 * and records the funnel event. A save over the limit or of a submitted application commits the
 * counter and nothing else.
 */
export async function writeStepSave(db: Database, save: StepSave): Promise<StepSaveOutcome> {
  const { now } = save;
  return db.transaction(async (tx) => {
    const key = `journey:${hashed(`step-saves:${save.sessionId}`)}`;
    const hit = await countHit(tx, key, save.limit.windowMs, now);
    if (hit.current > save.limit.max) return { kind: 'over-limit', retryInMs: hit.ttl };
    if (!(await upsertDraft(tx, save))) return { kind: 'not-draft' };
    await tx.insert(analyticsEvents).values({
      sessionId: save.sessionId,
      eventType: ANALYTICS_EVENTS.stepComplete,
      eventCategory: 'application',
      step: save.step,
      page: STEP_META[save.step].path,
      createdAt: now,
    });
    return { kind: 'saved' };
  });
}

/**
 * The session's draft with this step's columns: created with the request context by the first save,
 * its step's columns only after that; nothing (undefined) once the application is no longer a draft.
 */
async function upsertDraft(tx: Executor, save: StepSave) {
  const { now } = save;
  const [draft] = await tx
    .insert(loanApplications)
    .values({
      ...save.context,
      ...save.values,
      sessionId: save.publicId,
      ownerSessionId: save.sessionId,
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
