import type { SaveableStep } from '#shared/application/step-meta.ts';
import type { Database } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { randomToken, type FieldCipher } from '#server/lib/crypto.ts';
import { scaledMax, tooManyRequests } from '#server/lib/request-limits.ts';
import { createResubmitLink } from '#server/lib/resubmit-link.ts';
import type { LenderPanel } from '#server/modules/lenders/panel/index.ts';
import { APPLICATION_LIMITS, TOO_MANY_SAVES } from './application-limits.ts';
import { findByOwner } from './applications.repository.ts';
import { toDraftView, type DraftView } from './draft-view.ts';
import { stepColumns } from './step-fields.ts';
import { writeStepSave, type RequestContextColumns } from './step-save.repository.ts';

export type ApplicationDeps = {
  db: Database;
  cipher: FieldCipher;
  clock: Clock;
  env: Pick<Env, 'SESSION_SECRET'>;
  /** RATE_LIMIT_SCALE: multiplies the per-session save limit. */
  rateLimitScale: number;
  panel: LenderPanel;
  /** A resubmit link completed (remarketing counts it as a conversion). */
  onResubmitted: (applicationId: string, at: Date) => Promise<void>;
  /** Absolute signed URL of the applicant's record page (by public id). */
  recordUrl: (publicId: string) => string;
  /** The application was submitted (consent given): the confirmation email goes out. */
  onSubmitted: (publicId: string) => Promise<void>;
};

export const NOT_DRAFT_MESSAGE = 'This application has already been submitted and can no longer be changed.';

/**
 * Saves one validated step of the session's draft in one transaction (step-save.repository.ts):
 * the draft is created on the first save, only that step's fields are written (bank details
 * encrypted here first), the funnel event is recorded. 429 over the per-session limit, 409 once
 * submitted.
 */
export async function saveStep(
  deps: ApplicationDeps,
  input: { step: SaveableStep; answers: Record<string, unknown>; sessionId: string; context: RequestContextColumns },
): Promise<void> {
  const outcome = await writeStepSave(deps.db, {
    step: input.step,
    sessionId: input.sessionId,
    publicId: randomToken(24),
    context: input.context,
    values: stepColumns(input.step, input.answers, deps.cipher),
    now: deps.clock.now(),
    limit: {
      max: scaledMax(APPLICATION_LIMITS.stepSavesPerSession.max, deps.rateLimitScale),
      windowMs: APPLICATION_LIMITS.stepSavesPerSession.windowMs,
    },
  });
  if (outcome.kind === 'saved') return;
  if (outcome.kind === 'over-limit') throw tooManyRequests(TOO_MANY_SAVES, outcome.retryInMs);
  throw new AppError('CONFLICT', NOT_DRAFT_MESSAGE);
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
