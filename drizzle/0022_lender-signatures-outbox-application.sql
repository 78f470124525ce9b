CREATE TABLE "lender_signatures_seen" (
	"lender_id" text NOT NULL,
	"signature" text NOT NULL,
	"signed_at" bigint NOT NULL,
	CONSTRAINT "lender_signatures_seen_lender_id_signature_pk" PRIMARY KEY("lender_id","signature")
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "application_id" uuid;--> statement-breakpoint
CREATE INDEX "lender_signatures_seen_signed_at_idx" ON "lender_signatures_seen" USING btree ("signed_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_application_idx" ON "outbox_messages" USING btree ("application_id");