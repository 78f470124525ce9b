CREATE TABLE "lender_delivery" (
	"panel_key" text NOT NULL,
	"lender_id" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"daily_cap" integer,
	"weekly_cap" integer,
	"monthly_cap" integer,
	"schedule" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "lender_delivery_panel_key_lender_id_pk" PRIMARY KEY("panel_key","lender_id")
);
--> statement-breakpoint
ALTER TABLE "lender_delivery" ADD CONSTRAINT "lender_delivery_updated_by_lender_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."lender_users"("id") ON DELETE set null ON UPDATE no action;