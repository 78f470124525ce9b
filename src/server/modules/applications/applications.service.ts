import { STEP_PAGES } from '#shared/application/step-meta.ts';
import { stepSchemasAt } from '#shared/application/steps.ts';
import { ANALYTICS_EVENTS } from '#shared/analytics-events.ts';
import type { Database } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { randomToken, type FieldCipher } from '#server/lib/crypto.ts';
import type { LenderPanel } from '#server/modules/lender-panel/lender-panel.types.ts';
import {
  findByOwner,
  findOrCreateDraft,
  insertEvent,
  saveStepColumns,
  type ApplicationValues,
} from './applications.repository.ts';
import { toDraftView, type DraftView } from './draft-view.ts';
import { createResubmitLink } from './resubmit-link.ts';
import { fieldErrors, stepColumns, type SaveableStep } from './step-fields.ts';

export type ApplicationDeps = {
  db: Database;
  cipher: FieldCipher;
  clock: Clock;
  env: Pick<Env, 'SESSION_SECRET'>;
  /** Read at call time: the panel module decorates the app after this module registers. */
  panel: () => LenderPanel | undefined;
  /** A resubmit link completed (remarketing counts it as a conversion). */
  onResubmitted: (applicationId: string, at: Date) => Promise<void>;
  /** Absolute signed URL of the applicant's record page (by public id). */
  recordUrl: (publicId: string) => string;
  /** The application was submitted (consent given): the confirmation email goes out. */
  onSubmitted: (publicId: string) => Promise<void>;
};

export const NOT_DRAFT_MESSAGE = 'This application has already been submitted and can no longer be changed.';

/**
 * Validates one step with its shared schema (400, nothing stored), creates the session's draft on
 * the first save, writes only that step's fields and records the funnel event, in one transaction.
 */
export async function saveStep(
  deps: ApplicationDeps,
  input: { step: SaveableStep; body: unknown; ownerSession: () => Promise<string>; context: () => ApplicationValues },
): Promise<void> {
  const result = stepSchemasAt(() => deps.clock.now())[input.step].safeParse(input.body);
  if (!result.success) throw new AppError('BAD_REQUEST', 'Validation failed', { errors: fieldErrors(result.error) });
  const values = stepColumns(input.step, result.data as Record<string, unknown>, deps.cipher);
  // The session (and its cookie) is created only for a valid step: a 400 stores nothing.
  const ownerSessionId = await input.ownerSession();
  const now = deps.clock.now();

  await deps.db.transaction(async (tx) => {
    const { row } = await findOrCreateDraft(tx, {
      ownerSessionId,
      publicId: randomToken(24),
      context: input.context(),
      now,
    });
    if (row.status !== 'draft') throw new AppError('CONFLICT', NOT_DRAFT_MESSAGE);
    const saved = await saveStepColumns(tx, row.id, input.step, values, now);
    if (!saved) throw new AppError('CONFLICT', NOT_DRAFT_MESSAGE);
    await insertEvent(tx, {
      sessionId: ownerSessionId,
      eventType: ANALYTICS_EVENTS.stepComplete,
      step: input.step,
      page: STEP_PAGES[input.step - 1] ?? '/apply',
      now,
    });
  });
}

/** The session's own draft for reloading the form; 404 when it has none. */
export async function getDraft(deps: ApplicationDeps, ownerSessionId: string | undefined): Promise<DraftView> {
  const row = ownerSessionId ? await findByOwner(deps.db, ownerSessionId) : null;
  if (!row) throw new AppError('NOT_FOUND', 'No application found for this session');
  const recordUrl = row.status === 'draft' ? undefined : deps.recordUrl(row.sessionId);
  return toDraftView(
    row,
    deps.cipher,
    createResubmitLink(deps.env, row.sessionId, deps.clock.now()),
    () => deps.clock.now(),
    recordUrl,
  );
}
