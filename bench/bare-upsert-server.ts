// The anchor of the step-save benchmark: a bare Fastify server doing what a step save must at
// least do, one `pg` upsert of a jsonb row keyed by the session cookie, on the same PostgreSQL.
// Started by bench/step-save.ts with PORT and DATABASE_URL.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(
  'create table if not exists bench_bare_drafts ' +
    '(id text primary key, data jsonb not null, updated_at timestamptz not null default now())',
);

const app = Fastify({ logger: false });
app.post<{ Body: Record<string, unknown> }>('/api/application/step1', async (request, reply) => {
  const sid = /(?:^|;\s*)sid=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!sid) return reply.status(401).send({ message: 'no session' });
  await pool.query(
    'insert into bench_bare_drafts (id, data) values ($1, $2) ' +
      'on conflict (id) do update set data = bench_bare_drafts.data || excluded.data, updated_at = now()',
    [sid, JSON.stringify(request.body)],
  );
  return { success: true };
});
app.addHook('onClose', async () => pool.end());
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
