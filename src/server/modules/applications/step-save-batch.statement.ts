import { SAVEABLE_STEPS, type SaveableStep } from '#shared/application/step-meta.ts';
import { stepFieldKeys } from './step-fields.ts';
import { toSnakeCase } from 'drizzle-orm/casing';
import {
  column,
  CONTEXT_KEYS,
  COUNTER_CONFLICT,
  draftConflict,
  sessionKeyText,
  type SaveInput,
  type SaveMoment,
} from './step-save.statement.ts';

// The step save of ADR 024 for several sessions at once (group commit, ADR 028): the saves arrive
// as one json array of rows, every part of the single statement runs over all of them, and each
// row's outcome comes back by its ordinal. The batch never holds two saves of one session (the
// queue keeps them apart), so no row is changed twice; rows are locked in key order.

/** $1: the rows (json); $2..$10: now, new session expiry, touch-before, counter reset, counter
 * max, current step, event type, step, page, the same for the whole batch. */
function batchText(step: SaveableStep, by: 'token' | 'id'): string {
  const written = [...CONTEXT_KEYS, ...stepFieldKeys(step)].map(column);
  const record = ['ord integer', 'key text', 'public_id text', ...written.map((c) => `${c.name} ${c.type}`)];
  const stepColumns = written.slice(CONTEXT_KEYS.length);
  const names = written.map((c) => c.name).join(', ');
  const match = by === 'token' ? 'se.token_hash = x.key' : 'se.id = x.key::uuid';
  return `with x as (
  select * from json_to_recordset($1::json) as x(${record.join(', ')})
), s as (
  select x.ord, se.id, 'journey:' || encode(sha256(convert_to('step-saves:' || se.id::text, 'UTF8')), 'hex') as lim_key
  from x join sessions se on ${match} and se.kind = 'visitor' and se.expires_at > $2::timestamptz
), touch as (
  update sessions se set last_seen_at = $2::timestamptz, expires_at = $3::timestamptz
  from s where se.id = s.id and se.last_seen_at < $4::timestamptz
), lim as (
  insert into rate_limit_counters as c (key, count, reset_at)
  select s.lim_key, 1, $5::timestamptz from s order by s.lim_key
  ${COUNTER_CONFLICT}
  returning c.key, c.count, c.reset_at
), ok as (
  select s.ord, s.id from s join lim on lim.key = s.lim_key where lim.count <= $6::integer
), app as (
  insert into loan_applications as a
    (session_id, owner_session_id, status, current_step, created_at, updated_at, ${names})
  select x.public_id, ok.id, 'draft', $7::integer, $2::timestamptz, $2::timestamptz,
    ${written.map((c) => `x.${c.name}`).join(', ')}
  from ok join x on x.ord = ok.ord order by ok.id
  ${draftConflict(stepColumns)}
  returning a.owner_session_id
), ev as (
  insert into analytics_events (session_id, event_type, event_category, step, page, created_at)
  select app.owner_session_id::text, $8::text, 'application', $9::integer, $10::text, $2::timestamptz from app
)
select x.ord, s.id::text as session_id, lim.count as hits,
  (extract(epoch from lim.reset_at) * 1000)::float8 as reset_ms,
  (app.owner_session_id is not null)::integer as saved
from x left join s on s.ord = x.ord left join lim on lim.key = s.lim_key left join app on app.owner_session_id = s.id
order by x.ord`;
}

const TEXTS = new Map(
  SAVEABLE_STEPS.flatMap((step) =>
    (['token', 'id'] as const).map((by) => [`${step}:${by}`, batchText(step, by)] as const),
  ),
);

export function stepSaveBatchStatement(step: SaveableStep, by: 'token' | 'id'): { name: string; text: string } {
  const text = TEXTS.get(`${step}:${by}`);
  if (!text) throw new Error(`no batch save statement for step ${step}`);
  return { name: `step_save_batch_${step}_${by}_v1`, text };
}

/** $1 as the rows of `json_to_recordset` (keys as the record declares them), then $2..$10. */
export function stepSaveBatchParams(step: SaveableStep, moment: SaveMoment, saves: SaveInput[]): unknown[] {
  const rows = saves.map((save, ord) => {
    const row: Record<string, unknown> = { ord, key: sessionKeyText(save.key), public_id: save.publicId };
    for (const k of CONTEXT_KEYS) row[toSnakeCase(k)] = save.context[k];
    for (const k of stepFieldKeys(step)) row[toSnakeCase(k)] = save.values[k] ?? null;
    return row;
  });
  return [
    JSON.stringify(rows),
    moment.now.toISOString(),
    moment.sessionExpiresAt.toISOString(),
    moment.touchBefore.toISOString(),
    moment.counter.resetAt.toISOString(),
    moment.counter.max,
    step + 1,
    moment.event.type,
    step,
    moment.event.page,
  ];
}
