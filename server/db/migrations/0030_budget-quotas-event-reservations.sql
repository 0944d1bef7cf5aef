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
CREATE TABLE "event_reservation_draws" (
	"id_customer_order" uuid NOT NULL,
	"id_event_reservation" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "event_reservation_draws_pk" PRIMARY KEY("id_customer_order","id_event_reservation"),
	CONSTRAINT "event_reservation_draws_quantity_check" CHECK ("event_reservation_draws"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "event_reservations" (
	"id_event_reservation" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_event" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"id_product" uuid NOT NULL,
	"id_warehouse" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"used_quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reservations_unique" UNIQUE("id_event","id_product","id_warehouse"),
	CONSTRAINT "event_reservations_quantity_check" CHECK ("event_reservations"."quantity" > 0 and "event_reservations"."used_quantity" >= 0 and "event_reservations"."used_quantity" <= "event_reservations"."quantity")
);
--> statement-breakpoint
ALTER TABLE "budget_consumptions" ADD CONSTRAINT "budget_consumptions_id_customer_order_delivery_product_customer_order_delivery_products_id_customer_order_delivery_product_fk" FOREIGN KEY ("id_customer_order_delivery_product") REFERENCES "public"."customer_order_delivery_products"("id_customer_order_delivery_product") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_consumptions" ADD CONSTRAINT "budget_consumptions_id_budget_quota_amount_budget_quota_amounts_id_budget_quota_amount_fk" FOREIGN KEY ("id_budget_quota_amount") REFERENCES "public"."budget_quota_amounts"("id_budget_quota_amount") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_quota_amounts" ADD CONSTRAINT "budget_quota_amounts_quota_fk" FOREIGN KEY ("id_quota","id_client_account") REFERENCES "public"."budget_quotas"("id_quota","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_quotas" ADD CONSTRAINT "budget_quotas_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_quotas" ADD CONSTRAINT "budget_quotas_hierarchy_model_fk" FOREIGN KEY ("id_hierarchy_model","id_client_account") REFERENCES "public"."hierarchy_models"("id_hierarchy_model","id_client_account") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reservation_draws" ADD CONSTRAINT "event_reservation_draws_id_customer_order_customer_orders_id_customer_order_fk" FOREIGN KEY ("id_customer_order") REFERENCES "public"."customer_orders"("id_customer_order") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reservation_draws" ADD CONSTRAINT "event_reservation_draws_id_event_reservation_event_reservations_id_event_reservation_fk" FOREIGN KEY ("id_event_reservation") REFERENCES "public"."event_reservations"("id_event_reservation") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reservations" ADD CONSTRAINT "event_reservations_event_fk" FOREIGN KEY ("id_event","id_client_account") REFERENCES "public"."events"("id_event","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reservations" ADD CONSTRAINT "event_reservations_product_fk" FOREIGN KEY ("id_product","id_client_account") REFERENCES "public"."products"("id_product","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reservations" ADD CONSTRAINT "event_reservations_warehouse_fk" FOREIGN KEY ("id_client_account","id_warehouse") REFERENCES "public"."client_account_warehouses"("id_client_account","id_warehouse") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_consumptions_amount_idx" ON "budget_consumptions" USING btree ("id_budget_quota_amount");--> statement-breakpoint
CREATE INDEX "budget_consumptions_user_idx" ON "budget_consumptions" USING btree ("id_user","created_at");--> statement-breakpoint
CREATE INDEX "budget_quota_amounts_entity_idx" ON "budget_quota_amounts" USING btree ("id_entity");--> statement-breakpoint
CREATE INDEX "budget_quotas_account_idx" ON "budget_quotas" USING btree ("id_client_account","valid_to");--> statement-breakpoint
CREATE INDEX "event_reservation_draws_reservation_idx" ON "event_reservation_draws" USING btree ("id_event_reservation");--> statement-breakpoint
CREATE INDEX "event_reservations_stock_idx" ON "event_reservations" USING btree ("id_warehouse","id_product");