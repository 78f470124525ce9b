CREATE TABLE "application_daily_counts" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"current_step" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"price_sum" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "application_daily_counts_day_source_status_current_step_pk" PRIMARY KEY("day","source","status","current_step")
);
--> statement-breakpoint
CREATE TABLE "funnel_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_daily_counts" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "session_daily_counts_day_source_pk" PRIMARY KEY("day","source")
);
--> statement-breakpoint
-- ADR 008: rollups for the admin stats, list totals and funnel, kept exact by triggers (both
-- drivers, every writer, inside the writer's transaction). Functions first, then the backfill.
CREATE FUNCTION "admin_bump_application_count"(p_day date, p_source text, p_status text, p_step integer, p_n integer, p_price numeric) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_daily_counts AS c (day, source, status, current_step, n, price_sum)
  VALUES (p_day, p_source, p_status, p_step, p_n, coalesce(p_price, 0) * p_n)
  ON CONFLICT (day, source, status, current_step)
  DO UPDATE SET n = c.n + excluded.n, price_sum = c.price_sum + excluded.price_sum;
END $$;
--> statement-breakpoint
CREATE FUNCTION "admin_bump_session_count"(p_day date, p_source text, p_n integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO session_daily_counts AS c (day, source, sessions) VALUES (p_day, p_source, p_n)
  ON CONFLICT (day, source) DO UPDATE SET sessions = c.sessions + excluded.sessions;
END $$;
--> statement-breakpoint
-- A session counts once, on the moment (and UTM source) it was first seen.
CREATE FUNCTION "admin_session_seen"(p_session text, p_at timestamptz, p_source text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  old_at timestamptz;
  old_source text;
BEGIN
  INSERT INTO funnel_sessions (session_id, started_at, source) VALUES (p_session, p_at, p_source)
  ON CONFLICT (session_id) DO NOTHING;
  IF FOUND THEN
    PERFORM admin_bump_session_count((p_at AT TIME ZONE 'UTC')::date, p_source, 1);
    RETURN;
  END IF;
  -- Usual case (events arrive in time order): nothing to change, and no row lock taken.
  SELECT started_at INTO old_at FROM funnel_sessions WHERE session_id = p_session;
  IF old_at <= p_at THEN RETURN; END IF;
  SELECT started_at, source INTO old_at, old_source FROM funnel_sessions WHERE session_id = p_session FOR UPDATE;
  IF old_at <= p_at THEN RETURN; END IF;
  UPDATE funnel_sessions SET started_at = p_at, source = p_source WHERE session_id = p_session;
  PERFORM admin_bump_session_count((old_at AT TIME ZONE 'UTC')::date, old_source, -1);
  PERFORM admin_bump_session_count((p_at AT TIME ZONE 'UTC')::date, p_source, 1);
END $$;
--> statement-breakpoint
CREATE FUNCTION "loan_applications_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.created_at, coalesce(OLD.utm_source, 'direct'), OLD.status, OLD.current_step)
      > (NEW.created_at, coalesce(NEW.utm_source, 'direct'), NEW.status, NEW.current_step) THEN
    -- Bucket rows are always locked in key order, so two opposite transitions cannot deadlock.
    PERFORM admin_bump_application_count((NEW.created_at AT TIME ZONE 'UTC')::date, coalesce(NEW.utm_source, 'direct'), NEW.status, NEW.current_step, 1, NEW.price);
    PERFORM admin_bump_application_count((OLD.created_at AT TIME ZONE 'UTC')::date, coalesce(OLD.utm_source, 'direct'), OLD.status, OLD.current_step, -1, OLD.price);
  ELSE
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      PERFORM admin_bump_application_count((OLD.created_at AT TIME ZONE 'UTC')::date, coalesce(OLD.utm_source, 'direct'), OLD.status, OLD.current_step, -1, OLD.price);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM admin_bump_application_count((NEW.created_at AT TIME ZONE 'UTC')::date, coalesce(NEW.utm_source, 'direct'), NEW.status, NEW.current_step, 1, NEW.price);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.owner_session_id IS NOT NULL
      AND (TG_OP = 'INSERT' OR OLD.owner_session_id IS DISTINCT FROM NEW.owner_session_id) THEN
    PERFORM admin_session_seen(NEW.owner_session_id::text, NEW.created_at, coalesce(NEW.utm_source, 'direct'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "analytics_events_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_session_seen(NEW.session_id, NEW.created_at, coalesce(NEW.utm_source, 'direct'));
  RETURN NULL;
END $$;
--> statement-breakpoint
LOCK TABLE "loan_applications", "analytics_events" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO "application_daily_counts" (day, source, status, current_step, n, price_sum)
SELECT (created_at AT TIME ZONE 'UTC')::date, coalesce(utm_source, 'direct'), status, current_step, count(*), coalesce(sum(price), 0)
FROM loan_applications GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "funnel_sessions" (session_id, started_at, source)
SELECT DISTINCT ON (session_id) session_id, created_at, source FROM (
  SELECT session_id, created_at, coalesce(utm_source, 'direct') AS source FROM analytics_events
  UNION ALL
  SELECT owner_session_id::text, created_at, coalesce(utm_source, 'direct') FROM loan_applications WHERE owner_session_id IS NOT NULL
) seen ORDER BY session_id, created_at;
--> statement-breakpoint
INSERT INTO "session_daily_counts" (day, source, sessions)
SELECT (started_at AT TIME ZONE 'UTC')::date, source, count(*) FROM funnel_sessions GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER "loan_applications_rollup" AFTER INSERT OR DELETE ON "loan_applications"
FOR EACH ROW EXECUTE FUNCTION loan_applications_rollup();
--> statement-breakpoint
CREATE TRIGGER "loan_applications_rollup_update" AFTER UPDATE ON "loan_applications"
FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.current_step IS DISTINCT FROM NEW.current_step
  OR OLD.price IS DISTINCT FROM NEW.price OR OLD.utm_source IS DISTINCT FROM NEW.utm_source
  OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.owner_session_id IS DISTINCT FROM NEW.owner_session_id)
EXECUTE FUNCTION loan_applications_rollup();
--> statement-breakpoint
CREATE TRIGGER "analytics_events_rollup" AFTER INSERT ON "analytics_events"
FOR EACH ROW EXECUTE FUNCTION analytics_events_rollup();
--> statement-breakpoint
-- A TRUNCATE skips row triggers: the rollups are cleared with their source tables.
CREATE FUNCTION "admin_rollups_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'loan_applications' THEN
    TRUNCATE application_daily_counts;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "loan_applications_rollup_truncate" AFTER TRUNCATE ON "loan_applications"
FOR EACH STATEMENT EXECUTE FUNCTION admin_rollups_truncate();
