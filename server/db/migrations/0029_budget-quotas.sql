CREATE TABLE "budget_consumptions" (
	"id_customer_order_delivery_product" uuid NOT NULL,
	"id_budget_quota_amount" uuid NOT NULL,
	"id_user" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_consumptions_pk" PRIMARY KEY("id_customer_order_delivery_product","id_budget_quota_amount"),
	CONSTRAINT "budget_consumptions_amount_check" CHECK ("budget_consumptions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "budget_quota_amounts" (
	"id_budget_quota_amount" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_quota" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"id_entity" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"amount_used" numeric(12, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "budget_quota_amounts_unique" UNIQUE("id_quota","id_entity"),
	CONSTRAINT "budget_quota_amounts_check" CHECK ("budget_quota_amounts"."amount" >= 0 and "budget_quota_amounts"."amount_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "budget_quotas" (
	"id_quota" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account" uuid NOT NULL,
	"label" varchar(50) NOT NULL,
	"quota_type" integer NOT NULL,
	"id_hierarchy_model" uuid,
	"enabled" boolean DEFAULT true NOT NULL,
	"valid_period_type" integer DEFAULT 1 NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_quotas_account_unique" UNIQUE("id_quota","id_client_account"),
	CONSTRAINT "budget_quotas_label_check" CHECK (btrim("budget_quotas"."label") <> ''),
	CONSTRAINT "budget_quotas_type_check" CHECK ("budget_quotas"."quota_type" in (1, 2, 3)),
	CONSTRAINT "budget_quotas_target_check" CHECK (("budget_quotas"."quota_type" = 1) = ("budget_quotas"."id_hierarchy_model" is not null)),
	CONSTRAINT "budget_quotas_period_check" CHECK ("budget_quotas"."valid_period_type" in (1, 4)),
	CONSTRAINT "budget_quotas_dates_check" CHECK ("budget_quotas"."valid_from" <= "budget_quotas"."valid_to")
);
--> statement-breakpoint
ALTER TABLE "budget_consumptions" ADD CONSTRAINT "budget_consumptions_id_customer_order_delivery_product_customer_order_delivery_products_id_customer_order_delivery_product_fk" FOREIGN KEY ("id_customer_order_delivery_product") REFERENCES "public"."customer_order_delivery_products"("id_customer_order_delivery_product") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_consumptions" ADD CONSTRAINT "budget_consumptions_id_budget_quota_amount_budget_quota_amounts_id_budget_quota_amount_fk" FOREIGN KEY ("id_budget_quota_amount") REFERENCES "public"."budget_quota_amounts"("id_budget_quota_amount") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_quota_amounts" ADD CONSTRAINT "budget_quota_amounts_quota_fk" FOREIGN KEY ("id_quota","id_client_account") REFERENCES "public"."budget_quotas"("id_quota","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_quotas" ADD CONSTRAINT "budget_quotas_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_quotas" ADD CONSTRAINT "budget_quotas_hierarchy_model_fk" FOREIGN KEY ("id_hierarchy_model","id_client_account") REFERENCES "public"."hierarchy_models"("id_hierarchy_model","id_client_account") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_consumptions_amount_idx" ON "budget_consumptions" USING btree ("id_budget_quota_amount");--> statement-breakpoint
CREATE INDEX "budget_consumptions_user_idx" ON "budget_consumptions" USING btree ("id_user","created_at");--> statement-breakpoint
CREATE INDEX "budget_quota_amounts_entity_idx" ON "budget_quota_amounts" USING btree ("id_entity");--> statement-breakpoint
CREATE INDEX "budget_quotas_account_idx" ON "budget_quotas" USING btree ("id_client_account","valid_to");