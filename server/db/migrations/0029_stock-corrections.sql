CREATE TABLE "stock_corrections" (
	"id_stock_correction" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account" uuid NOT NULL,
	"id_warehouse" uuid NOT NULL,
	"id_product" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"reason_code" varchar(20) NOT NULL,
	"comment" varchar(320),
	"reference" varchar(30),
	"id_user" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_corrections_reason_check" CHECK (reason_code in ('inventory', 'damaged', 'lost', 'found', 'other'))
);
--> statement-breakpoint
ALTER TABLE "stock_corrections" ADD CONSTRAINT "stock_corrections_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_corrections" ADD CONSTRAINT "stock_corrections_warehouse_fk" FOREIGN KEY ("id_client_account","id_warehouse") REFERENCES "public"."client_account_warehouses"("id_client_account","id_warehouse") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_corrections" ADD CONSTRAINT "stock_corrections_product_fk" FOREIGN KEY ("id_product","id_client_account") REFERENCES "public"."products"("id_product","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_corrections_reference_unique" ON "stock_corrections" USING btree ("id_client_account",lower("reference")) WHERE "stock_corrections"."reference" is not null;--> statement-breakpoint
CREATE INDEX "stock_corrections_product_idx" ON "stock_corrections" USING btree ("id_product","created_at");