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
ALTER TABLE "event_reservation_draws" ADD CONSTRAINT "event_reservation_draws_id_customer_order_customer_orders_id_customer_order_fk" FOREIGN KEY ("id_customer_order") REFERENCES "public"."customer_orders"("id_customer_order") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reservation_draws" ADD CONSTRAINT "event_reservation_draws_id_event_reservation_event_reservations_id_event_reservation_fk" FOREIGN KEY ("id_event_reservation") REFERENCES "public"."event_reservations"("id_event_reservation") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reservations" ADD CONSTRAINT "event_reservations_event_fk" FOREIGN KEY ("id_event","id_client_account") REFERENCES "public"."events"("id_event","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reservations" ADD CONSTRAINT "event_reservations_product_fk" FOREIGN KEY ("id_product","id_client_account") REFERENCES "public"."products"("id_product","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reservations" ADD CONSTRAINT "event_reservations_warehouse_fk" FOREIGN KEY ("id_client_account","id_warehouse") REFERENCES "public"."client_account_warehouses"("id_client_account","id_warehouse") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_reservation_draws_reservation_idx" ON "event_reservation_draws" USING btree ("id_event_reservation");--> statement-breakpoint
CREATE INDEX "event_reservations_stock_idx" ON "event_reservations" USING btree ("id_warehouse","id_product");