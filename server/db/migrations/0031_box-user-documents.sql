CREATE TABLE "inbound_order_products" (
	"id_inbound_order_product" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_inbound_order" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"id_product" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"lot_number" varchar(30),
	"best_before_date" date,
	"serial_number" varchar(30),
	"receipt_accepted" boolean,
	"receipt_comment" varchar(320),
	"receipt_date" timestamp with time zone,
	"id_user_receipt" uuid,
	"display_position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inbound_order_products_quantity_check" CHECK ("inbound_order_products"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "inbound_orders" (
	"id_inbound_order" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_box" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"order_reference" varchar(30) NOT NULL,
	"sender_name" varchar(50),
	"expected_date" date,
	"status" integer DEFAULT 1 NOT NULL,
	"comment" varchar(320),
	"id_user" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_orders_account_unique" UNIQUE("id_inbound_order","id_client_account"),
	CONSTRAINT "inbound_orders_status_check" CHECK ("inbound_orders"."status" in (0, 1, 20)),
	CONSTRAINT "inbound_orders_reference_check" CHECK (btrim("inbound_orders"."order_reference") <> '')
);
--> statement-breakpoint
CREATE TABLE "outbound_order_products" (
	"id_outbound_order_product" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_outbound_order" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"id_product" uuid NOT NULL,
	"ordered_quantity" integer NOT NULL,
	"reserved_quantity" integer DEFAULT 0 NOT NULL,
	"best_before_date" date,
	"lot_number" varchar(30),
	"serial_number" varchar(30),
	"display_position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "outbound_order_products_quantity_check" CHECK ("outbound_order_products"."ordered_quantity" > 0 and "outbound_order_products"."reserved_quantity" between 0 and "outbound_order_products"."ordered_quantity")
);
--> statement-breakpoint
CREATE TABLE "outbound_orders" (
	"id_outbound_order" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_box" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"order_type" varchar(20) NOT NULL,
	"order_reference" varchar(30) NOT NULL,
	"campaign" varchar(50),
	"budget" varchar(50),
	"user_first_name" varchar(50),
	"user_last_name" varchar(50),
	"user_email" varchar(320),
	"user_phone" varchar(20),
	"delivery_name" varchar(50),
	"delivery_address1" varchar(30),
	"delivery_address2" varchar(30),
	"delivery_zip_code" varchar(10),
	"delivery_city" varchar(100),
	"delivery_country_iso2" varchar(2),
	"comment" varchar(320),
	"calculated_order_weight" numeric(12, 3) DEFAULT 0 NOT NULL,
	"calculated_order_volume" numeric(14, 2) DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"id_user" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbound_orders_account_unique" UNIQUE("id_outbound_order","id_client_account"),
	CONSTRAINT "outbound_orders_status_check" CHECK ("outbound_orders"."status" in (0, 1, 20)),
	CONSTRAINT "outbound_orders_reference_check" CHECK (btrim("outbound_orders"."order_reference") <> '')
);
--> statement-breakpoint
CREATE TABLE "stock_regularization_document_products" (
	"id_stock_regularization_document_product" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_stock_regularization_document" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"id_product" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"best_before_date" date,
	"lot_number" varchar(30),
	"serial_number" varchar(30),
	"display_position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_regularization_document_products_quantity_check" CHECK ("stock_regularization_document_products"."quantity" > 0),
	CONSTRAINT "stock_regularization_document_products_serial_check" CHECK ("stock_regularization_document_products"."serial_number" is null or "stock_regularization_document_products"."quantity" = 1),
	CONSTRAINT "stock_regularization_document_products_lot_check" CHECK ("stock_regularization_document_products"."best_before_date" is null or "stock_regularization_document_products"."lot_number" is not null)
);
--> statement-breakpoint
CREATE TABLE "stock_regularization_documents" (
	"id_stock_regularization_document" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_box" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"reason_code" varchar(20) NOT NULL,
	"comment" varchar(320),
	"id_user" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_regularization_documents_account_unique" UNIQUE("id_stock_regularization_document","id_client_account")
);
--> statement-breakpoint
CREATE TABLE "stock_regularization_reasons" (
	"reason_code" varchar(20) PRIMARY KEY NOT NULL,
	"direction" integer NOT NULL,
	"display_order" integer NOT NULL,
	"activ" boolean DEFAULT true NOT NULL,
	CONSTRAINT "stock_regularization_reasons_direction_check" CHECK ("stock_regularization_reasons"."direction" in (1, -1))
);
--> statement-breakpoint
ALTER TABLE "inbound_order_products" ADD CONSTRAINT "inbound_order_products_order_fk" FOREIGN KEY ("id_inbound_order","id_client_account") REFERENCES "public"."inbound_orders"("id_inbound_order","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_order_products" ADD CONSTRAINT "inbound_order_products_product_fk" FOREIGN KEY ("id_product","id_client_account") REFERENCES "public"."products"("id_product","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_orders" ADD CONSTRAINT "inbound_orders_box_fk" FOREIGN KEY ("id_box","id_client_account") REFERENCES "public"."boxes"("id_box","id_client_account") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_order_products" ADD CONSTRAINT "outbound_order_products_order_fk" FOREIGN KEY ("id_outbound_order","id_client_account") REFERENCES "public"."outbound_orders"("id_outbound_order","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_order_products" ADD CONSTRAINT "outbound_order_products_product_fk" FOREIGN KEY ("id_product","id_client_account") REFERENCES "public"."products"("id_product","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_orders" ADD CONSTRAINT "outbound_orders_delivery_country_iso2_countries_iso2_fk" FOREIGN KEY ("delivery_country_iso2") REFERENCES "public"."countries"("iso2") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_orders" ADD CONSTRAINT "outbound_orders_box_fk" FOREIGN KEY ("id_box","id_client_account") REFERENCES "public"."boxes"("id_box","id_client_account") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_regularization_document_products" ADD CONSTRAINT "stock_regularization_document_products_document_fk" FOREIGN KEY ("id_stock_regularization_document","id_client_account") REFERENCES "public"."stock_regularization_documents"("id_stock_regularization_document","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_regularization_document_products" ADD CONSTRAINT "stock_regularization_document_products_product_fk" FOREIGN KEY ("id_product","id_client_account") REFERENCES "public"."products"("id_product","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_regularization_documents" ADD CONSTRAINT "stock_regularization_documents_reason_code_stock_regularization_reasons_reason_code_fk" FOREIGN KEY ("reason_code") REFERENCES "public"."stock_regularization_reasons"("reason_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_regularization_documents" ADD CONSTRAINT "stock_regularization_documents_box_fk" FOREIGN KEY ("id_box","id_client_account") REFERENCES "public"."boxes"("id_box","id_client_account") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_order_products_order_idx" ON "inbound_order_products" USING btree ("id_inbound_order","display_position");--> statement-breakpoint
CREATE INDEX "inbound_order_products_product_idx" ON "inbound_order_products" USING btree ("id_product");--> statement-breakpoint
CREATE INDEX "inbound_orders_box_created_idx" ON "inbound_orders" USING btree ("id_box","created_at" DESC NULLS LAST,"id_inbound_order");--> statement-breakpoint
CREATE INDEX "inbound_orders_box_reference_idx" ON "inbound_orders" USING btree ("id_box","order_reference","id_inbound_order");--> statement-breakpoint
CREATE INDEX "inbound_orders_box_status_idx" ON "inbound_orders" USING btree ("id_box","status","created_at" DESC NULLS LAST,"id_inbound_order");--> statement-breakpoint
CREATE INDEX "inbound_orders_reference_trgm_idx" ON "inbound_orders" USING gin ("order_reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbound_order_products_order_idx" ON "outbound_order_products" USING btree ("id_outbound_order","display_position");--> statement-breakpoint
CREATE INDEX "outbound_order_products_product_idx" ON "outbound_order_products" USING btree ("id_product");--> statement-breakpoint
CREATE INDEX "outbound_orders_box_created_idx" ON "outbound_orders" USING btree ("id_box","created_at" DESC NULLS LAST,"id_outbound_order");--> statement-breakpoint
CREATE INDEX "outbound_orders_box_reference_idx" ON "outbound_orders" USING btree ("id_box","order_reference","id_outbound_order");--> statement-breakpoint
CREATE INDEX "outbound_orders_box_status_idx" ON "outbound_orders" USING btree ("id_box","status","created_at" DESC NULLS LAST,"id_outbound_order");--> statement-breakpoint
CREATE INDEX "outbound_orders_reference_trgm_idx" ON "outbound_orders" USING gin ("order_reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_regularization_document_products_document_idx" ON "stock_regularization_document_products" USING btree ("id_stock_regularization_document","display_position");--> statement-breakpoint
CREATE INDEX "stock_regularization_document_products_product_idx" ON "stock_regularization_document_products" USING btree ("id_product");--> statement-breakpoint
CREATE INDEX "stock_regularization_documents_box_created_idx" ON "stock_regularization_documents" USING btree ("id_box","created_at" DESC NULLS LAST,"id_stock_regularization_document");--> statement-breakpoint
CREATE INDEX "stock_regularization_documents_box_reason_idx" ON "stock_regularization_documents" USING btree ("id_box","reason_code","created_at" DESC NULLS LAST,"id_stock_regularization_document");--> statement-breakpoint
CREATE INDEX "stock_regularization_documents_comment_trgm_idx" ON "stock_regularization_documents" USING gin ("comment" gin_trgm_ops);