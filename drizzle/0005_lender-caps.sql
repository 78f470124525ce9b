CREATE TABLE "lender_daily_counts" (
	"lender_id" text NOT NULL,
	"day" date NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lender_daily_counts_lender_id_day_pk" PRIMARY KEY("lender_id","day")
);
--> statement-breakpoint
ALTER TABLE "lead_attempts" ADD COLUMN "post_tries" integer;--> statement-breakpoint
-- custom SQL (hand-written)
-- Today's sales so far count against today's caps from the first post after the upgrade.
INSERT INTO "lender_daily_counts" ("lender_id", "day", "reserved")
SELECT "lender_id", ("attempted_at" AT TIME ZONE 'UTC')::date, count(*)::int
FROM "lead_attempts"
WHERE "decision" = 'sold' AND "attempted_at" >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
GROUP BY 1, 2
ON CONFLICT DO NOTHING;
