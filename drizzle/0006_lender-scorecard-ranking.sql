CREATE TABLE "lender_daily_latency" (
	"day" date NOT NULL,
	"lender_id" text NOT NULL,
	"bucket" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lender_daily_latency_day_lender_id_bucket_pk" PRIMARY KEY("day","lender_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "lender_daily_stats" (
	"day" date NOT NULL,
	"lender_id" text NOT NULL,
	"lender_name" text NOT NULL,
	"offered" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"declined" integer DEFAULT 0 NOT NULL,
	"outbid" integer DEFAULT 0 NOT NULL,
	"timeouts" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"not_asked" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "lender_daily_stats_day_lender_id_pk" PRIMARY KEY("day","lender_id")
);
--> statement-breakpoint
CREATE TABLE "lender_health" (
	"panel_key" text NOT NULL,
	"lender_id" text NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "lender_health_panel_key_lender_id_pk" PRIMARY KEY("panel_key","lender_id")
);
--> statement-breakpoint
CREATE TABLE "lender_order_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lender_order_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"panel_key" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"lender_id" text,
	"panel" text,
	"tier" integer,
	"change" text NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_ranking_settings" (
	"panel_key" text PRIMARY KEY NOT NULL,
	"auto_order" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone,
	"changed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "lender_tier_order" (
	"panel_key" text NOT NULL,
	"panel" text NOT NULL,
	"tier" integer NOT NULL,
	"lender_ids" text[] NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "lender_tier_order_panel_key_panel_tier_pk" PRIMARY KEY("panel_key","panel","tier")
);
--> statement-breakpoint
CREATE INDEX "lender_order_changes_panel_at_idx" ON "lender_order_changes" USING btree ("panel_key","at" DESC NULLS LAST);--> statement-breakpoint
-- custom SQL (hand-written)
-- ADR 019: the lender scorecard's rollups, kept exact by a trigger on lead_attempts (both drivers,
-- every writer, inside the writer's transaction). Deleting an attempt (retention, erasure) leaves
-- the counts as they were: aggregates of what happened carry no personal data.
-- The latency bucket lower bounds (ms) must equal LATENCY_BUCKETS in latency-histogram.ts.
CREATE FUNCTION "lender_scorecard_bump"(p_day date, p_lender text, p_name text, p_decision text, p_http integer, p_latency integer, p_price numeric, p_n integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  asked boolean := NOT (p_decision = 'skipped' AND p_http IS NULL);
BEGIN
  INSERT INTO lender_daily_stats AS s (day, lender_id, lender_name, offered, sold, pending, declined, outbid, timeouts, errors, not_asked, revenue)
  VALUES (
    p_day, p_lender, p_name,
    CASE WHEN asked THEN p_n ELSE 0 END,
    CASE WHEN p_decision = 'sold' THEN p_n ELSE 0 END,
    CASE WHEN p_decision = 'pending' THEN p_n ELSE 0 END,
    CASE WHEN p_decision = 'reject' THEN p_n ELSE 0 END,
    CASE WHEN p_decision = 'skipped' AND asked THEN p_n ELSE 0 END,
    CASE WHEN p_decision = 'timeout' THEN p_n ELSE 0 END,
    CASE WHEN p_decision = 'error' THEN p_n ELSE 0 END,
    CASE WHEN asked THEN 0 ELSE p_n END,
    CASE WHEN p_decision = 'sold' THEN coalesce(p_price, 0) * p_n ELSE 0 END
  )
  ON CONFLICT (day, lender_id) DO UPDATE SET
    lender_name = excluded.lender_name,
    offered = s.offered + excluded.offered,
    sold = s.sold + excluded.sold,
    pending = s.pending + excluded.pending,
    declined = s.declined + excluded.declined,
    outbid = s.outbid + excluded.outbid,
    timeouts = s.timeouts + excluded.timeouts,
    errors = s.errors + excluded.errors,
    not_asked = s.not_asked + excluded.not_asked,
    revenue = s.revenue + excluded.revenue;
  IF asked THEN
    INSERT INTO lender_daily_latency AS l (day, lender_id, bucket, n)
    VALUES (p_day, p_lender, width_bucket(greatest(coalesce(p_latency, 0), 0), ARRAY[0,10,20,30,40,50,75,100,125,150,175,200,250,300,350,400,450,500,600,700,800,900,1000,1250,1500,1750,2000,2500,3000,3500,4000,5000,6000,8000,10000,15000,20000,30000]::integer[]), p_n)
    ON CONFLICT (day, lender_id, bucket) DO UPDATE SET n = l.n + excluded.n;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "lead_attempts_scorecard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.latency_ms IS NOT NULL THEN
    PERFORM lender_scorecard_bump((OLD.attempted_at AT TIME ZONE 'UTC')::date, OLD.lender_id, OLD.lender_name, OLD.decision, OLD.http_status, OLD.latency_ms, OLD.price, -1);
  END IF;
  IF NEW.latency_ms IS NOT NULL THEN
    PERFORM lender_scorecard_bump((NEW.attempted_at AT TIME ZONE 'UTC')::date, NEW.lender_id, NEW.lender_name, NEW.decision, NEW.http_status, NEW.latency_ms, NEW.price, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
LOCK TABLE "lead_attempts" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TRIGGER "lead_attempts_scorecard" AFTER INSERT OR UPDATE ON "lead_attempts" FOR EACH ROW EXECUTE FUNCTION "lead_attempts_scorecard"();
--> statement-breakpoint
INSERT INTO lender_daily_stats (day, lender_id, lender_name, offered, sold, pending, declined, outbid, timeouts, errors, not_asked, revenue)
SELECT (attempted_at AT TIME ZONE 'UTC')::date, lender_id, max(lender_name),
  count(*) FILTER (WHERE NOT (decision = 'skipped' AND http_status IS NULL)),
  count(*) FILTER (WHERE decision = 'sold'),
  count(*) FILTER (WHERE decision = 'pending'),
  count(*) FILTER (WHERE decision = 'reject'),
  count(*) FILTER (WHERE decision = 'skipped' AND http_status IS NOT NULL),
  count(*) FILTER (WHERE decision = 'timeout'),
  count(*) FILTER (WHERE decision = 'error'),
  count(*) FILTER (WHERE decision = 'skipped' AND http_status IS NULL),
  coalesce(sum(price) FILTER (WHERE decision = 'sold'), 0)
FROM lead_attempts WHERE latency_ms IS NOT NULL
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO lender_daily_latency (day, lender_id, bucket, n)
SELECT (attempted_at AT TIME ZONE 'UTC')::date, lender_id,
  width_bucket(greatest(latency_ms, 0), ARRAY[0,10,20,30,40,50,75,100,125,150,175,200,250,300,350,400,450,500,600,700,800,900,1000,1250,1500,1750,2000,2500,3000,3500,4000,5000,6000,8000,10000,15000,20000,30000]::integer[]),
  count(*)
FROM lead_attempts WHERE latency_ms IS NOT NULL AND NOT (decision = 'skipped' AND http_status IS NULL)
GROUP BY 1, 2, 3;
