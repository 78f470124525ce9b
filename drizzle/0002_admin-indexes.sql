DROP INDEX "loan_applications_status_created_idx";--> statement-breakpoint
DROP INDEX "loan_applications_created_idx";--> statement-breakpoint
DROP INDEX "analytics_events_created_idx";--> statement-breakpoint
CREATE INDEX "loan_applications_status_created_idx" ON "loan_applications" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "loan_applications_created_idx" ON "loan_applications" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at","session_id");