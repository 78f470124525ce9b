CREATE TABLE "data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"due_on" date NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"codes_sent" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"download_token_hash" text,
	"download_expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "data_requests_kind_check" CHECK ("data_requests"."kind" in ('access','erasure'))
);
--> statement-breakpoint
CREATE TABLE "erasure_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erasure_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" uuid NOT NULL,
	"lender_id" text NOT NULL,
	"lender_name" text NOT NULL,
	"reference" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"acknowledged_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_notices" ADD CONSTRAINT "erasure_notices_request_id_data_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."data_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_requests_reference_key" ON "data_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "data_requests_application_idx" ON "data_requests" USING btree ("application_id","kind");--> statement-breakpoint
CREATE INDEX "data_requests_open_idx" ON "data_requests" USING btree ("due_on") WHERE "data_requests"."completed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_notices_request_lender_key" ON "erasure_notices" USING btree ("request_id","lender_id");