CREATE TABLE "stock_movements" (
	"id_stock_movement" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_stock_movement_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_warehouse" uuid NOT NULL,
	"id_product" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"physical_delta" integer NOT NULL,
	"reserved_delta" integer NOT NULL,
	"cause" varchar(20) NOT NULL,
	"id_reference" uuid,
	"id_user" uuid,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_cause_check" CHECK (cause in ('opening', 'checkout', 'import', 'order-edit', 'order-cancel', 'receipt', 'shipment', 'regulation', 'correction', 'outbound', 'kitting', 'work-order')),
	CONSTRAINT "stock_movements_delta_check" CHECK ("stock_movements"."physical_delta" <> 0 or "stock_movements"."reserved_delta" <> 0)
);
--> statement-breakpoint
ALTER TABLE "customer_order_delivery_products" ADD COLUMN "reserved_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_stock_fk" FOREIGN KEY ("id_product","id_warehouse") REFERENCES "public"."product_stocks"("id_product","id_warehouse") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_warehouse_idx" ON "stock_movements" USING btree ("id_warehouse","moved_at");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("id_product","moved_at");--> statement-breakpoint
ALTER TABLE "customer_order_delivery_products" ADD CONSTRAINT "customer_order_delivery_products_reserved_check" CHECK ("customer_order_delivery_products"."reserved_quantity" between 0 and "customer_order_delivery_products"."ordered_quantity");