-- custom SQL (hand-written)
-- Decision 096: the back office's daily rollups are keyed by the London day (midnight to midnight
-- Europe/London, GMT in winter and BST in summer), as its screens display days; they were UTC days,
-- so in summer time a day's figures ran from 01:00 to 01:00 on the displayed clock.
CREATE FUNCTION "london_day"(p_at timestamptz) RETURNS date LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT (p_at AT TIME ZONE 'Europe/London')::date
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "admin_session_seen"(p_session text, p_at timestamptz, p_source text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  old_at timestamptz;
  old_source text;
BEGIN
  INSERT INTO funnel_sessions (session_id, started_at, source) VALUES (p_session, p_at, p_source)
  ON CONFLICT (session_id) DO NOTHING;
  IF FOUND THEN
    PERFORM admin_bump_session_count(london_day(p_at), p_source, 1);
    RETURN;
  END IF;
  -- Usual case (events arrive in time order): nothing to change, and no row lock taken.
  SELECT started_at INTO old_at FROM funnel_sessions WHERE session_id = p_session;
  IF old_at <= p_at THEN RETURN; END IF;
  SELECT started_at, source INTO old_at, old_source FROM funnel_sessions WHERE session_id = p_session FOR UPDATE;
  IF old_at <= p_at THEN RETURN; END IF;
  UPDATE funnel_sessions SET started_at = p_at, source = p_source WHERE session_id = p_session;
  PERFORM admin_bump_session_count(london_day(old_at), old_source, -1);
  PERFORM admin_bump_session_count(london_day(p_at), p_source, 1);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "loan_applications_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.created_at, coalesce(OLD.utm_source, 'direct'), OLD.status, OLD.current_step)
      > (NEW.created_at, coalesce(NEW.utm_source, 'direct'), NEW.status, NEW.current_step) THEN
    -- Bucket rows are always locked in key order, so two opposite transitions cannot deadlock.
    PERFORM admin_bump_application_count(london_day(NEW.created_at), coalesce(NEW.utm_source, 'direct'), NEW.status, NEW.current_step, 1, NEW.price);
    PERFORM admin_bump_application_count(london_day(OLD.created_at), coalesce(OLD.utm_source, 'direct'), OLD.status, OLD.current_step, -1, OLD.price);
  ELSE
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      PERFORM admin_bump_application_count(london_day(OLD.created_at), coalesce(OLD.utm_source, 'direct'), OLD.status, OLD.current_step, -1, OLD.price);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM admin_bump_application_count(london_day(NEW.created_at), coalesce(NEW.utm_source, 'direct'), NEW.status, NEW.current_step, 1, NEW.price);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.owner_session_id IS NOT NULL
      AND (TG_OP = 'INSERT' OR OLD.owner_session_id IS DISTINCT FROM NEW.owner_session_id) THEN
    PERFORM admin_session_seen(NEW.owner_session_id::text, NEW.created_at, coalesce(NEW.utm_source, 'direct'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lead_attempts_scorecard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.latency_ms IS NOT NULL THEN
    PERFORM lender_scorecard_bump(london_day(OLD.attempted_at), OLD.lender_id, OLD.lender_name, OLD.decision, OLD.http_status, OLD.latency_ms, OLD.price, -1);
  END IF;
  IF NEW.latency_ms IS NOT NULL THEN
    PERFORM lender_scorecard_bump(london_day(NEW.attempted_at), NEW.lender_id, NEW.lender_name, NEW.decision, NEW.http_status, NEW.latency_ms, NEW.price, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
LOCK TABLE "loan_applications", "analytics_events", "lead_attempts" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- The application and session rollups mirror their tables (a deleted row is subtracted): rebuilt exactly.
DELETE FROM "application_daily_counts";
--> statement-breakpoint
INSERT INTO "application_daily_counts" (day, source, status, current_step, shard, n, price_sum)
SELECT london_day(created_at), coalesce(utm_source, 'direct'), status, current_step, 0, count(*), coalesce(sum(price), 0)
FROM loan_applications GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
DELETE FROM "session_daily_counts";
--> statement-breakpoint
INSERT INTO "session_daily_counts" (day, source, shard, sessions)
SELECT london_day(started_at), source, 0, count(*) FROM funnel_sessions GROUP BY 1, 2;
--> statement-breakpoint
-- The scorecard keeps the counts of attempts since deleted (retention, erasure), so it cannot be
-- rebuilt: the attempts still held move from their UTC day to their London day (in summer time,
-- those made between 23:00 and midnight UTC); deleted ones stay on the UTC day they were counted on.
DO $$
BEGIN
  PERFORM lender_scorecard_bump((attempted_at AT TIME ZONE 'UTC')::date, lender_id, lender_name, decision, http_status, latency_ms, price, -1),
    lender_scorecard_bump(london_day(attempted_at), lender_id, lender_name, decision, http_status, latency_ms, price, 1)
  FROM lead_attempts
  WHERE latency_ms IS NOT NULL AND (attempted_at AT TIME ZONE 'UTC')::date <> london_day(attempted_at);
END $$;
