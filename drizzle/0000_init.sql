CREATE TABLE "lead_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" uuid NOT NULL,
	"panel" text DEFAULT 'primary' NOT NULL,
	"lender_id" text NOT NULL,
	"lender_name" text NOT NULL,
	"tier" integer NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"latency_ms" integer,
	"http_status" integer,
	"decision" text NOT NULL,
	"price" numeric(12, 2),
	"lead_ref" text,
	"redirect_url" text,
	"error_reason" text
);
--> statement-breakpoint
CREATE TABLE "loan_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"owner_session_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"current_step" integer DEFAULT 1 NOT NULL,
	"loan_amount" integer,
	"loan_term" integer,
	"loan_purpose" integer,
	"title" integer,
	"first_name" text,
	"last_name" text,
	"email" text,
	"mobile_phone" text,
	"home_phone" text,
	"date_of_birth" text,
	"marital_status" integer,
	"dependents" integer,
	"income_contributors" integer,
	"cell_phone_plan_type" integer,
	"current_postcode" text,
	"current_house" text,
	"current_street" text,
	"current_town" text,
	"current_county" text,
	"current_residential_status" integer,
	"current_months_at_address" integer,
	"previous_postcode" text,
	"previous_house" text,
	"previous_street" text,
	"previous_town" text,
	"previous_county" text,
	"previous_residential_status" integer,
	"previous_months_at_address" integer,
	"employment_type" integer,
	"employer_name" text,
	"industry" integer,
	"job_title" text,
	"months_at_employer" integer,
	"monthly_income" numeric(12, 2),
	"payment_method" integer,
	"pay_frequency" integer,
	"next_pay_date" text,
	"following_pay_date" text,
	"total_income" numeric(12, 2),
	"benefits_amount" numeric(12, 2),
	"pension_amount" numeric(12, 2),
	"other_income" numeric(12, 2),
	"bank_name" text,
	"account_number" text,
	"sort_code" text,
	"account_length" integer,
	"account_type" integer,
	"account_ownership" integer,
	"debit_card_type" integer,
	"direct_deposit" boolean,
	"expense_housing" numeric(12, 2),
	"expense_credit" numeric(12, 2),
	"expense_utility" numeric(12, 2),
	"expense_food" numeric(12, 2),
	"expense_transport" numeric(12, 2),
	"expense_childcare" numeric(12, 2),
	"expense_insurance" numeric(12, 2),
	"expense_other" numeric(12, 2),
	"expense_alcohol_tobacco" numeric(12, 2),
	"expense_health_beauty" numeric(12, 2),
	"expense_recreation" numeric(12, 2),
	"expense_restaurants" numeric(12, 2),
	"expense_education" numeric(12, 2),
	"expense_clothing" numeric(12, 2),
	"expense_household_goods" numeric(12, 2),
	"expense_communication" numeric(12, 2),
	"expense_council_tax" numeric(12, 2),
	"consent_credit_check" boolean DEFAULT false NOT NULL,
	"consent_first_party" boolean DEFAULT false NOT NULL,
	"consent_remarketing_email" boolean DEFAULT false NOT NULL,
	"consent_remarketing_phone" boolean DEFAULT false NOT NULL,
	"consent_remarketing_sms" boolean DEFAULT false NOT NULL,
	"consented_at" timestamp with time zone,
	"consent_wording_version" text,
	"recent_loans_count" integer,
	"lead_id" text,
	"api_status" text,
	"redirect_url" text,
	"price" numeric(12, 2),
	"api_errors" jsonb,
	"user_ip" text,
	"user_agent" text,
	"source" text,
	"referrer_url" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_applications_status_check" CHECK ("loan_applications"."status" in ('draft','processing','sold','pending','rejected','error')),
	CONSTRAINT "loan_applications_step_check" CHECK ("loan_applications"."current_step" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"admin_user_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"event_type" text NOT NULL,
	"event_category" text,
	"event_label" text,
	"event_value" integer,
	"page" text,
	"step" integer,
	"time_on_page" integer,
	"user_agent" text,
	"screen_width" integer,
	"screen_height" integer,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"properties" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abtest_assignments" (
	"test_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"converted_at" timestamp with time zone,
	CONSTRAINT "abtest_assignments_test_id_visitor_id_pk" PRIMARY KEY("test_id","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "abtest_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "abtest_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"test_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"event_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abtest_tests" (
	"test_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abtest_tests_status_check" CHECK ("abtest_tests"."status" in ('active','paused','completed')),
	CONSTRAINT "abtest_tests_id_check" CHECK ("abtest_tests"."test_id" ~ '^[a-z0-9_]+$')
);
--> statement-breakpoint
CREATE TABLE "abtest_variants" (
	"test_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"name" text NOT NULL,
	"weight" double precision NOT NULL,
	CONSTRAINT "abtest_variants_test_id_variant_id_pk" PRIMARY KEY("test_id","variant_id"),
	CONSTRAINT "abtest_variants_weight_check" CHECK ("abtest_variants"."weight" >= 0 and "abtest_variants"."weight" <= 1)
);
--> statement-breakpoint
CREATE TABLE "campaign_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"provider_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opt_outs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opt_outs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text,
	"phone" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"text_body" text NOT NULL,
	"html_body" text,
	"headers" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remarketing_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"email" text,
	"phone" text,
	"first_name" text,
	"campaign_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_reason" text,
	"email_sent" boolean DEFAULT false NOT NULL,
	"sms_sent" boolean DEFAULT false NOT NULL,
	"email_opened_at" timestamp with time zone,
	"link_clicked_at" timestamp with time zone,
	"resubmitted_at" timestamp with time zone,
	"scheduled_for" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"tracking_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remarketing_campaigns_status_check" CHECK ("remarketing_campaigns"."status" in ('pending','sent','skipped','failed'))
);
--> statement-breakpoint
CREATE TABLE "admin_login_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"success" boolean NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"admin_user_id" uuid,
	"action" text NOT NULL,
	"details" jsonb,
	"row_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_attempts" ADD CONSTRAINT "lead_attempts_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abtest_assignments" ADD CONSTRAINT "abtest_assignments_test_id_abtest_tests_test_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."abtest_tests"("test_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abtest_variants" ADD CONSTRAINT "abtest_variants_test_id_abtest_tests_test_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."abtest_tests"("test_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD CONSTRAINT "campaign_messages_campaign_id_remarketing_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."remarketing_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remarketing_campaigns" ADD CONSTRAINT "remarketing_campaigns_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_attempts_application_lender_key" ON "lead_attempts" USING btree ("application_id","lender_id");--> statement-breakpoint
CREATE INDEX "lead_attempts_lender_time_idx" ON "lead_attempts" USING btree ("lender_id","attempted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_applications_session_id_key" ON "loan_applications" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_applications_owner_session_key" ON "loan_applications" USING btree ("owner_session_id");--> statement-breakpoint
CREATE INDEX "loan_applications_status_created_idx" ON "loan_applications" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loan_applications_created_idx" ON "loan_applications" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loan_applications_email_idx" ON "loan_applications" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_admin_user_idx" ON "sessions" USING btree ("admin_user_id");--> statement-breakpoint
CREATE INDEX "analytics_events_type_created_idx" ON "analytics_events" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_session_idx" ON "analytics_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "abtest_assignments_variant_idx" ON "abtest_assignments" USING btree ("test_id","variant_id");--> statement-breakpoint
CREATE INDEX "abtest_events_test_idx" ON "abtest_events" USING btree ("test_id","variant_id","event_type");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_messages_campaign_channel_key" ON "campaign_messages" USING btree ("campaign_id","channel");--> statement-breakpoint
CREATE INDEX "opt_outs_email_idx" ON "opt_outs" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "opt_outs_phone_idx" ON "opt_outs" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "remarketing_campaigns_app_type_key" ON "remarketing_campaigns" USING btree ("application_id","campaign_type");--> statement-breakpoint
CREATE UNIQUE INDEX "remarketing_campaigns_token_key" ON "remarketing_campaigns" USING btree ("tracking_token");--> statement-breakpoint
CREATE INDEX "remarketing_campaigns_status_sched_idx" ON "remarketing_campaigns" USING btree ("status","scheduled_for");--> statement-breakpoint
CREATE INDEX "admin_login_attempts_email_idx" ON "admin_login_attempts" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "admin_login_attempts_ip_idx" ON "admin_login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");