import { and, eq, sql } from 'drizzle-orm';
import { STEP_META } from '#shared/application/step-meta.ts';
import { ANALYTICS_EVENTS } from '#shared/analytics-events.ts';
import type { Database } from '#server/db/client.ts';
import { executeNamed } from '#server/db/named-statement.ts';
import { analyticsEvents, loanApplications, rateLimitCounters, sessions } from '#server/db/schema/index.ts';
import { windowedCount } from '#server/lib/rate-limit-store.ts';
import { TOUCH_EVERY_MS, VISITOR_SESSION_TTL_MS } from '#server/plugins/session.ts';
import type { StepSave } from './step-save.repository.ts';

export type InPlaceSave = { sessionId: string; count: number; resetAt: Date; saved: boolean };

/** `hashed()` of rate-limit-store.ts (sha256, base64url, no padding), in SQL. */
const hashedInSql = (text: ReturnType<typeof sql>) =>
  sql`translate(rtrim(encode(sha256(convert_to(${text}, 'UTF8')), 'base64'), '='), '+/', '-_')`;

/**
 * A step save of a draft that is already there, as one statement (decision 104): the session
 * found (and its expiry slid once a minute), the per-session counter counted, the draft's step
 * columns updated while under the limit and still a draft, and the funnel event written for the
 * updated draft; on PostgreSQL a named prepared statement (decision 105). PostgreSQL runs a
 * statement's data-modifying CTEs atomically, in one snapshot, whatever the outer query reads. No
 * row: no live visitor session. `saved` false under the limit: no draft to update (a first save, or
 * no longer a draft): the caller decides.
 */
export async function saveInPlace(db: Database, save: StepSave): Promise<InPlaceSave | null> {
  const { now, step } = save;
  const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  const nowAt = at(now.getTime());
  const a = loanApplications;
  const resetAt = new Date(now.getTime() + save.limit.windowMs);
  const counted = windowedCount(now, resetAt);
  const draft = db
    .update(a)
    .set({ ...save.values, currentStep: sql`greatest(${a.currentStep}, ${step + 1})`, updatedAt: now })
    .where(
      and(
        sql`${a.ownerSessionId} = (select id from s)`,
        eq(a.status, 'draft'),
        sql`(select count from hit) <= ${save.limit.max}`,
      ),
    )
    .returning({ id: a.id });
  const rows = await executeNamed(
    db,
    'step_save',
    sql`
    with s as (
      select id, last_seen_at from ${sessions}
      where ${'tokenHash' in save.key ? sql`token_hash = ${save.key.tokenHash}` : sql`id = ${save.key.sessionId}`}
        and kind = 'visitor' and expires_at > ${nowAt}
      limit 1
    ), touch as (
      update ${sessions} set last_seen_at = ${nowAt}, expires_at = ${at(now.getTime() + VISITOR_SESSION_TTL_MS)}
      where id = (select id from s) and last_seen_at < ${at(now.getTime() - TOUCH_EVERY_MS)}
    ), hit as (
      insert into ${rateLimitCounters} (key, count, reset_at)
      select 'journey:' || ${hashedInSql(sql`'step-saves:' || s.id`)}, 1, ${at(resetAt.getTime())}
      from s
      on conflict (key) do update set count = ${counted.count}, reset_at = ${counted.resetAt}
      returning count, reset_at
    ), draft as ${draft}, event as (
      insert into ${analyticsEvents} (session_id, event_type, event_category, step, page, created_at)
      select (select id from s), ${ANALYTICS_EVENTS.stepComplete}, 'application', ${step},
        ${STEP_META[step].path}, ${nowAt}
      from draft
    )
    select s.id as session_id, hit.count, hit.reset_at, exists (select 1 from draft) as saved
    from s cross join hit`,
  );
  const [row] = rows;
  if (!row) return null;
  return {
    sessionId: String(row.session_id),
    count: Number(row.count),
    resetAt: new Date(row.reset_at as string | Date),
    saved: row.saved === true,
  };
}
