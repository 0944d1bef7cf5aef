CREATE TABLE "customer_order_status_changes" (
	"id_customer_order_status_change" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_customer_order" uuid NOT NULL,
	"status_code" integer NOT NULL,
	"status_name" varchar(20) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_order_status_changes" ADD CONSTRAINT "customer_order_status_changes_id_customer_order_customer_orders_id_customer_order_fk" FOREIGN KEY ("id_customer_order") REFERENCES "public"."customer_orders"("id_customer_order") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_order_status_changes_order_idx" ON "customer_order_status_changes" USING btree ("id_customer_order","changed_at");