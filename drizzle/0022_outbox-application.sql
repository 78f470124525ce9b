ALTER TABLE "outbox_messages" ADD COLUMN "application_id" uuid;--> statement-breakpoint
CREATE INDEX "outbox_messages_application_idx" ON "outbox_messages" USING btree ("application_id");