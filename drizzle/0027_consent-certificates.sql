CREATE TABLE "broker_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"first_used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_certificates" (
	"lender_id" text NOT NULL,
	"reference" text NOT NULL,
	"application_id" uuid NOT NULL,
	"kid" text NOT NULL,
	"signature" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consent_certificates_lender_id_reference_pk" PRIMARY KEY("lender_id","reference")
);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"screen" text NOT NULL,
	"build" text NOT NULL,
	"credit_search_text" text NOT NULL,
	"commission_text" text NOT NULL,
	"privacy_text" text NOT NULL,
	"secci_sha256" text NOT NULL,
	"shown_at" timestamp with time zone,
	"ticked_at" timestamp with time zone,
	"hash_salt" text NOT NULL,
	"ip_hash" text,
	"user_agent_hash" text
);
--> statement-breakpoint
CREATE TABLE "consent_texts" (
	"sha256" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_certificates" ADD CONSTRAINT "consent_certificates_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_credit_search_text_consent_texts_sha256_fk" FOREIGN KEY ("credit_search_text") REFERENCES "public"."consent_texts"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_commission_text_consent_texts_sha256_fk" FOREIGN KEY ("commission_text") REFERENCES "public"."consent_texts"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_privacy_text_consent_texts_sha256_fk" FOREIGN KEY ("privacy_text") REFERENCES "public"."consent_texts"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_certificates_application_idx" ON "consent_certificates" USING btree ("application_id");