ALTER TABLE "abtest_tests" ADD COLUMN "slot" text;--> statement-breakpoint
ALTER TABLE "abtest_variants" ADD COLUMN "content" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "abtest_tests_active_slot_key" ON "abtest_tests" USING btree ("slot") WHERE "abtest_tests"."status" = 'active' and "abtest_tests"."slot" is not null;--> statement-breakpoint
ALTER TABLE "abtest_tests" ADD CONSTRAINT "abtest_tests_slot_check" CHECK ("abtest_tests"."slot" in ('home-hero','apply-cta'));