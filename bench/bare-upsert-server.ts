// The anchor of the step-save benchmark: a bare Fastify server doing what a step save must at
// least do, one `pg` upsert of a jsonb row keyed by the session cookie, on the same PostgreSQL: POST /apply
// form-encoded, answered 303 to the next step as the product answers it.
// Started by bench/step-save.ts with PORT and DATABASE_URL.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(
  'create table if not exists bench_bare_drafts ' +
    '(id text primary key, data jsonb not null, updated_at timestamptz not null default now())',
);

const app = Fastify({ logger: false });
// The step as the browser posts it: form-encoded (Fastify's documented content-type parser hook).
app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
  done(null, Object.fromEntries(new URLSearchParams(body as string)));
});
app.post<{ Body: Record<string, unknown> }>('/apply', async (request, reply) => {
  const sid = /(?:^|;\s*)sid=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!sid) return reply.status(401).send({ message: 'no session' });
  await pool.query(
    'insert into bench_bare_drafts (id, data) values ($1, $2) ' +
      'on conflict (id) do update set data = bench_bare_drafts.data || excluded.data, updated_at = now()',
    [sid, JSON.stringify(request.body)],
  );
  return reply.redirect('/apply/personal', 303);
});
app.addHook('onClose', async () => pool.end());
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
