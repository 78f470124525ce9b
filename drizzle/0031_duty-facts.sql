CREATE TABLE "duty_application_facts" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"vulnerability" text NOT NULL,
	"age_band" text NOT NULL,
	"amount_band" text NOT NULL,
	"employment_type" text NOT NULL,
	"referred" boolean NOT NULL,
	"sold" boolean NOT NULL,
	"complaints" integer NOT NULL,
	"upheld" integer NOT NULL,
	"reviewed" boolean NOT NULL,
	"changed" boolean NOT NULL,
	"opted_out" boolean NOT NULL,
	"apr" integer,
	"funded" boolean NOT NULL,
	"returns" integer NOT NULL,
	"commission" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duty_facts_stale" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "duty_facts_stale_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duty_lender_facts" (
	"application_id" uuid NOT NULL,
	"lender_id" text NOT NULL,
	"lender_name" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"vulnerability" text NOT NULL,
	"age_band" text NOT NULL,
	"amount_band" text NOT NULL,
	"employment_type" text NOT NULL,
	"referred" boolean NOT NULL,
	"sold" boolean NOT NULL,
	"complaints" integer NOT NULL,
	"upheld" integer NOT NULL,
	"reviewed" boolean NOT NULL,
	"changed" boolean NOT NULL,
	"opted_out" boolean NOT NULL,
	"apr" integer,
	"funded" boolean NOT NULL,
	"returns" integer NOT NULL,
	"commission" integer NOT NULL,
	CONSTRAINT "duty_lender_facts_application_id_lender_id_pk" PRIMARY KEY("application_id","lender_id")
);
--> statement-breakpoint
CREATE INDEX "duty_application_facts_submitted_idx" ON "duty_application_facts" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "duty_lender_facts_submitted_idx" ON "duty_lender_facts" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "duty_lender_facts_lender_idx" ON "duty_lender_facts" USING btree ("lender_id","submitted_at");--> statement-breakpoint
-- Decision 154: each write to what the Consumer Duty outcomes read names its application in
-- duty_facts_stale, in the writer's own transaction (both drivers: PGlite runs PL/pgSQL). An insert
-- only: a writer never waits on another writer here. The facts are worked out again from the
-- sources before a read (src/server/modules/outcomes/duty-facts.repository.ts).
CREATE FUNCTION "duty_facts_stale_by_application"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO duty_facts_stale (application_id) VALUES (OLD.application_id);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.application_id IS DISTINCT FROM OLD.application_id) THEN
    INSERT INTO duty_facts_stale (application_id) VALUES (NEW.application_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "duty_facts_stale_application"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO duty_facts_stale (application_id)
  VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A complaint names its application by the application's reference (its session id).
CREATE FUNCTION "duty_facts_stale_complaint"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO duty_facts_stale (application_id)
  SELECT a.id FROM loan_applications a
  WHERE a.session_id IN (
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.application_reference END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.application_reference END);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An opt-out names every application made with its email.
CREATE FUNCTION "duty_facts_stale_opt_out"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO duty_facts_stale (application_id)
  SELECT a.id FROM loan_applications a
  WHERE lower(a.email) IN (
    CASE WHEN TG_OP <> 'INSERT' THEN lower(OLD.email) END,
    CASE WHEN TG_OP <> 'DELETE' THEN lower(NEW.email) END);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A TRUNCATE skips row triggers: every fact is worked out again.
CREATE FUNCTION "duty_facts_stale_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO duty_facts_stale (application_id)
  SELECT application_id FROM duty_application_facts
  UNION SELECT application_id FROM duty_lender_facts;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only a submitted application has facts: a draft's step saves fire nothing.
CREATE TRIGGER "loan_applications_duty_facts" AFTER INSERT ON "loan_applications"
FOR EACH ROW WHEN (NEW.submitted_at IS NOT NULL) EXECUTE FUNCTION duty_facts_stale_application();
--> statement-breakpoint
CREATE TRIGGER "loan_applications_duty_facts_delete" AFTER DELETE ON "loan_applications"
FOR EACH ROW WHEN (OLD.submitted_at IS NOT NULL) EXECUTE FUNCTION duty_facts_stale_application();
--> statement-breakpoint
CREATE TRIGGER "loan_applications_duty_facts_update" AFTER UPDATE ON "loan_applications"
FOR EACH ROW WHEN ((OLD.submitted_at IS NOT NULL OR NEW.submitted_at IS NOT NULL) AND (
  OLD.submitted_at IS DISTINCT FROM NEW.submitted_at OR OLD.status IS DISTINCT FROM NEW.status
  OR OLD.gate_reason IS DISTINCT FROM NEW.gate_reason OR OLD.session_id IS DISTINCT FROM NEW.session_id
  OR OLD.email IS DISTINCT FROM NEW.email OR OLD.date_of_birth IS DISTINCT FROM NEW.date_of_birth
  OR OLD.loan_amount IS DISTINCT FROM NEW.loan_amount OR OLD.employment_type IS DISTINCT FROM NEW.employment_type
  OR OLD.in_financial_difficulty IS DISTINCT FROM NEW.in_financial_difficulty
  OR OLD.missed_priority_bills IS DISTINCT FROM NEW.missed_priority_bills
  OR OLD.wants_debt_help IS DISTINCT FROM NEW.wants_debt_help))
EXECUTE FUNCTION duty_facts_stale_application();
--> statement-breakpoint
CREATE TRIGGER "lead_attempts_duty_facts" AFTER INSERT OR DELETE ON "lead_attempts"
FOR EACH ROW EXECUTE FUNCTION duty_facts_stale_by_application();
--> statement-breakpoint
CREATE TRIGGER "lead_attempts_duty_facts_update" AFTER UPDATE ON "lead_attempts"
FOR EACH ROW WHEN (OLD.decision IS DISTINCT FROM NEW.decision OR OLD.http_status IS DISTINCT FROM NEW.http_status
  OR OLD.lender_id IS DISTINCT FROM NEW.lender_id OR OLD.lender_name IS DISTINCT FROM NEW.lender_name
  OR OLD.application_id IS DISTINCT FROM NEW.application_id)
EXECUTE FUNCTION duty_facts_stale_by_application();
--> statement-breakpoint
-- Outcomes, returns, the ledger and reviews name their application by its id, on any write.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['lead_outcomes', 'lead_returns', 'ledger_entries', 'review_requests'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'FOR EACH ROW EXECUTE FUNCTION duty_facts_stale_by_application()', t || '_duty_facts', t);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER "complaints_duty_facts" AFTER INSERT OR UPDATE OR DELETE ON "complaints"
FOR EACH ROW EXECUTE FUNCTION duty_facts_stale_complaint();
--> statement-breakpoint
CREATE TRIGGER "opt_outs_duty_facts" AFTER INSERT OR UPDATE OR DELETE ON "opt_outs"
FOR EACH ROW EXECUTE FUNCTION duty_facts_stale_opt_out();
--> statement-breakpoint
-- A TRUNCATE of any of the eight: every application with facts is named (duty_facts_stale_all).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['loan_applications', 'lead_attempts', 'lead_outcomes', 'lead_returns', 'ledger_entries',
      'review_requests', 'complaints', 'opt_outs'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION duty_facts_stale_all()',
      t || '_duty_facts_truncate', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- The applications already submitted: worked out by the first refresh (the job or a read).
INSERT INTO "duty_facts_stale" (application_id)
SELECT id FROM loan_applications WHERE submitted_at IS NOT NULL ORDER BY submitted_at;
