CREATE TABLE "customer_order_shipments" (
	"id_customer_order_shipment" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_customer_order_delivery" uuid NOT NULL,
	"id_tracking" varchar(50) NOT NULL,
	"tracking_url" varchar(500) NOT NULL,
	"carrier_name" varchar(50),
	"shipped_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_order_shipments_tracking_unique" UNIQUE("id_tracking")
);
--> statement-breakpoint
ALTER TABLE "customer_order_shipments" ADD CONSTRAINT "customer_order_shipments_id_customer_order_delivery_customer_order_deliveries_id_customer_order_delivery_fk" FOREIGN KEY ("id_customer_order_delivery") REFERENCES "public"."customer_order_deliveries"("id_customer_order_delivery") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_order_shipments_delivery_idx" ON "customer_order_shipments" USING btree ("id_customer_order_delivery");