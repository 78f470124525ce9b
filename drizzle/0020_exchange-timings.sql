ALTER TABLE "lead_attempts" ADD COLUMN "ping_latency_ms" integer;--> statement-breakpoint
ALTER TABLE "lead_attempts" ADD COLUMN "ping_http_status" integer;--> statement-breakpoint
ALTER TABLE "lead_attempts" ADD COLUMN "ping_decision" text;--> statement-breakpoint
ALTER TABLE "lead_attempts" ADD COLUMN "ping_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "lead_attempts" ADD COLUMN "post_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_attempts" ADD COLUMN "post_latency_ms" integer;