import { eq, sql } from 'drizzle-orm';
import { STEP_META, type SaveableStep } from '#shared/application/step-meta.ts';
import { ANALYTICS_EVENTS } from '#shared/analytics-events.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { analyticsEvents, loanApplications } from '#server/db/schema/index.ts';
import type { ApplicationValues } from './applications.repository.ts';
import { saveInPlace } from './step-save.statement.ts';

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
 * One step save (decisions 045 and 104). Every save after the first is one statement
 * (`saveInPlace`): the visitor session (its expiry slid once a minute), the per-session save
 * counter, the update of the draft's step columns and the funnel event. When there was no draft to
 * update, one transaction inserts it with the request context and writes the event; a submitted
 * application is left as it is. A save over the limit or of a submitted application commits the
 * counter and nothing else.
 */
export async function writeStepSave(db: Database, save: StepSave): Promise<StepSaveOutcome> {
  const { now } = save;
  const inPlace = await saveInPlace(db, save);
  if (!inPlace) return { kind: 'no-session' };
  if (inPlace.count > save.limit.max)
    return { kind: 'over-limit', retryInMs: Math.max(0, inPlace.resetAt.getTime() - now.getTime()) };
  if (inPlace.saved) return { kind: 'saved' };
  return db.transaction(async (tx) => {
    if (!(await insertDraft(tx, save, inPlace.sessionId))) return { kind: 'not-draft' };
    await tx.insert(analyticsEvents).values({
      sessionId: inPlace.sessionId,
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
 * The first save's draft, with the request context; on a draft made meanwhile (two first saves at
 * once), its step's columns only; nothing (undefined) once the application is no longer a draft.
 */
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
