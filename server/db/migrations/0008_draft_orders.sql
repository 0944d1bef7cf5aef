CREATE TABLE "draft_order_addresses" (
	"id_draft" uuid NOT NULL,
	"id_address_book_address" uuid NOT NULL,
	"display_position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "draft_order_addresses_unique" UNIQUE("id_draft","id_address_book_address")
);
--> statement-breakpoint
CREATE TABLE "draft_order_documents" (
	"id_draft_order_document" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_draft" uuid NOT NULL,
	"id_document" uuid NOT NULL,
	"document_description" varchar(320),
	"display_position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draft_order_items" (
	"id_draft_order_item" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_draft" uuid NOT NULL,
	"id_product" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "draft_order_items_unique" UNIQUE("id_draft","id_product"),
	CONSTRAINT "draft_order_items_quantity_check" CHECK ("draft_order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "draft_orders" (
	"id_draft" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account" uuid NOT NULL,
	"id_warehouse" uuid NOT NULL,
	"id_user" uuid NOT NULL,
	"id_shipping_method" uuid,
	"order_type" varchar(20) DEFAULT 'DELIVERY' NOT NULL,
	"delivery_date" date,
	"ship_to_multiple" boolean DEFAULT false NOT NULL,
	"order_reference" varchar(30),
	"po_number" varchar(30),
	"order_comment" varchar(320),
	"address_comment" varchar(320),
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draft_order_addresses" ADD CONSTRAINT "draft_order_addresses_id_draft_draft_orders_id_draft_fk" FOREIGN KEY ("id_draft") REFERENCES "public"."draft_orders"("id_draft") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_order_addresses" ADD CONSTRAINT "draft_order_addresses_id_address_book_address_address_book_addresses_id_address_book_address_fk" FOREIGN KEY ("id_address_book_address") REFERENCES "public"."address_book_addresses"("id_address_book_address") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_order_documents" ADD CONSTRAINT "draft_order_documents_id_draft_draft_orders_id_draft_fk" FOREIGN KEY ("id_draft") REFERENCES "public"."draft_orders"("id_draft") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_order_documents" ADD CONSTRAINT "draft_order_documents_id_document_documents_id_document_fk" FOREIGN KEY ("id_document") REFERENCES "public"."documents"("id_document") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_order_items" ADD CONSTRAINT "draft_order_items_id_draft_draft_orders_id_draft_fk" FOREIGN KEY ("id_draft") REFERENCES "public"."draft_orders"("id_draft") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_order_items" ADD CONSTRAINT "draft_order_items_id_product_products_id_product_fk" FOREIGN KEY ("id_product") REFERENCES "public"."products"("id_product") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_id_warehouse_warehouses_id_warehouse_fk" FOREIGN KEY ("id_warehouse") REFERENCES "public"."warehouses"("id_warehouse") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_id_shipping_method_shipping_methods_id_shipping_method_fk" FOREIGN KEY ("id_shipping_method") REFERENCES "public"."shipping_methods"("id_shipping_method") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draft_order_documents_draft_idx" ON "draft_order_documents" USING btree ("id_draft","display_position");--> statement-breakpoint
CREATE INDEX "draft_orders_user_idx" ON "draft_orders" USING btree ("id_client_account","id_user","creation_date");