CREATE TABLE "custom_reports" (
	"id_custom_report" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account" uuid NOT NULL,
	"name" varchar(50) NOT NULL,
	"url" varchar(2000),
	"frame_origin" varchar(300),
	"comment" varchar(320),
	"enabled" boolean DEFAULT true NOT NULL,
	"display_position" integer DEFAULT 0 NOT NULL,
	"report_type" varchar(20) NOT NULL,
	"configuration_json" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_reports_name_check" CHECK (btrim("custom_reports"."name") <> ''),
	CONSTRAINT "custom_reports_type_check" CHECK ("custom_reports"."report_type" in ('PowerBI', 'DirectUrl')),
	CONSTRAINT "custom_reports_display_position_check" CHECK ("custom_reports"."display_position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "custom_reports" ADD CONSTRAINT "custom_reports_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_reports_account_idx" ON "custom_reports" USING btree ("id_client_account","display_position");