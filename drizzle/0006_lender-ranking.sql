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
CREATE INDEX "lender_order_changes_panel_at_idx" ON "lender_order_changes" USING btree ("panel_key","at" DESC NULLS LAST);