ALTER TABLE "mails" ADD COLUMN "delivery_state" varchar(20) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "sent_parts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "last_error" varchar(1000);--> statement-breakpoint
CREATE INDEX "mails_created_at_idx" ON "mails" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mails_pending_idx" ON "mails" USING btree ("next_attempt_at") WHERE "mails"."delivery_state" = 'pending';--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_delivery_state_check" CHECK ("mails"."delivery_state" in ('pending', 'delivered', 'failed'));