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
CREATE TABLE "hierarchy_models" (
	"id_hierarchy_model" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account" uuid NOT NULL,
	"label" varchar(50) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"use_masquerade" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hierarchy_models_account_unique" UNIQUE("id_hierarchy_model","id_client_account"),
	CONSTRAINT "hierarchy_models_label_check" CHECK (btrim("hierarchy_models"."label") <> '')
);
--> statement-breakpoint
CREATE TABLE "hierarchy_node_users" (
	"id_hierarchy_node" uuid NOT NULL,
	"id_user" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	CONSTRAINT "hierarchy_node_users_pk" PRIMARY KEY("id_hierarchy_node","id_user")
);
--> statement-breakpoint
CREATE TABLE "hierarchy_nodes" (
	"id_hierarchy_node" uuid PRIMARY KEY NOT NULL,
	"id_hierarchy_model" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"id_parent_node" uuid,
	"label" varchar(50) NOT NULL,
	"display_position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hierarchy_nodes_label_check" CHECK (btrim("hierarchy_nodes"."label") <> '')
);
--> statement-breakpoint
CREATE TABLE "quota_consumptions" (
	"id_customer_order_delivery_product" uuid NOT NULL,
	"id_quota" uuid NOT NULL,
	"id_user" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "quota_consumptions_pk" PRIMARY KEY("id_customer_order_delivery_product","id_quota"),
	CONSTRAINT "quota_consumptions_quantity_check" CHECK ("quota_consumptions"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "quota_personals" (
	"id_quota_personal" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_quota" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"id_user" uuid NOT NULL,
	CONSTRAINT "quota_personals_unique" UNIQUE("id_quota","id_user")
);
--> statement-breakpoint
CREATE TABLE "quotas" (
	"id_quota" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account" uuid NOT NULL,
	"quota_type" integer NOT NULL,
	"id_hierarchy_model" uuid,
	"id_user_group" uuid,
	"id_product" uuid NOT NULL,
	"quota" integer NOT NULL,
	"quota_used" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"valid_period_type" integer DEFAULT 1 NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"unit_type" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotas_account_unique" UNIQUE("id_quota","id_client_account"),
	CONSTRAINT "quotas_type_check" CHECK ("quotas"."quota_type" in (1, 2, 3)),
	CONSTRAINT "quotas_target_check" CHECK (("quotas"."quota_type" = 1) = ("quotas"."id_hierarchy_model" is not null) and ("quotas"."quota_type" = 2) = ("quotas"."id_user_group" is not null)),
	CONSTRAINT "quotas_period_check" CHECK ("quotas"."valid_period_type" in (1, 4)),
	CONSTRAINT "quotas_unit_check" CHECK ("quotas"."unit_type" = 1),
	CONSTRAINT "quotas_quantities_check" CHECK ("quotas"."quota" > 0 and "quotas"."quota_used" >= 0),
	CONSTRAINT "quotas_dates_check" CHECK ("quotas"."valid_from" <= "quotas"."valid_to")
);
--> statement-breakpoint
ALTER TABLE "event_tags" ADD CONSTRAINT "event_tags_event_fk" FOREIGN KEY ("id_event","id_client_account") REFERENCES "public"."events"("id_event","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tags" ADD CONSTRAINT "event_tags_tag_fk" FOREIGN KEY ("id_tag","id_client_account") REFERENCES "public"."tags"("id_tag","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hierarchy_models" ADD CONSTRAINT "hierarchy_models_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hierarchy_node_users" ADD CONSTRAINT "hierarchy_node_users_id_hierarchy_node_hierarchy_nodes_id_hierarchy_node_fk" FOREIGN KEY ("id_hierarchy_node") REFERENCES "public"."hierarchy_nodes"("id_hierarchy_node") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hierarchy_node_users" ADD CONSTRAINT "hierarchy_node_users_user_fk" FOREIGN KEY ("id_user","id_client_account") REFERENCES "public"."user_accounts"("id_user","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hierarchy_nodes" ADD CONSTRAINT "hierarchy_nodes_model_fk" FOREIGN KEY ("id_hierarchy_model","id_client_account") REFERENCES "public"."hierarchy_models"("id_hierarchy_model","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_consumptions" ADD CONSTRAINT "quota_consumptions_id_customer_order_delivery_product_customer_order_delivery_products_id_customer_order_delivery_product_fk" FOREIGN KEY ("id_customer_order_delivery_product") REFERENCES "public"."customer_order_delivery_products"("id_customer_order_delivery_product") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_consumptions" ADD CONSTRAINT "quota_consumptions_id_quota_quotas_id_quota_fk" FOREIGN KEY ("id_quota") REFERENCES "public"."quotas"("id_quota") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_personals" ADD CONSTRAINT "quota_personals_quota_fk" FOREIGN KEY ("id_quota","id_client_account") REFERENCES "public"."quotas"("id_quota","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_personals" ADD CONSTRAINT "quota_personals_user_fk" FOREIGN KEY ("id_user","id_client_account") REFERENCES "public"."user_accounts"("id_user","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotas" ADD CONSTRAINT "quotas_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotas" ADD CONSTRAINT "quotas_product_fk" FOREIGN KEY ("id_product","id_client_account") REFERENCES "public"."products"("id_product","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotas" ADD CONSTRAINT "quotas_hierarchy_model_fk" FOREIGN KEY ("id_hierarchy_model","id_client_account") REFERENCES "public"."hierarchy_models"("id_hierarchy_model","id_client_account") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotas" ADD CONSTRAINT "quotas_group_fk" FOREIGN KEY ("id_user_group","id_client_account") REFERENCES "public"."client_account_groups"("id_client_account_group","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_account_start_idx" ON "events" USING btree ("id_client_account","event_start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "hierarchy_models_label_unique" ON "hierarchy_models" USING btree ("id_client_account",lower("label"));--> statement-breakpoint
CREATE INDEX "hierarchy_node_users_user_idx" ON "hierarchy_node_users" USING btree ("id_user","id_client_account");--> statement-breakpoint
CREATE INDEX "hierarchy_nodes_model_idx" ON "hierarchy_nodes" USING btree ("id_hierarchy_model");--> statement-breakpoint
CREATE INDEX "hierarchy_nodes_parent_idx" ON "hierarchy_nodes" USING btree ("id_parent_node");--> statement-breakpoint
CREATE INDEX "quota_consumptions_quota_idx" ON "quota_consumptions" USING btree ("id_quota","id_user");--> statement-breakpoint
CREATE INDEX "quota_personals_user_idx" ON "quota_personals" USING btree ("id_user","id_client_account");--> statement-breakpoint
CREATE INDEX "quotas_account_product_idx" ON "quotas" USING btree ("id_client_account","id_product");