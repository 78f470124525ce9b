CREATE TABLE "lender_recovery_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lender_recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lender_user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_secrets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lender_secrets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lender_id" text NOT NULL,
	"secret" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_test_calls" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lender_test_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lender_id" text NOT NULL,
	"reference" text NOT NULL,
	"stage" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"latency_ms" integer,
	"http_status" integer,
	"decision" text NOT NULL,
	"price" integer,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "lender_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lender_id" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"password_expires_at" timestamp with time zone,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_last_step" bigint,
	"totp_locked_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lender_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "lender_recovery_codes" ADD CONSTRAINT "lender_recovery_codes_lender_user_id_lender_users_id_fk" FOREIGN KEY ("lender_user_id") REFERENCES "public"."lender_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_secrets" ADD CONSTRAINT "lender_secrets_created_by_lender_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."lender_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lender_recovery_codes_user_idx" ON "lender_recovery_codes" USING btree ("lender_user_id");--> statement-breakpoint
CREATE INDEX "lender_secrets_lender_idx" ON "lender_secrets" USING btree ("lender_id","created_at");--> statement-breakpoint
CREATE INDEX "lender_test_calls_lender_idx" ON "lender_test_calls" USING btree ("lender_id","sent_at");--> statement-breakpoint
CREATE INDEX "lender_users_lender_idx" ON "lender_users" USING btree ("lender_id");