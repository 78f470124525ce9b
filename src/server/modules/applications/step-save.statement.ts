import { and, eq, sql } from 'drizzle-orm';
import { STEP_META } from '#shared/application/step-meta.ts';
import { ANALYTICS_EVENTS } from '#shared/analytics-events.ts';
import type { Database } from '#server/db/client.ts';
import { nameStatement, runNamed, type NamedStatement } from '#server/db/named-statement.ts';
import { analyticsEvents, loanApplications, rateLimitCounters, sessions } from '#server/db/schema/index.ts';
import { windowedCount } from '#server/lib/rate-limit-store.ts';
import { TOUCH_EVERY_MS, VISITOR_SESSION_TTL_MS } from '#server/plugins/session.ts';
import type { StepSave } from './step-save.repository.ts';

export type InPlaceSave = { sessionId: string; count: number; resetAt: Date; saved: boolean };

/** `hashed()` of rate-limit-store.ts (sha256, base64url, no padding), in SQL. */
const hashedInSql = (text: ReturnType<typeof sql>) =>
  sql`translate(rtrim(encode(sha256(convert_to(${text}, 'UTF8')), 'base64'), '='), '+/', '-_')`;

const value = (name: string) => sql.placeholder(name);
const time = (name: string) => sql`${value(name)}::timestamptz`;
const columnValue = (key: string) => `column_${key}`;

type By = 'tokenHash' | 'sessionId';

/**
 * The save's statement for one shape (the step, how the session is found, the step's columns in
 * this save), every value a placeholder: built by Drizzle once per shape and kept, so a save only
 * fills in its values (decision 108). PostgreSQL runs a statement's data-modifying CTEs
 * atomically, in one snapshot, whatever the outer query reads.
 */
function buildStatement(db: Database, step: StepSave['step'], by: By, keys: string[]): NamedStatement {
  const a = loanApplications;
  const counted = windowedCount(time('now'), time('resetAt'));
  // Placeholders as update values: Drizzle keeps each with its column's encoder, used when
  // `fillPlaceholders` fills it (its types list only values and SQL).
  const set = Object.fromEntries(keys.map((key) => [key, value(columnValue(key))]));
  const updatedAt = value('updatedAt') as unknown as Date;
  const draft = db
    .update(a)
    .set({ ...set, currentStep: sql`greatest(${a.currentStep}, ${step + 1})`, updatedAt })
    .where(
      and(
        sql`${a.ownerSessionId} = (select id from s)`,
        eq(a.status, 'draft'),
        sql`(select count from hit) <= ${value('max')}`,
      ),
    )
    .returning({ id: a.id });
  return nameStatement(
    'step_save',
    sql`
    with s as (
      select id, last_seen_at from ${sessions}
      where ${by === 'tokenHash' ? sql`token_hash = ${value('key')}` : sql`id = ${value('key')}`}
        and kind = 'visitor' and expires_at > ${time('now')}
      limit 1
    ), touch as (
      update ${sessions} set last_seen_at = ${time('now')}, expires_at = ${time('expiresAt')}
      where id = (select id from s) and last_seen_at < ${time('touchBefore')}
    ), hit as (
      insert into ${rateLimitCounters} (key, count, reset_at)
      select 'journey:' || ${hashedInSql(sql`'step-saves:' || s.id`)}, 1, ${time('resetAt')}
      from s
      on conflict (key) do update set count = ${counted.count}, reset_at = ${counted.resetAt}
      returning count, reset_at
    ), draft as ${draft}, event as (
      insert into ${analyticsEvents} (session_id, event_type, event_category, step, page, created_at)
      select (select id from s), ${ANALYTICS_EVENTS.stepComplete}, 'application', ${step},
        ${STEP_META[step].path}, ${time('now')}
      from draft
    )
    select s.id as session_id, hit.count, hit.reset_at, exists (select 1 from draft) as saved
    from s cross join hit`,
  );
}

/** The statements built so far, by shape; a handful in practice (six steps, two ways to the session). */
const built = new Map<string, NamedStatement>();
const MAX_SHAPES = 256;

function statementFor(db: Database, save: StepSave, keys: string[]): NamedStatement {
  const by: By = 'tokenHash' in save.key ? 'tokenHash' : 'sessionId';
  const shape = `${save.step}|${by}|${keys.join(',')}`;
  let statement = built.get(shape);
  if (!statement) {
    if (built.size >= MAX_SHAPES) built.clear();
    statement = buildStatement(db, save.step, by, keys);
    built.set(shape, statement);
  }
  return statement;
}

/**
 * A step save of a draft that is already there, as one statement (decision 104): the session
 * found (and its expiry slid once a minute), the per-session counter counted, the draft's step
 * columns updated while under the limit and still a draft, and the funnel event written for the
 * updated draft; on PostgreSQL a named prepared statement (decision 105). No row: no live visitor
 * session. `saved` false under the limit: no draft to update (a first save, or no longer a draft):
 * the caller decides.
 */
export async function saveInPlace(db: Database, save: StepSave): Promise<InPlaceSave | null> {
  const { now } = save;
  const ms = now.getTime();
  const iso = (at: number) => new Date(at).toISOString();
  // Drizzle leaves an undefined value out of an update's set: so does the statement's shape.
  const present = Object.entries(save.values).filter(([, v]) => v !== undefined);
  const keys = present.map(([key]) => key);
  const values: Record<string, unknown> = {
    key: 'tokenHash' in save.key ? save.key.tokenHash : save.key.sessionId,
    now: iso(ms),
    expiresAt: iso(ms + VISITOR_SESSION_TTL_MS),
    touchBefore: iso(ms - TOUCH_EVERY_MS),
    resetAt: iso(ms + save.limit.windowMs),
    max: save.limit.max,
    updatedAt: now,
  };
  for (const [key, v] of present) values[columnValue(key)] = v;
  const [row] = await runNamed(db, statementFor(db, save, keys), values);
  if (!row) return null;
  return {
    sessionId: String(row.session_id),
    count: Number(row.count),
    resetAt: new Date(row.reset_at as string | Date),
    saved: row.saved === true,
  };
}
