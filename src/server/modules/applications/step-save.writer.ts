import { z } from 'zod';
import { STEP_META, type SaveableStep } from '#shared/application/step-meta.ts';
import { ANALYTICS_EVENTS } from '#shared/analytics-events.ts';
import { preparedRows, type Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import { groupCommit } from '#server/lib/group-commit.ts';
import { scaledMax } from '#server/lib/request-limits.ts';
import { TOUCH_EVERY_MS, VISITOR_SESSION_TTL_MS } from '#server/plugins/session.ts';
import { APPLICATION_LIMITS } from './application-limits.ts';
import { stepSaveBatchParams, stepSaveBatchStatement } from './step-save-batch.statement.ts';
import {
  sessionKeyKind,
  sessionKeyText,
  stepSaveParams,
  stepSaveStatement,
  type SaveInput,
  type SaveMoment,
} from './step-save.statement.ts';

/** One step save as the statement takes it: the step's columns already mapped (bank details encrypted). */
export type StepSaveItem = SaveInput & { step: SaveableStep };

/** What the statement found: no session (null id), the counter after this save, whether it was written. */
export const saveRowSchema = z.object({
  session_id: z.string().nullable(),
  hits: z.number().nullable(),
  reset_ms: z.number().nullable(),
  saved: z.number(),
});
export type SaveRow = z.infer<typeof saveRowSchema>;

export type StepSaveWriterOptions = {
  db: Database;
  clock: Clock;
  rateLimitScale: number;
  /** Batches in flight at once (default 4 of the pool's 10 connections). */
  maxInFlight?: number;
  /** Told of each statement sent, with the number of saves in it (metrics). */
  onBatch?: (size: number) => void;
};

/**
 * SQLSTATE classes of an error that the saves' data can cause: cardinality (21), data (22),
 * integrity (23), or a deadlock or serialization failure (40), worth a retry one by one.
 */
function isDataError(error: unknown): boolean {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^(21|22|23|40)/.test(code)) return true;
  }
  return false;
}

/**
 * Step saves through a group commit (ADR 028): a save alone goes as the single statement of ADR 024;
 * saves that queue behind busy connections go as one batch statement per step. Each resolves with
 * its own row once its statement has committed.
 */
export function stepSaveWriter(options: StepSaveWriterOptions): (item: StepSaveItem) => Promise<SaveRow> {
  const limit = APPLICATION_LIMITS.stepSavesPerSession;
  const moment = (step: SaveableStep): SaveMoment => {
    const now = options.clock.now();
    return {
      now,
      sessionExpiresAt: new Date(now.getTime() + VISITOR_SESSION_TTL_MS),
      touchBefore: new Date(now.getTime() - TOUCH_EVERY_MS),
      counter: { resetAt: new Date(now.getTime() + limit.windowMs), max: scaledMax(limit.max, options.rateLimitScale) },
      event: { type: ANALYTICS_EVENTS.stepComplete, page: STEP_META[step].path },
    };
  };

  async function writeOne(item: StepSaveItem): Promise<SaveRow[]> {
    const { name, text } = stepSaveStatement(item.step, item.key);
    const params = stepSaveParams({ ...item, ...moment(item.step) });
    return [saveRowSchema.parse((await preparedRows(options.db, name, text, params))[0])];
  }

  async function writeBatch(items: StepSaveItem[]): Promise<SaveRow[]> {
    const [first] = items;
    if (!first) return [];
    const { name, text } = stepSaveBatchStatement(first.step, sessionKeyKind(first.key));
    const params = stepSaveBatchParams(first.step, moment(first.step), items);
    return (await preparedRows(options.db, name, text, params)).map((row) => saveRowSchema.parse(row));
  }

  return groupCommit<StepSaveItem, SaveRow>({
    maxInFlight: options.maxInFlight ?? 4,
    maxBatch: 32,
    groupOf: (item) => `${item.step}:${sessionKeyKind(item.key)}`,
    keyOf: (item) => sessionKeyText(item.key),
    run: (_group, items) => (items.length === 1 && items[0] ? writeOne(items[0]) : writeBatch(items)),
    retryAlone: isDataError,
    onBatch: options.onBatch,
  });
}
