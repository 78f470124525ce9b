ALTER TABLE "loan_applications" ADD COLUMN "quality" jsonb;--> statement-breakpoint
CREATE INDEX "loan_applications_consented_idx" ON "loan_applications" USING btree ("consented_at");