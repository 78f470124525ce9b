CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"application_reference" text,
	"description" text NOT NULL,
	"desired_outcome" text,
	"received_at" timestamp with time zone NOT NULL,
	"summary_deadline" date NOT NULL,
	"final_response_due" date NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"resolution" text,
	"upheld" boolean,
	"response_text" text,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	CONSTRAINT "complaints_resolution_check" CHECK ("complaints"."resolution" is null or "complaints"."resolution" in ('summary','final'))
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"application_id" uuid NOT NULL,
	"automated_decision" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	"decision" text,
	"reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "review_requests_decision_check" CHECK ("review_requests"."decision" is null or "review_requests"."decision" in ('upheld','changed'))
);
--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_reference_key" ON "complaints" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "complaints_open_idx" ON "complaints" USING btree ("final_response_due") WHERE "complaints"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "complaints_received_idx" ON "complaints" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "complaints_closed_idx" ON "complaints" USING btree ("closed_at");--> statement-breakpoint
CREATE INDEX "complaints_email_idx" ON "complaints" USING btree (lower("email"),"received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_reference_key" ON "review_requests" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_application_key" ON "review_requests" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "review_requests_created_idx" ON "review_requests" USING btree ("created_at");