ALTER TABLE "client_accounts" ADD COLUMN "event_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "has_quotas" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "has_budget_quotas" boolean DEFAULT false NOT NULL;