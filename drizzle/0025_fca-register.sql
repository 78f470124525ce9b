CREATE TABLE "lender_register_checks" (
	"panel_key" text NOT NULL,
	"lender_id" text NOT NULL,
	"frn" text,
	"checked_day" text,
	"checked_at" timestamp with time zone,
	"register_status" text,
	"lending_permission" boolean,
	"attempted_at" timestamp with time zone,
	"failure" text,
	"suspended_at" timestamp with time zone,
	"suspended_reason" text,
	CONSTRAINT "lender_register_checks_panel_key_lender_id_pk" PRIMARY KEY("panel_key","lender_id")
);
--> statement-breakpoint
ALTER TABLE "panel_lenders" ADD COLUMN "frn" text;