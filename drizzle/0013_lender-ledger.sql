CREATE TABLE "lead_outcomes" (
	"lender_id" text NOT NULL,
	"reference" text NOT NULL,
	"application_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"amount_pence" integer,
	"apr_hundredths" integer,
	"term_months" integer,
	"reported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lead_outcomes_lender_id_reference_pk" PRIMARY KEY("lender_id","reference")
);
--> statement-breakpoint
CREATE TABLE "lead_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lender_id" text NOT NULL,
	"reference" text NOT NULL,
	"application_id" uuid NOT NULL,
	"sale_month" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"credit_pence" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decision_note" text
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lender_id" text NOT NULL,
	"reference" text NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"sale_month" text NOT NULL,
	"return_id" uuid,
	"reverses_id" bigint,
	"created_by" uuid,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_month_locks" (
	"lender_id" text NOT NULL,
	"month" text NOT NULL,
	CONSTRAINT "ledger_month_locks_lender_id_month_pk" PRIMARY KEY("lender_id","month")
);
--> statement-breakpoint
CREATE TABLE "lender_idempotency_keys" (
	"lender_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lender_idempotency_keys_lender_id_key_pk" PRIMARY KEY("lender_id","key")
);
--> statement-breakpoint
ALTER TABLE "lead_returns" ADD CONSTRAINT "lead_returns_decided_by_admin_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_outcomes_outcome_time_idx" ON "lead_outcomes" USING btree ("outcome","reported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_returns_lead_key" ON "lead_returns" USING btree ("lender_id","reference");--> statement-breakpoint
CREATE INDEX "lead_returns_status_idx" ON "lead_returns" USING btree ("status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_one_sale_key" ON "ledger_entries" USING btree ("lender_id","reference") WHERE kind = 'sale';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_one_credit_key" ON "ledger_entries" USING btree ("return_id") WHERE kind = 'credit';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_one_reversal_key" ON "ledger_entries" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_lender_month_idx" ON "ledger_entries" USING btree ("lender_id","sale_month");