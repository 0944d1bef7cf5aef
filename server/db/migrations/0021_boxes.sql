CREATE TABLE "box_counts" (
	"id_client_account" uuid NOT NULL,
	"id_provider" uuid NOT NULL,
	"id_provider_site" uuid NOT NULL,
	"box_status_code" varchar(20) NOT NULL,
	"box_type_code" varchar(20) NOT NULL,
	"box_count" integer NOT NULL,
	CONSTRAINT "box_counts_pk" PRIMARY KEY("id_client_account","id_provider","id_provider_site","box_status_code","box_type_code")
);
--> statement-breakpoint
CREATE TABLE "box_pictures" (
	"id_box_picture" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_box" uuid NOT NULL,
	"id_image" uuid NOT NULL,
	"display_position" integer DEFAULT 0 NOT NULL,
	"default_image" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_pictures_image_unique" UNIQUE("id_box","id_image")
);
--> statement-breakpoint
CREATE TABLE "box_status_types" (
	"box_status_code" varchar(20) PRIMARY KEY NOT NULL,
	"display_order" integer NOT NULL,
	"activ" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_types" (
	"box_type_code" varchar(20) PRIMARY KEY NOT NULL,
	"display_order" integer NOT NULL,
	"activ" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_users" (
	"id_box_user" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_box" uuid NOT NULL,
	"id_user" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"activity_begin_date" date NOT NULL,
	"activity_end_date" date,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_users_unique" UNIQUE("id_box","id_user"),
	CONSTRAINT "box_users_dates_check" CHECK ("box_users"."activity_end_date" is null or "box_users"."activity_end_date" >= "box_users"."activity_begin_date")
);
--> statement-breakpoint
CREATE TABLE "boxes" (
	"id_box" uuid PRIMARY KEY NOT NULL,
	"id_client_account" uuid NOT NULL,
	"box_number" varchar(20) NOT NULL,
	"box_name" varchar(50) NOT NULL,
	"box_type_code" varchar(20) NOT NULL,
	"box_status_code" varchar(20) DEFAULT 'ACTIVE' NOT NULL,
	"id_provider_site" uuid NOT NULL,
	"id_provider" uuid NOT NULL,
	"provider_name" varchar(50) DEFAULT '' NOT NULL,
	"provider_site_name" varchar(50) DEFAULT '' NOT NULL,
	"comment" varchar(320),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boxes_account_unique" UNIQUE("id_box","id_client_account"),
	CONSTRAINT "boxes_number_check" CHECK ("boxes"."box_number" ~ '^[A-Za-z0-9_.-]+$'),
	CONSTRAINT "boxes_name_check" CHECK (btrim("boxes"."box_name") <> '')
);
--> statement-breakpoint
CREATE TABLE "provider_site_contacts" (
	"id_provider_site_contact" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_provider_site" uuid NOT NULL,
	"id_provider" uuid NOT NULL,
	"firstname" varchar(50) NOT NULL,
	"lastname" varchar(50) NOT NULL,
	"title" varchar(50),
	"phone" varchar(20) NOT NULL,
	"email" varchar(320) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_site_status_types" (
	"status_code" varchar(20) PRIMARY KEY NOT NULL,
	"display_order" integer NOT NULL,
	"activ" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_sites" (
	"id_provider_site" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_provider" uuid NOT NULL,
	"site_name" varchar(50) NOT NULL,
	"status_code" varchar(20) DEFAULT 'ACTIVE' NOT NULL,
	"address1" varchar(30) NOT NULL,
	"address2" varchar(30),
	"zip_code" varchar(10) NOT NULL,
	"city" varchar(100) NOT NULL,
	"country_iso2" varchar(2) NOT NULL,
	"comment" varchar(320),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_sites_provider_unique" UNIQUE("id_provider_site","id_provider"),
	CONSTRAINT "provider_sites_name_check" CHECK (btrim("provider_sites"."site_name") <> '')
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id_provider" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_code" varchar(20) NOT NULL,
	"provider_name" varchar(50) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"comment" varchar(320),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_name_check" CHECK (btrim("providers"."provider_name") <> '')
);
--> statement-breakpoint
ALTER TABLE "box_counts" ADD CONSTRAINT "box_counts_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_pictures" ADD CONSTRAINT "box_pictures_id_box_boxes_id_box_fk" FOREIGN KEY ("id_box") REFERENCES "public"."boxes"("id_box") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_pictures" ADD CONSTRAINT "box_pictures_id_image_images_id_image_fk" FOREIGN KEY ("id_image") REFERENCES "public"."images"("id_image") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_users" ADD CONSTRAINT "box_users_box_fk" FOREIGN KEY ("id_box","id_client_account") REFERENCES "public"."boxes"("id_box","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_users" ADD CONSTRAINT "box_users_account_user_fk" FOREIGN KEY ("id_user","id_client_account") REFERENCES "public"."user_accounts"("id_user","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_id_box_warehouses_id_warehouse_fk" FOREIGN KEY ("id_box") REFERENCES "public"."warehouses"("id_warehouse") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_box_type_code_box_types_box_type_code_fk" FOREIGN KEY ("box_type_code") REFERENCES "public"."box_types"("box_type_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_box_status_code_box_status_types_box_status_code_fk" FOREIGN KEY ("box_status_code") REFERENCES "public"."box_status_types"("box_status_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_site_fk" FOREIGN KEY ("id_provider_site","id_provider") REFERENCES "public"."provider_sites"("id_provider_site","id_provider") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_account_warehouse_fk" FOREIGN KEY ("id_client_account","id_box") REFERENCES "public"."client_account_warehouses"("id_client_account","id_warehouse") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_site_contacts" ADD CONSTRAINT "provider_site_contacts_site_fk" FOREIGN KEY ("id_provider_site","id_provider") REFERENCES "public"."provider_sites"("id_provider_site","id_provider") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sites" ADD CONSTRAINT "provider_sites_id_provider_providers_id_provider_fk" FOREIGN KEY ("id_provider") REFERENCES "public"."providers"("id_provider") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sites" ADD CONSTRAINT "provider_sites_status_code_provider_site_status_types_status_code_fk" FOREIGN KEY ("status_code") REFERENCES "public"."provider_site_status_types"("status_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sites" ADD CONSTRAINT "provider_sites_country_iso2_countries_iso2_fk" FOREIGN KEY ("country_iso2") REFERENCES "public"."countries"("iso2") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "box_pictures_box_idx" ON "box_pictures" USING btree ("id_box","display_position");--> statement-breakpoint
CREATE INDEX "box_users_user_idx" ON "box_users" USING btree ("id_user");--> statement-breakpoint
CREATE UNIQUE INDEX "boxes_number_unique" ON "boxes" USING btree ("id_provider_site",lower("box_number"));--> statement-breakpoint
CREATE INDEX "boxes_sort_idx" ON "boxes" USING btree ("provider_name","provider_site_name","box_number","id_box");--> statement-breakpoint
CREATE INDEX "boxes_account_sort_idx" ON "boxes" USING btree ("id_client_account","provider_name","provider_site_name","box_number","id_box");--> statement-breakpoint
CREATE INDEX "boxes_provider_idx" ON "boxes" USING btree ("id_provider");--> statement-breakpoint
CREATE INDEX "boxes_name_trgm_idx" ON "boxes" USING gin ("box_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "boxes_number_trgm_idx" ON "boxes" USING gin ("box_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provider_site_contacts_site_idx" ON "provider_site_contacts" USING btree ("id_provider_site","lastname");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_sites_name_unique" ON "provider_sites" USING btree ("id_provider",lower("site_name"));--> statement-breakpoint
CREATE INDEX "provider_sites_name_idx" ON "provider_sites" USING btree ("site_name","id_provider_site");--> statement-breakpoint
CREATE INDEX "provider_sites_name_trgm_idx" ON "provider_sites" USING gin ("site_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "providers_name_unique" ON "providers" USING btree (lower("provider_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "providers_code_unique" ON "providers" USING btree (lower("provider_code"));--> statement-breakpoint
CREATE INDEX "providers_name_trgm_idx" ON "providers" USING gin ("provider_name" gin_trgm_ops);