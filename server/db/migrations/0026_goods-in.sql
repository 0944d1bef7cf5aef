CREATE TABLE "supplier_order_lines" (
	"id_supplier_order_line" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_supplier_order" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"id_product" uuid NOT NULL,
	"ordered_quantity" integer NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"display_position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "supplier_order_lines_product_unique" UNIQUE("id_supplier_order","id_product"),
	CONSTRAINT "supplier_order_lines_quantities_check" CHECK ("supplier_order_lines"."ordered_quantity" > 0 and "supplier_order_lines"."received_quantity" >= 0 and "supplier_order_lines"."received_quantity" <= "supplier_order_lines"."ordered_quantity")
);
--> statement-breakpoint
CREATE TABLE "supplier_orders" (
	"id_supplier_order" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account" uuid NOT NULL,
	"id_warehouse" uuid NOT NULL,
	"id_client_account_supplier" uuid NOT NULL,
	"order_reference" varchar(30) NOT NULL,
	"order_type" varchar(10) DEFAULT 'Supplier' NOT NULL,
	"kitting_type" varchar(20),
	"priority" varchar(10) DEFAULT 'Normal' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"expected_date" date,
	"comment" varchar(320),
	"id_user" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_orders_account_unique" UNIQUE("id_supplier_order","id_client_account"),
	CONSTRAINT "supplier_orders_reference_check" CHECK (btrim("supplier_orders"."order_reference") <> ''),
	CONSTRAINT "supplier_orders_type_check" CHECK ("supplier_orders"."order_type" in ('Supplier', 'Return')),
	CONSTRAINT "supplier_orders_kitting_check" CHECK ("supplier_orders"."kitting_type" in ('KitAssembly', 'KitDisassembly')),
	CONSTRAINT "supplier_orders_priority_check" CHECK ("supplier_orders"."priority" in ('Urgent', 'High', 'Normal', 'Low', 'VeryLow')),
	CONSTRAINT "supplier_orders_status_check" CHECK ("supplier_orders"."status" in (0, 1, 20, 30, 50, 60))
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id_client_account_supplier" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account" uuid NOT NULL,
	"supplier_name" varchar(50) NOT NULL,
	"supplier_code" varchar(20),
	"contact_name" varchar(100),
	"email" varchar(320),
	"phone" varchar(30),
	"comment" varchar(320),
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_account_unique" UNIQUE("id_client_account_supplier","id_client_account"),
	CONSTRAINT "suppliers_name_check" CHECK (btrim("suppliers"."supplier_name") <> '')
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id_work_order" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account" uuid NOT NULL,
	"id_warehouse" uuid NOT NULL,
	"id_kit" uuid NOT NULL,
	"order_reference" varchar(30) NOT NULL,
	"quantity" integer NOT NULL,
	"priority" varchar(10) DEFAULT 'Normal' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"due_date" date,
	"comment" varchar(320),
	"id_user" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_orders_reference_check" CHECK (btrim("work_orders"."order_reference") <> ''),
	CONSTRAINT "work_orders_quantity_check" CHECK ("work_orders"."quantity" > 0),
	CONSTRAINT "work_orders_priority_check" CHECK ("work_orders"."priority" in ('Urgent', 'High', 'Normal', 'Low', 'VeryLow')),
	CONSTRAINT "work_orders_status_check" CHECK ("work_orders"."status" in (0, 1, 40))
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_cause_check";--> statement-breakpoint
ALTER TABLE "supplier_order_lines" ADD CONSTRAINT "supplier_order_lines_order_fk" FOREIGN KEY ("id_supplier_order","id_client_account") REFERENCES "public"."supplier_orders"("id_supplier_order","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_order_lines" ADD CONSTRAINT "supplier_order_lines_product_fk" FOREIGN KEY ("id_product","id_client_account") REFERENCES "public"."products"("id_product","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_warehouse_fk" FOREIGN KEY ("id_client_account","id_warehouse") REFERENCES "public"."client_account_warehouses"("id_client_account","id_warehouse") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_supplier_fk" FOREIGN KEY ("id_client_account_supplier","id_client_account") REFERENCES "public"."suppliers"("id_client_account_supplier","id_client_account") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_warehouse_fk" FOREIGN KEY ("id_client_account","id_warehouse") REFERENCES "public"."client_account_warehouses"("id_client_account","id_warehouse") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_kit_fk" FOREIGN KEY ("id_kit","id_client_account") REFERENCES "public"."kits"("id_kit","id_client_account") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_order_lines_product_idx" ON "supplier_order_lines" USING btree ("id_product");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_orders_reference_unique" ON "supplier_orders" USING btree ("id_client_account",lower("order_reference"));--> statement-breakpoint
CREATE INDEX "supplier_orders_account_created_idx" ON "supplier_orders" USING btree ("id_client_account","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_unique" ON "suppliers" USING btree ("id_client_account",lower("supplier_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_reference_unique" ON "work_orders" USING btree ("id_client_account",lower("order_reference"));--> statement-breakpoint
CREATE INDEX "work_orders_account_created_idx" ON "work_orders" USING btree ("id_client_account","created_at");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_cause_check" CHECK (cause in ('opening', 'checkout', 'import', 'order-edit', 'order-cancel', 'receipt', 'shipment', 'regulation', 'correction', 'outbound', 'kitting', 'work-order', 'supplier-return', 'dekitting'));