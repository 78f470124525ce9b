ALTER TABLE "application_daily_counts"
  DROP CONSTRAINT "application_daily_counts_day_source_status_current_step_pk";--> statement-breakpoint
ALTER TABLE "session_daily_counts" DROP CONSTRAINT "session_daily_counts_day_source_pk";--> statement-breakpoint
ALTER TABLE "application_daily_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "session_daily_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "application_daily_counts"
  ADD CONSTRAINT "application_daily_counts_day_source_status_current_step_shard_pk"
  PRIMARY KEY("day","source","status","current_step","shard");--> statement-breakpoint
ALTER TABLE "session_daily_counts"
  ADD CONSTRAINT "session_daily_counts_day_source_shard_pk" PRIMARY KEY("day","source","shard");--> statement-breakpoint
-- custom SQL (hand-written)
-- ADR 024: the rollup triggers of 0003 bump the shard of the writer's own connection
-- (pg_backend_pid() % 16, ROLLUP_SHARDS in db/schema/rollups.ts), so saves of one day and source
-- no longer queue on one row; existing rows are shard 0 and every reader sums the shards.
-- The two buckets of a transition still have the same shard and are locked in key order.
CREATE OR REPLACE FUNCTION "admin_bump_application_count"(
  p_day date, p_source text, p_status text, p_step integer, p_n integer, p_price numeric
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_daily_counts AS c (day, source, status, current_step, shard, n, price_sum)
  VALUES (p_day, p_source, p_status, p_step, pg_backend_pid() % 16, p_n, coalesce(p_price, 0) * p_n)
  ON CONFLICT (day, source, status, current_step, shard)
  DO UPDATE SET n = c.n + excluded.n, price_sum = c.price_sum + excluded.price_sum;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "admin_bump_session_count"(p_day date, p_source text, p_n integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO session_daily_counts AS c (day, source, shard, sessions)
  VALUES (p_day, p_source, pg_backend_pid() % 16, p_n)
  ON CONFLICT (day, source, shard) DO UPDATE SET sessions = c.sessions + excluded.sessions;
END $$;
