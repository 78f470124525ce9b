CREATE TABLE "resubmit_link_uses" (
	"sig_hash" text PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resubmit_link_uses" ADD CONSTRAINT "resubmit_link_uses_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resubmit_link_uses_application_idx" ON "resubmit_link_uses" USING btree ("application_id");