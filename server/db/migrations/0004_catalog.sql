-- Trigram indexes serve the product search's "contains" conditions (PGlite loads the extension itself).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "attribute_options" (
	"id_attribute_option" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_attribute" uuid NOT NULL,
	"option_name" varchar(50) NOT NULL,
	"display_position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attribute_options_attribute_unique" UNIQUE("id_attribute_option","id_attribute"),
	CONSTRAINT "attribute_options_name_check" CHECK (btrim("attribute_options"."option_name") <> '')
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id_attribute" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account" uuid NOT NULL,
	"attribute_name" varchar(50) NOT NULL,
	"display_position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attributes_account_unique" UNIQUE("id_attribute","id_client_account")
);
--> statement-breakpoint
CREATE TABLE "catalog_categories" (
	"id_catalog_category" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_catalog" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"id_parent_category" uuid,
	"category_name" varchar(50) NOT NULL,
	"display_position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_categories_catalog_unique" UNIQUE("id_catalog_category","id_catalog"),
	CONSTRAINT "catalog_categories_account_unique" UNIQUE("id_catalog_category","id_client_account"),
	CONSTRAINT "catalog_categories_not_own_parent" CHECK ("catalog_categories"."id_parent_category" <> "catalog_categories"."id_catalog_category"),
	CONSTRAINT "catalog_categories_position_check" CHECK ("catalog_categories"."display_position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalog_groups" (
	"id_catalog_group" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_catalog" uuid NOT NULL,
	"id_client_account_group" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "catalog_groups_unique" UNIQUE("id_catalog","id_client_account_group")
);
--> statement-breakpoint
CREATE TABLE "catalogs" (
	"id_catalog" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account" uuid NOT NULL,
	"catalog_name" varchar(50) NOT NULL,
	"display_position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogs_account_unique" UNIQUE("id_catalog","id_client_account"),
	CONSTRAINT "catalogs_position_check" CHECK ("catalogs"."display_position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id_document" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_name" varchar(50) NOT NULL,
	"document_file_name" varchar(255) NOT NULL,
	"file_type" varchar(100) NOT NULL,
	"document_size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kit_components" (
	"id_kit_component" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_kit" uuid NOT NULL,
	"id_product" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"display_position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kit_components_unique" UNIQUE("id_kit","id_product"),
	CONSTRAINT "kit_components_quantity_check" CHECK ("kit_components"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "kits" (
	"id_kit" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account" uuid NOT NULL,
	"kit_name" varchar(50) NOT NULL,
	"sku" varchar(15) NOT NULL,
	"description" varchar(320),
	"enabled" boolean DEFAULT true NOT NULL,
	"display_position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kits_account_unique" UNIQUE("id_kit","id_client_account"),
	CONSTRAINT "kits_sku_check" CHECK (btrim("kits"."sku") <> '')
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id_label" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account" uuid NOT NULL,
	"label_name" varchar(50) NOT NULL,
	"color" varchar(7),
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "labels_account_unique" UNIQUE("id_label","id_client_account"),
	CONSTRAINT "labels_color_check" CHECK ("labels"."color" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "product_attributes" (
	"id_product_attribute" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_product" uuid NOT NULL,
	"id_attribute" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	CONSTRAINT "product_attributes_unique" UNIQUE("id_product","id_attribute")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id_product_category" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_product" uuid NOT NULL,
	"id_catalog_category" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"display_position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_categories_unique" UNIQUE("id_product","id_catalog_category")
);
--> statement-breakpoint
CREATE TABLE "product_child_attribute_options" (
	"id_product_child_attribute_option" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_product_child" uuid NOT NULL,
	"id_attribute" uuid NOT NULL,
	"id_attribute_option" uuid NOT NULL,
	CONSTRAINT "product_child_attribute_options_unique" UNIQUE("id_product_child","id_attribute")
);
--> statement-breakpoint
CREATE TABLE "product_children" (
	"id_product_child" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_product" uuid NOT NULL,
	"id_child" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "product_children_unique" UNIQUE("id_product","id_child"),
	CONSTRAINT "product_children_quantity_check" CHECK ("product_children"."quantity" > 0),
	CONSTRAINT "product_children_not_itself" CHECK ("product_children"."id_child" <> "product_children"."id_product")
);
--> statement-breakpoint
CREATE TABLE "product_documents" (
	"id_product_document" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_product" uuid NOT NULL,
	"id_document" uuid NOT NULL,
	"document_description" varchar(320),
	"display_position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id_product_image" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_product" uuid NOT NULL,
	"id_image" uuid NOT NULL,
	"width" integer,
	"heigth" integer,
	"display_position" integer DEFAULT 0 NOT NULL,
	"default_image" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_images_size_check" CHECK ("product_images"."width" > 0 and "product_images"."heigth" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_labels" (
	"id_product_label" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_product" uuid NOT NULL,
	"id_label" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"from_date" date,
	"to_date" date,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_labels_dates_check" CHECK ("product_labels"."from_date" <= "product_labels"."to_date")
);
--> statement-breakpoint
CREATE TABLE "product_packaging_units" (
	"id_product_packaging_unit" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_product" uuid NOT NULL,
	"packaging_unit_name" varchar(50) NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"barcode" varchar(50),
	"weight" numeric(10, 3),
	"length" numeric(10, 2),
	"width" numeric(10, 2),
	"height" numeric(10, 2),
	"display_position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_packaging_units_quantity_check" CHECK ("product_packaging_units"."quantity" > 0),
	CONSTRAINT "product_packaging_units_sizes_check" CHECK ("product_packaging_units"."weight" > 0 and "product_packaging_units"."length" > 0 and "product_packaging_units"."width" > 0 and "product_packaging_units"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_stocks" (
	"id_product_stock" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_product" uuid NOT NULL,
	"id_warehouse" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"physical_quantity" integer DEFAULT 0 NOT NULL,
	"reserved_quantity" integer DEFAULT 0 NOT NULL,
	"available_quantity" integer GENERATED ALWAYS AS (physical_quantity - reserved_quantity) STORED NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_stocks_unique" UNIQUE("id_product","id_warehouse"),
	CONSTRAINT "product_stocks_quantities_check" CHECK ("product_stocks"."physical_quantity" >= 0 and "product_stocks"."reserved_quantity" >= 0 and "product_stocks"."reserved_quantity" <= "product_stocks"."physical_quantity")
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"id_product_tag" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_product" uuid NOT NULL,
	"id_tag" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	CONSTRAINT "product_tags_unique" UNIQUE("id_product","id_tag")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id_product" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"expecting_return" boolean DEFAULT false NOT NULL,
	"type" varchar(12) NOT NULL,
	"product_name" varchar(50) NOT NULL,
	"product_short_name" varchar(25),
	"sku" varchar(15) NOT NULL,
	"sku_supplier" varchar(15),
	"sku_client" varchar(15),
	"supplier" varchar(50),
	"brand" varchar(50),
	"channel" varchar(50),
	"product_group" varchar(50),
	"product_family" varchar(50),
	"product_sub_family" varchar(50),
	"display_position" integer DEFAULT 0 NOT NULL,
	"price_sell" numeric(12, 2) DEFAULT 0 NOT NULL,
	"price_purshase" numeric(12, 2) DEFAULT 0 NOT NULL,
	"product_description" text,
	"expiration_date" date,
	"stock_threshold_alert" integer,
	"stock_buffer" integer,
	"prepare_days" integer,
	"logistic_profile" varchar(50),
	"barcode_available" boolean DEFAULT false NOT NULL,
	"barcode" varchar(50),
	"hs_code" varchar(20),
	"country_of_origin_iso2" varchar(2),
	"handling_description" varchar(320),
	"picking_message" varchar(320),
	"min_temperature" numeric(5, 2),
	"max_temperature" numeric(5, 2),
	"is_packing" boolean DEFAULT false NOT NULL,
	"allow_crossdocking" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_account_unique" UNIQUE("id_product","id_client_account"),
	CONSTRAINT "products_type_check" CHECK ("products"."type" in ('SIMPLE', 'BUNDLE', 'CONFIGURABLE')),
	CONSTRAINT "products_prices_check" CHECK ("products"."price_sell" >= 0 and "products"."price_purshase" >= 0 and ("products"."type" = 'SIMPLE' or ("products"."price_sell" = 0 and "products"."price_purshase" = 0))),
	CONSTRAINT "products_temperatures_check" CHECK ("products"."min_temperature" < "products"."max_temperature"),
	CONSTRAINT "products_counts_check" CHECK ("products"."display_position" >= 0 and "products"."stock_threshold_alert" >= 0 and "products"."stock_buffer" >= 0 and "products"."prepare_days" >= 0),
	CONSTRAINT "products_sku_check" CHECK (btrim("products"."sku") <> ''),
	CONSTRAINT "products_barcode_check" CHECK (btrim("products"."barcode") <> ''),
	CONSTRAINT "products_sku_supplier_check" CHECK (btrim("products"."sku_supplier") <> ''),
	CONSTRAINT "products_sku_client_check" CHECK (btrim("products"."sku_client") <> '')
);
--> statement-breakpoint
CREATE TABLE "shipping_method_groups" (
	"id_shipping_method_group" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_shipping_method" uuid NOT NULL,
	"id_client_account_group" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	CONSTRAINT "shipping_method_groups_unique" UNIQUE("id_shipping_method","id_client_account_group")
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id_shipping_method" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account" uuid NOT NULL,
	"shipping_method_code" varchar(20) NOT NULL,
	"shipping_method_name" varchar(50) NOT NULL,
	"description" varchar(320),
	"enabled" boolean DEFAULT true NOT NULL,
	"display_position" integer DEFAULT 0 NOT NULL,
	"is_provision_at_dock" boolean DEFAULT false NOT NULL,
	"transport_days" integer,
	"min_delivery_days" integer,
	"max_delivery_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_methods_account_unique" UNIQUE("id_shipping_method","id_client_account"),
	CONSTRAINT "shipping_methods_code_check" CHECK ("shipping_methods"."shipping_method_code" ~ '^[A-Za-z0-9_.-]+$'),
	CONSTRAINT "shipping_methods_days_check" CHECK ("shipping_methods"."transport_days" >= 0 and "shipping_methods"."min_delivery_days" >= 0 and "shipping_methods"."max_delivery_days" >= "shipping_methods"."min_delivery_days"),
	CONSTRAINT "shipping_methods_position_check" CHECK ("shipping_methods"."display_position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id_tag" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account" uuid NOT NULL,
	"tag_name" varchar(50) NOT NULL,
	CONSTRAINT "tags_account_unique" UNIQUE("id_tag","id_client_account"),
	CONSTRAINT "tags_name_check" CHECK (btrim("tags"."tag_name") <> '')
);
--> statement-breakpoint
ALTER TABLE "attribute_options" ADD CONSTRAINT "attribute_options_id_attribute_attributes_id_attribute_fk" FOREIGN KEY ("id_attribute") REFERENCES "public"."attributes"("id_attribute") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD CONSTRAINT "catalog_categories_catalog_fk" FOREIGN KEY ("id_catalog","id_client_account") REFERENCES "public"."catalogs"("id_catalog","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD CONSTRAINT "catalog_categories_parent_fk" FOREIGN KEY ("id_parent_category","id_catalog") REFERENCES "public"."catalog_categories"("id_catalog_category","id_catalog") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_groups" ADD CONSTRAINT "catalog_groups_catalog_fk" FOREIGN KEY ("id_catalog","id_client_account") REFERENCES "public"."catalogs"("id_catalog","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_groups" ADD CONSTRAINT "catalog_groups_group_fk" FOREIGN KEY ("id_client_account_group","id_client_account") REFERENCES "public"."client_account_groups"("id_client_account_group","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogs" ADD CONSTRAINT "catalogs_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_components" ADD CONSTRAINT "kit_components_kit_fk" FOREIGN KEY ("id_kit","id_client_account") REFERENCES "public"."kits"("id_kit","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_components" ADD CONSTRAINT "kit_components_product_fk" FOREIGN KEY ("id_product","id_client_account") REFERENCES "public"."products"("id_product","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_product_fk" FOREIGN KEY ("id_product","id_client_account") REFERENCES "public"."products"("id_product","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_attribute_fk" FOREIGN KEY ("id_attribute","id_client_account") REFERENCES "public"."attributes"("id_attribute","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_fk" FOREIGN KEY ("id_product","id_client_account") REFERENCES "public"."products"("id_product","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_fk" FOREIGN KEY ("id_catalog_category","id_client_account") REFERENCES "public"."catalog_categories"("id_catalog_category","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_child_attribute_options" ADD CONSTRAINT "product_child_attribute_options_id_product_child_product_children_id_product_child_fk" FOREIGN KEY ("id_product_child") REFERENCES "public"."product_children"("id_product_child") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_child_attribute_options" ADD CONSTRAINT "product_child_attribute_options_option_fk" FOREIGN KEY ("id_attribute_option","id_attribute") REFERENCES "public"."attribute_options"("id_attribute_option","id_attribute") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_children" ADD CONSTRAINT "product_children_product_fk" FOREIGN KEY ("id_product","id_client_account") REFERENCES "public"."products"("id_product","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_children" ADD CONSTRAINT "product_children_child_fk" FOREIGN KEY ("id_child","id_client_account") REFERENCES "public"."products"("id_product","id_client_account") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_id_product_products_id_product_fk" FOREIGN KEY ("id_product") REFERENCES "public"."products"("id_product") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_id_document_documents_id_document_fk" FOREIGN KEY ("id_document") REFERENCES "public"."documents"("id_document") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_id_product_products_id_product_fk" FOREIGN KEY ("id_product") REFERENCES "public"."products"("id_product") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_id_image_images_id_image_fk" FOREIGN KEY ("id_image") REFERENCES "public"."images"("id_image") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_labels" ADD CONSTRAINT "product_labels_product_fk" FOREIGN KEY ("id_product","id_client_account") REFERENCES "public"."products"("id_product","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_labels" ADD CONSTRAINT "product_labels_label_fk" FOREIGN KEY ("id_label","id_client_account") REFERENCES "public"."labels"("id_label","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_packaging_units" ADD CONSTRAINT "product_packaging_units_id_product_products_id_product_fk" FOREIGN KEY ("id_product") REFERENCES "public"."products"("id_product") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stocks" ADD CONSTRAINT "product_stocks_product_fk" FOREIGN KEY ("id_product","id_client_account") REFERENCES "public"."products"("id_product","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stocks" ADD CONSTRAINT "product_stocks_account_warehouse_fk" FOREIGN KEY ("id_client_account","id_warehouse") REFERENCES "public"."client_account_warehouses"("id_client_account","id_warehouse") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_product_fk" FOREIGN KEY ("id_product","id_client_account") REFERENCES "public"."products"("id_product","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_fk" FOREIGN KEY ("id_tag","id_client_account") REFERENCES "public"."tags"("id_tag","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_country_of_origin_iso2_countries_iso2_fk" FOREIGN KEY ("country_of_origin_iso2") REFERENCES "public"."countries"("iso2") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method_groups" ADD CONSTRAINT "shipping_method_groups_method_fk" FOREIGN KEY ("id_shipping_method","id_client_account") REFERENCES "public"."shipping_methods"("id_shipping_method","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method_groups" ADD CONSTRAINT "shipping_method_groups_group_fk" FOREIGN KEY ("id_client_account_group","id_client_account") REFERENCES "public"."client_account_groups"("id_client_account_group","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_options_name_unique" ON "attribute_options" USING btree ("id_attribute",lower("option_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_name_unique" ON "attributes" USING btree ("id_client_account",lower("attribute_name"));--> statement-breakpoint
CREATE INDEX "catalog_categories_tree_idx" ON "catalog_categories" USING btree ("id_catalog","id_parent_category","display_position");--> statement-breakpoint
CREATE INDEX "catalog_categories_parent_idx" ON "catalog_categories" USING btree ("id_parent_category");--> statement-breakpoint
CREATE INDEX "catalog_groups_group_idx" ON "catalog_groups" USING btree ("id_client_account_group");--> statement-breakpoint
CREATE INDEX "catalogs_account_position_idx" ON "catalogs" USING btree ("id_client_account","display_position");--> statement-breakpoint
CREATE INDEX "kit_components_product_idx" ON "kit_components" USING btree ("id_product");--> statement-breakpoint
CREATE UNIQUE INDEX "kits_sku_unique" ON "kits" USING btree ("id_client_account",lower("sku"));--> statement-breakpoint
CREATE INDEX "kits_account_name_idx" ON "kits" USING btree ("id_client_account","kit_name");--> statement-breakpoint
CREATE UNIQUE INDEX "labels_name_unique" ON "labels" USING btree ("id_client_account",lower("label_name"));--> statement-breakpoint
CREATE INDEX "product_attributes_attribute_idx" ON "product_attributes" USING btree ("id_attribute");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("id_catalog_category","display_position");--> statement-breakpoint
CREATE INDEX "product_child_attribute_options_option_idx" ON "product_child_attribute_options" USING btree ("id_attribute_option");--> statement-breakpoint
CREATE INDEX "product_children_child_idx" ON "product_children" USING btree ("id_child");--> statement-breakpoint
CREATE INDEX "product_documents_product_idx" ON "product_documents" USING btree ("id_product","display_position");--> statement-breakpoint
CREATE INDEX "product_documents_document_idx" ON "product_documents" USING btree ("id_document");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("id_product","display_position");--> statement-breakpoint
CREATE INDEX "product_images_image_idx" ON "product_images" USING btree ("id_image");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_one_default" ON "product_images" USING btree ("id_product") WHERE "product_images"."default_image";--> statement-breakpoint
CREATE INDEX "product_labels_product_idx" ON "product_labels" USING btree ("id_product");--> statement-breakpoint
CREATE INDEX "product_labels_label_idx" ON "product_labels" USING btree ("id_label");--> statement-breakpoint
CREATE UNIQUE INDEX "product_packaging_units_name_unique" ON "product_packaging_units" USING btree ("id_product",lower("packaging_unit_name"));--> statement-breakpoint
CREATE INDEX "product_stocks_warehouse_idx" ON "product_stocks" USING btree ("id_warehouse");--> statement-breakpoint
CREATE INDEX "product_tags_tag_idx" ON "product_tags" USING btree ("id_tag","id_product");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_unique" ON "products" USING btree ("id_client_account",lower("sku"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_barcode_unique" ON "products" USING btree ("id_client_account",lower("barcode"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_supplier_unique" ON "products" USING btree ("id_client_account",lower("sku_supplier"));--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin (lower("product_name" || chr(31) || coalesce("product_short_name", '') || chr(31) || "sku" || chr(31) || coalesce("sku_client", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_account_name_idx" ON "products" USING btree ("id_client_account","product_name");--> statement-breakpoint
CREATE INDEX "products_account_position_idx" ON "products" USING btree ("id_client_account","display_position");--> statement-breakpoint
CREATE INDEX "products_account_type_idx" ON "products" USING btree ("id_client_account","type");--> statement-breakpoint
CREATE INDEX "products_account_family_idx" ON "products" USING btree ("id_client_account","product_family");--> statement-breakpoint
CREATE INDEX "products_account_created_idx" ON "products" USING btree ("id_client_account","created_at");--> statement-breakpoint
CREATE INDEX "shipping_method_groups_group_idx" ON "shipping_method_groups" USING btree ("id_client_account_group");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_methods_code_unique" ON "shipping_methods" USING btree ("id_client_account",lower("shipping_method_code"));--> statement-breakpoint
CREATE INDEX "shipping_methods_account_position_idx" ON "shipping_methods" USING btree ("id_client_account","display_position");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_unique" ON "tags" USING btree ("id_client_account",lower("tag_name"));
--> statement-breakpoint
-- A category may not move under itself or one of its descendants: the tree would lose a branch.
CREATE FUNCTION catalog_categories_refuse_cycle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id_parent_category IS NOT NULL AND EXISTS (
    WITH RECURSIVE ancestors(id) AS (
      SELECT NEW.id_parent_category
      UNION
      SELECT c.id_parent_category FROM catalog_categories c JOIN ancestors a ON c.id_catalog_category = a.id
      WHERE c.id_parent_category IS NOT NULL
    )
    SELECT 1 FROM ancestors WHERE id = NEW.id_catalog_category
  ) THEN
    RAISE EXCEPTION 'a category cannot be moved under itself' USING ERRCODE = 'check_violation', CONSTRAINT = 'catalog_categories_no_cycle';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER catalog_categories_no_cycle BEFORE UPDATE OF id_parent_category ON catalog_categories
  FOR EACH ROW EXECUTE FUNCTION catalog_categories_refuse_cycle();
