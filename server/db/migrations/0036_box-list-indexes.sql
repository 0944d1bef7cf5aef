CREATE TABLE "box_list_counts" (
	"id_box" uuid NOT NULL,
	"list" varchar(20) NOT NULL,
	"first_key" varchar(20) DEFAULT '' NOT NULL,
	"second_key" varchar(20) DEFAULT '' NOT NULL,
	"row_count" integer NOT NULL,
	CONSTRAINT "box_list_counts_pk" PRIMARY KEY("id_box","list","first_key","second_key")
);
--> statement-breakpoint
DROP INDEX "box_pictures_box_idx";--> statement-breakpoint
DROP INDEX "inbound_orders_box_created_idx";--> statement-breakpoint
DROP INDEX "inbound_orders_box_status_idx";--> statement-breakpoint
DROP INDEX "outbound_orders_box_created_idx";--> statement-breakpoint
DROP INDEX "outbound_orders_box_status_idx";--> statement-breakpoint
DROP INDEX "stock_regularization_documents_box_created_idx";--> statement-breakpoint
DROP INDEX "stock_regularization_documents_box_reason_idx";--> statement-breakpoint
CREATE INDEX "outbound_orders_box_type_idx" ON "outbound_orders" USING btree ("id_box","order_type","created_at" DESC NULLS FIRST,"id_outbound_order");--> statement-breakpoint
CREATE INDEX "product_stocks_warehouse_available_idx" ON "product_stocks" USING btree ("id_warehouse","available_quantity","id_product");--> statement-breakpoint
CREATE INDEX "box_pictures_box_idx" ON "box_pictures" USING btree ("id_box","display_position","id_box_picture");--> statement-breakpoint
CREATE INDEX "inbound_orders_box_created_idx" ON "inbound_orders" USING btree ("id_box","created_at" DESC NULLS FIRST,"id_inbound_order");--> statement-breakpoint
CREATE INDEX "inbound_orders_box_status_idx" ON "inbound_orders" USING btree ("id_box","status","created_at" DESC NULLS FIRST,"id_inbound_order");--> statement-breakpoint
CREATE INDEX "outbound_orders_box_created_idx" ON "outbound_orders" USING btree ("id_box","created_at" DESC NULLS FIRST,"id_outbound_order");--> statement-breakpoint
CREATE INDEX "outbound_orders_box_status_idx" ON "outbound_orders" USING btree ("id_box","status","created_at" DESC NULLS FIRST,"id_outbound_order");--> statement-breakpoint
CREATE INDEX "stock_regularization_documents_box_created_idx" ON "stock_regularization_documents" USING btree ("id_box","created_at" DESC NULLS FIRST,"id_stock_regularization_document");--> statement-breakpoint
CREATE INDEX "stock_regularization_documents_box_reason_idx" ON "stock_regularization_documents" USING btree ("id_box","reason_code","created_at" DESC NULLS FIRST,"id_stock_regularization_document");