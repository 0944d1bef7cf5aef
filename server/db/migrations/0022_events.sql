CREATE TABLE "event_tags" (
	"id_event_tag" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_event" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"id_tag" uuid NOT NULL,
	CONSTRAINT "event_tags_unique" UNIQUE("id_event","id_tag")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id_event" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account" uuid NOT NULL,
	"event_name" varchar(50) NOT NULL,
	"event_start_date" date NOT NULL,
	"event_end_date" date NOT NULL,
	"expedition_date" date,
	"return_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_account_unique" UNIQUE("id_event","id_client_account"),
	CONSTRAINT "events_name_check" CHECK (btrim("events"."event_name") <> ''),
	CONSTRAINT "events_dates_check" CHECK ("events"."event_start_date" <= "events"."event_end_date")
);
--> statement-breakpoint
ALTER TABLE "event_tags" ADD CONSTRAINT "event_tags_event_fk" FOREIGN KEY ("id_event","id_client_account") REFERENCES "public"."events"("id_event","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tags" ADD CONSTRAINT "event_tags_tag_fk" FOREIGN KEY ("id_tag","id_client_account") REFERENCES "public"."tags"("id_tag","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_account_start_idx" ON "events" USING btree ("id_client_account","event_start_date");