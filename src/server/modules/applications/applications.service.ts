import { z } from 'zod';
import { STEP_META, type SaveableStep } from '#shared/application/step-meta.ts';
import { ANALYTICS_EVENTS } from '#shared/analytics-events.ts';
import { preparedRows, type Database } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { randomToken, type FieldCipher } from '#server/lib/crypto.ts';
import { scaledMax, tooManyRequests } from '#server/lib/request-limits.ts';
import { createResubmitLink } from '#server/lib/resubmit-link.ts';
import type { LenderPanel } from '#server/modules/lender-panel/lender-panel.types.ts';
import { TOUCH_EVERY_MS, VISITOR_SESSION_TTL_MS } from '#server/plugins/session.ts';
import { APPLICATION_LIMITS, TOO_MANY_SAVES } from './application-limits.ts';
import { findByOwner } from './applications.repository.ts';
import { toDraftView, type DraftView } from './draft-view.ts';
import { stepColumns } from './step-fields.ts';
import {
  stepSaveParams,
  stepSaveStatement,
  type RequestContextColumns,
  type SessionKey,
} from './step-save.statement.ts';

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

export type SaveResult = { saved: true } | { saved: false; reason: 'no-session' };

const saveRowSchema = z.object({
  session_id: z.string().nullable(),
  hits: z.number().nullable(),
  reset_ms: z.number().nullable(),
  saved: z.number(),
});

/**
 * Saves one validated step of the session's draft in one statement (step-save.statement.ts): the
 * draft is created on the first save, only that step's fields are written (bank details encrypted
 * here first), the funnel event is recorded. 429 over the per-session limit, 409 once submitted;
 * `no-session` when the key matches no live session (the caller creates one and saves again).
 */
export async function saveStep(
  deps: ApplicationDeps,
  input: { step: SaveableStep; answers: Record<string, unknown>; key: SessionKey; context: RequestContextColumns },
): Promise<SaveResult> {
  const values = stepColumns(input.step, input.answers, deps.cipher);
  const now = deps.clock.now();
  const limit = APPLICATION_LIMITS.stepSavesPerSession;
  const params = stepSaveParams({
    key: input.key,
    step: input.step,
    now,
    sessionExpiresAt: new Date(now.getTime() + VISITOR_SESSION_TTL_MS),
    touchBefore: new Date(now.getTime() - TOUCH_EVERY_MS),
    counter: { resetAt: new Date(now.getTime() + limit.windowMs), max: scaledMax(limit.max, deps.rateLimitScale) },
    publicId: randomToken(24),
    event: { type: ANALYTICS_EVENTS.stepComplete, page: STEP_META[input.step].path },
    context: input.context,
    values,
  });
  const { name, text } = stepSaveStatement(input.step, input.key);
  const row = saveRowSchema.parse((await preparedRows(deps.db, name, text, params))[0]);
  if (row.session_id === null) return { saved: false, reason: 'no-session' };
  if (row.saved === 1) return { saved: true };
  if (row.hits !== null && row.hits > scaledMax(limit.max, deps.rateLimitScale))
    throw tooManyRequests(TOO_MANY_SAVES, (row.reset_ms ?? now.getTime()) - now.getTime());
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
