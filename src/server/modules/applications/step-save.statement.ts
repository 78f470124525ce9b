import { getTableColumns } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { SAVEABLE_STEPS, type SaveableStep } from '#shared/application/step-meta.ts';
import { loanApplications } from '#server/db/schema/index.ts';
import { stepFieldKeys } from './step-fields.ts';

// A step save in one statement, one round trip (ADR 024): the session check (and its sliding
// expiry), the per-session save counter, the draft upsert with its status guard and the funnel
// event. Every part after the session check depends on the one before it through the CTEs, so a
// missing session, a save over the limit or a submitted application changes nothing but the counter.

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

/** How the statement finds the session: the cookie token's hash, or the id of one just created. */
export type SessionKey = { tokenHash: string } | { sessionId: string };
/** The key's value (the token hash or the session id), also the group commit's key. */
export const sessionKeyText = (key: SessionKey): string => ('tokenHash' in key ? key.tokenHash : key.sessionId);
/** Which text of a step's statement finds the session. */
export const sessionKeyKind = (key: SessionKey): 'token' | 'id' => ('tokenHash' in key ? 'token' : 'id');

const columns = new Map(Object.entries(getTableColumns(loanApplications)));
/** A loan_applications column by its field name: the quoted SQL name and its SQL type. */
export const column = (key: string) => {
  const found = columns.get(key);
  if (!found) throw new Error(`loan_applications has no column ${key}`);
  return { name: `"${toSnakeCase(key)}"`, type: found.getSQLType() };
};

/** The counter upsert's conflict clause ($2: now): a new window once the last one has ended. */
export const COUNTER_CONFLICT = `on conflict (key) do update set
    count = case when c.reset_at <= $2::timestamptz then 1 else c.count + 1 end,
    reset_at = case when c.reset_at <= $2::timestamptz then excluded.reset_at else c.reset_at end`;

/** The draft upsert's conflict clause: only the step's columns, and never once submitted. */
export const draftConflict = (stepColumns: { name: string }[]): string => `on conflict (owner_session_id) do update set
    ${stepColumns.map((c) => `${c.name} = excluded.${c.name}`).join(',\n    ')},
    current_step = greatest(a.current_step, excluded.current_step),
    updated_at = excluded.updated_at
  where a.status = 'draft'`;

/** $1..$11: session key, now, new session expiry, touch-before, counter reset, counter max,
 * public id, current step, event type, step, page; then the context and the step's columns. */
const FIXED_PARAMS = 11;

function statementText(step: SaveableStep, by: 'token' | 'id'): string {
  const written = [...CONTEXT_KEYS, ...stepFieldKeys(step)].map(column);
  const values = written.map((c, i) => `$${FIXED_PARAMS + 1 + i}::${c.type}`);
  const stepColumns = written.slice(CONTEXT_KEYS.length);
  const names = written.map((c) => c.name).join(', ');
  const match = by === 'token' ? 'token_hash = $1' : 'id = $1::uuid';
  return `with s as (
  select id from sessions where ${match} and kind = 'visitor' and expires_at > $2::timestamptz
), touch as (
  update sessions set last_seen_at = $2::timestamptz, expires_at = $3::timestamptz
  where id = (select id from s) and last_seen_at < $4::timestamptz
), lim as (
  insert into rate_limit_counters as c (key, count, reset_at)
  select 'journey:' || encode(sha256(convert_to('step-saves:' || s.id::text, 'UTF8')), 'hex'), 1, $5::timestamptz
  from s
  ${COUNTER_CONFLICT}
  returning count, reset_at
), ok as (
  select s.id from s, lim where lim.count <= $6::integer
), app as (
  insert into loan_applications as a
    (session_id, owner_session_id, status, current_step, created_at, updated_at, ${names})
  select $7::text, ok.id, 'draft', $8::integer, $2::timestamptz, $2::timestamptz, ${values.join(', ')}
  from ok
  ${draftConflict(stepColumns)}
  returning a.id
), ev as (
  insert into analytics_events (session_id, event_type, event_category, step, page, created_at)
  select ok.id::text, $9::text, 'application', $10::integer, $11::text, $2::timestamptz from ok, app
)
select (select id::text from s) as session_id,
  (select count from lim) as hits,
  (select (extract(epoch from reset_at) * 1000)::float8 from lim) as reset_ms,
  (select count(*)::integer from app) as saved`;
}

/** Built once at start: two texts per step (by token, by new session id), each a named statement. */
const TEXTS = new Map(
  SAVEABLE_STEPS.flatMap((step) =>
    (['token', 'id'] as const).map((by) => [`${step}:${by}`, statementText(step, by)] as const),
  ),
);

export function stepSaveStatement(step: SaveableStep, key: SessionKey): { name: string; text: string } {
  const by = sessionKeyKind(key);
  const text = TEXTS.get(`${step}:${by}`);
  if (!text) throw new Error(`no save statement for step ${step}`);
  return { name: `step_save_${step}_${by}_v1`, text };
}

/** What every save sent at one moment shares (a batch shares one). */
export type SaveMoment = {
  now: Date;
  sessionExpiresAt: Date;
  touchBefore: Date;
  counter: { resetAt: Date; max: number };
  event: { type: string; page: string };
};

/** One save: the session key, the public id of a new draft, the request context and the step's columns. */
export type SaveInput = {
  key: SessionKey;
  publicId: string;
  context: RequestContextColumns;
  values: Record<string, unknown>;
};

export function stepSaveParams(input: SaveInput & SaveMoment & { step: SaveableStep }): unknown[] {
  const key = sessionKeyText(input.key);
  return [
    key,
    input.now.toISOString(),
    input.sessionExpiresAt.toISOString(),
    input.touchBefore.toISOString(),
    input.counter.resetAt.toISOString(),
    input.counter.max,
    input.publicId,
    input.step + 1,
    input.event.type,
    input.step,
    input.event.page,
    ...CONTEXT_KEYS.map((k) => input.context[k]),
    ...stepFieldKeys(input.step).map((k) => input.values[k] ?? null),
  ];
}
