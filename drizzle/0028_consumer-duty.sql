CREATE TABLE "duty_packs" (
	"month" text PRIMARY KEY NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"generated_by" text NOT NULL,
	"figures" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE INDEX "loan_applications_submitted_idx" ON "loan_applications" USING btree ("submitted_at") WHERE "loan_applications"."submitted_at" is not null;--> statement-breakpoint
CREATE INDEX "lead_outcomes_application_idx" ON "lead_outcomes" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "lead_returns_application_idx" ON "lead_returns" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_application_idx" ON "ledger_entries" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "complaints_application_idx" ON "complaints" USING btree ("application_reference") WHERE "complaints"."application_reference" is not null;