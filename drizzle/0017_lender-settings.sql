CREATE TABLE "panel_lenders" (
	"panel_key" text NOT NULL,
	"lender_id" text NOT NULL,
	"name" text NOT NULL,
	"endpoint" text NOT NULL,
	"tier" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"priority" integer NOT NULL,
	"panels" jsonb NOT NULL,
	"timeout_ms" integer,
	"daily_cap" integer,
	"weekly_cap" integer,
	"monthly_cap" integer,
	"schedule" jsonb,
	"rules" jsonb NOT NULL,
	"return_window_hours" integer NOT NULL,
	"return_cap_percent" double precision NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"edited_at" timestamp with time zone,
	"edited_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "panel_lenders_panel_key_lender_id_pk" PRIMARY KEY("panel_key","lender_id")
);
--> statement-breakpoint
ALTER TABLE "panel_lenders" ADD CONSTRAINT "panel_lenders_edited_by_admin_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;