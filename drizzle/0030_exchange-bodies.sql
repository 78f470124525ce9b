CREATE TABLE "lead_attempt_bodies" (
	"attempt_id" bigint NOT NULL,
	"stage" text NOT NULL,
	"request" text,
	"answer" text,
	CONSTRAINT "lead_attempt_bodies_attempt_id_stage_pk" PRIMARY KEY("attempt_id","stage")
);
--> statement-breakpoint
ALTER TABLE "lender_test_calls" ADD COLUMN "request" text;--> statement-breakpoint
ALTER TABLE "lender_test_calls" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "lead_attempt_bodies" ADD CONSTRAINT "lead_attempt_bodies_attempt_id_lead_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."lead_attempts"("id") ON DELETE cascade ON UPDATE no action;