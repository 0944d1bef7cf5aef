CREATE TABLE "cart_documents" (
	"id_cart_document" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_cart" uuid NOT NULL,
	"id_document" uuid NOT NULL,
	"document_description" varchar(320),
	"display_position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id_cart_item" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_cart" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"id_product" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_product_unique" UNIQUE("id_cart","id_product"),
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id_cart" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_user" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"id_warehouse" uuid NOT NULL,
	"type" varchar(10) NOT NULL,
	"id_event" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_owner_unique" UNIQUE NULLS NOT DISTINCT("id_user","id_client_account","id_warehouse","type","id_event"),
	CONSTRAINT "carts_account_unique" UNIQUE("id_cart","id_client_account"),
	CONSTRAINT "carts_type_check" CHECK ("carts"."type" in ('WAREHOUSE', 'BOX', 'EVENT')),
	CONSTRAINT "carts_event_check" CHECK (("carts"."type" = 'EVENT') = ("carts"."id_event" is not null))
);
--> statement-breakpoint
CREATE TABLE "checkout_addresses" (
	"id_checkout_address" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_cart" uuid NOT NULL,
	"id_address_book_address" uuid NOT NULL,
	"display_position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "checkout_addresses_unique" UNIQUE("id_cart","id_address_book_address")
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id_cart" uuid PRIMARY KEY NOT NULL,
	"id_client_account" uuid NOT NULL,
	"id_shipping_method" uuid,
	"order_type" varchar(20) DEFAULT 'DELIVERY' NOT NULL,
	"delivery_date" date,
	"ship_to_multiple" boolean DEFAULT false NOT NULL,
	"id_box_user" uuid,
	"box_user_first_name" varchar(50),
	"box_user_last_name" varchar(50),
	"box_user_email" varchar(320),
	"box_user_mobile" varchar(20),
	"box_user_phone" varchar(20),
	"address_comment" varchar(320),
	"order_comment" varchar(320),
	"order_reference" varchar(30),
	"po_number" varchar(30),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_order_type_check" CHECK ("checkouts"."order_type" in ('DELIVERY', 'TRANSFERT', 'DESTRUCT'))
);
--> statement-breakpoint
CREATE TABLE "customer_order_deliveries" (
	"id_customer_order_delivery" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_customer_order" uuid NOT NULL,
	"id_warehouse" uuid NOT NULL,
	"id_shipping_method" uuid,
	"id_address_book_address" uuid,
	"requested_delivery_date" date,
	"address_name" varchar(50),
	"address_type" varchar(20),
	"delivery_company_name" varchar(50),
	"delivery_firstname" varchar(50),
	"delivery_lastname" varchar(50),
	"delivery_address1" varchar(30) NOT NULL,
	"delivery_address2" varchar(30),
	"delivery_address_zip_code" varchar(10) NOT NULL,
	"delivery_address_city" varchar(100) NOT NULL,
	"delivery_address_country_iso2" varchar(2) NOT NULL,
	"delivery_instruction" varchar(320),
	"address_comment" varchar(320),
	"box_user_first_name" varchar(50),
	"box_user_last_name" varchar(50),
	"box_user_email" varchar(320),
	"box_user_mobile" varchar(20),
	"box_user_phone" varchar(20),
	"transport_required" boolean DEFAULT true NOT NULL,
	"transport_type" varchar(50),
	"appointment_date" timestamp with time zone,
	"appointment_comment" varchar(320),
	"id_relay_point_address" uuid,
	"inbound_name" varchar(50),
	"outbound_name" varchar(50)
);
--> statement-breakpoint
CREATE TABLE "customer_order_delivery_products" (
	"id_customer_order_delivery_product" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_customer_order_delivery" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"id_product" uuid,
	"id_bundle" uuid,
	"ordered_quantity" integer NOT NULL,
	"delivered_quantity" integer DEFAULT 0 NOT NULL,
	"product_name" varchar(50) NOT NULL,
	"sku" varchar(15) NOT NULL,
	"sku_client" varchar(15),
	"price_sell" numeric(12, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_order_delivery_products_line_unique" UNIQUE("id_customer_order_delivery","line_number"),
	CONSTRAINT "customer_order_delivery_products_quantity_check" CHECK ("customer_order_delivery_products"."ordered_quantity" > 0 and "customer_order_delivery_products"."delivered_quantity" between 0 and "customer_order_delivery_products"."ordered_quantity")
);
--> statement-breakpoint
CREATE TABLE "customer_order_documents" (
	"id_customer_order_document" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_customer_order" uuid NOT NULL,
	"id_document" uuid NOT NULL,
	"document_description" varchar(320),
	"display_position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_orders" (
	"id_customer_order" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account" uuid NOT NULL,
	"id_user" uuid NOT NULL,
	"order_number" varchar(20) NOT NULL,
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"status_code" integer DEFAULT 1 NOT NULL,
	"status_name" varchar(20) DEFAULT 'Open' NOT NULL,
	"order_type" varchar(20) DEFAULT 'DELIVERY' NOT NULL,
	"order_reason" varchar(50),
	"order_reference" varchar(30),
	"po_number" varchar(30),
	"order_comment" varchar(320),
	"id_event" uuid,
	"buyer_reference" varchar(30),
	"buyer_lastname" varchar(50),
	"buyer_firstname" varchar(50),
	"buyer_phone" varchar(50),
	"buyer_mobile" varchar(20),
	"buyer_email" varchar(320),
	"requester_reference" varchar(30),
	"requester_lastname" varchar(50),
	"requester_firstname" varchar(50),
	"requester_phone" varchar(50),
	"requester_mobile" varchar(20),
	"requester_email" varchar(320),
	CONSTRAINT "customer_orders_number_unique" UNIQUE("id_client_account","order_number"),
	CONSTRAINT "customer_orders_status_check" CHECK (status_code in (-10, 0, 1, 10, 30, 40, 50, 60, 63, 64, 66, 70))
);
--> statement-breakpoint
CREATE TABLE "delivery_settings" (
	"id_client_account" uuid PRIMARY KEY NOT NULL,
	"delivery_delay_in_day" integer DEFAULT 1 NOT NULL,
	"delivery_max_delay_in_day" integer DEFAULT 60 NOT NULL,
	"delivery_day_of_week_order_before_hour" integer,
	"delivery_week_end_enabled" boolean DEFAULT false NOT NULL,
	"delivery_day_of_week" integer,
	"delivery_day_of_week_week_increment" integer,
	CONSTRAINT "delivery_settings_days_check" CHECK ("delivery_settings"."delivery_delay_in_day" >= 0 and "delivery_settings"."delivery_max_delay_in_day" >= 0),
	CONSTRAINT "delivery_settings_cut_off_check" CHECK ("delivery_settings"."delivery_day_of_week_order_before_hour" between 0 and 86399),
	CONSTRAINT "delivery_settings_day_check" CHECK ("delivery_settings"."delivery_day_of_week" between 0 and 6),
	CONSTRAINT "delivery_settings_increment_check" CHECK ("delivery_settings"."delivery_day_of_week_week_increment" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "order_numbers" (
	"id_client_account" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_numbers_last_check" CHECK ("order_numbers"."last_number" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_documents" ADD CONSTRAINT "cart_documents_id_cart_carts_id_cart_fk" FOREIGN KEY ("id_cart") REFERENCES "public"."carts"("id_cart") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_documents" ADD CONSTRAINT "cart_documents_id_document_documents_id_document_fk" FOREIGN KEY ("id_document") REFERENCES "public"."documents"("id_document") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_fk" FOREIGN KEY ("id_cart","id_client_account") REFERENCES "public"."carts"("id_cart","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_fk" FOREIGN KEY ("id_product","id_client_account") REFERENCES "public"."products"("id_product","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_account_warehouse_fk" FOREIGN KEY ("id_client_account","id_warehouse") REFERENCES "public"."client_account_warehouses"("id_client_account","id_warehouse") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_addresses" ADD CONSTRAINT "checkout_addresses_id_cart_checkouts_id_cart_fk" FOREIGN KEY ("id_cart") REFERENCES "public"."checkouts"("id_cart") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_addresses" ADD CONSTRAINT "checkout_addresses_id_address_book_address_address_book_addresses_id_address_book_address_fk" FOREIGN KEY ("id_address_book_address") REFERENCES "public"."address_book_addresses"("id_address_book_address") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_id_shipping_method_shipping_methods_id_shipping_method_fk" FOREIGN KEY ("id_shipping_method") REFERENCES "public"."shipping_methods"("id_shipping_method") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_id_box_user_users_id_user_fk" FOREIGN KEY ("id_box_user") REFERENCES "public"."users"("id_user") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_cart_fk" FOREIGN KEY ("id_cart","id_client_account") REFERENCES "public"."carts"("id_cart","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order_deliveries" ADD CONSTRAINT "customer_order_deliveries_id_customer_order_customer_orders_id_customer_order_fk" FOREIGN KEY ("id_customer_order") REFERENCES "public"."customer_orders"("id_customer_order") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order_deliveries" ADD CONSTRAINT "customer_order_deliveries_id_warehouse_warehouses_id_warehouse_fk" FOREIGN KEY ("id_warehouse") REFERENCES "public"."warehouses"("id_warehouse") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order_deliveries" ADD CONSTRAINT "customer_order_deliveries_id_shipping_method_shipping_methods_id_shipping_method_fk" FOREIGN KEY ("id_shipping_method") REFERENCES "public"."shipping_methods"("id_shipping_method") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order_deliveries" ADD CONSTRAINT "customer_order_deliveries_id_address_book_address_address_book_addresses_id_address_book_address_fk" FOREIGN KEY ("id_address_book_address") REFERENCES "public"."address_book_addresses"("id_address_book_address") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order_deliveries" ADD CONSTRAINT "customer_order_deliveries_delivery_address_country_iso2_countries_iso2_fk" FOREIGN KEY ("delivery_address_country_iso2") REFERENCES "public"."countries"("iso2") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order_delivery_products" ADD CONSTRAINT "customer_order_delivery_products_id_customer_order_delivery_customer_order_deliveries_id_customer_order_delivery_fk" FOREIGN KEY ("id_customer_order_delivery") REFERENCES "public"."customer_order_deliveries"("id_customer_order_delivery") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order_delivery_products" ADD CONSTRAINT "customer_order_delivery_products_id_product_products_id_product_fk" FOREIGN KEY ("id_product") REFERENCES "public"."products"("id_product") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order_delivery_products" ADD CONSTRAINT "customer_order_delivery_products_id_bundle_products_id_product_fk" FOREIGN KEY ("id_bundle") REFERENCES "public"."products"("id_product") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order_documents" ADD CONSTRAINT "customer_order_documents_id_customer_order_customer_orders_id_customer_order_fk" FOREIGN KEY ("id_customer_order") REFERENCES "public"."customer_orders"("id_customer_order") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order_documents" ADD CONSTRAINT "customer_order_documents_id_document_documents_id_document_fk" FOREIGN KEY ("id_document") REFERENCES "public"."documents"("id_document") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_orders" ADD CONSTRAINT "customer_orders_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_orders" ADD CONSTRAINT "customer_orders_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD CONSTRAINT "delivery_settings_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_numbers" ADD CONSTRAINT "order_numbers_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_documents_cart_idx" ON "cart_documents" USING btree ("id_cart","display_position");--> statement-breakpoint
CREATE INDEX "checkout_addresses_cart_idx" ON "checkout_addresses" USING btree ("id_cart","display_position");--> statement-breakpoint
CREATE INDEX "customer_order_deliveries_order_idx" ON "customer_order_deliveries" USING btree ("id_customer_order");--> statement-breakpoint
CREATE INDEX "customer_order_delivery_products_product_idx" ON "customer_order_delivery_products" USING btree ("id_product");--> statement-breakpoint
CREATE INDEX "customer_order_documents_order_idx" ON "customer_order_documents" USING btree ("id_customer_order","display_position");--> statement-breakpoint
CREATE INDEX "customer_orders_user_idx" ON "customer_orders" USING btree ("id_client_account","id_user","order_date");