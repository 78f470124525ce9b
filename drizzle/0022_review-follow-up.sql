ALTER TABLE "loan_applications" ADD COLUMN "review_cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_requests" ADD COLUMN "follow_up" text;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_follow_up_check" CHECK ("review_requests"."follow_up" is null or "review_requests"."follow_up" in ('offered','erased','has-outcome'));