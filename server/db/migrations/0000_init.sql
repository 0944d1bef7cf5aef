CREATE TABLE "applications" (
	"id_application" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_type" varchar(10) NOT NULL,
	"name" varchar(50) NOT NULL,
	"description" varchar(320),
	"url" varchar(500),
	"id_image" uuid
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id_audit" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_user" uuid NOT NULL,
	"id_user_acting" uuid NOT NULL,
	"id_masquerade" uuid,
	"method" varchar(10) NOT NULL,
	"path" varchar(500) NOT NULL,
	"status_code" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_account_warehouses" (
	"id_client_account_warehouse" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account" uuid NOT NULL,
	"id_warehouse" uuid NOT NULL,
	"account_wms" varchar(50),
	"wms_product_family_code" varchar(50),
	CONSTRAINT "client_account_warehouses_unique" UNIQUE("id_client_account","id_warehouse")
);
--> statement-breakpoint
CREATE TABLE "client_accounts" (
	"id_client_account" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client" uuid NOT NULL,
	"account_code" varchar(3) NOT NULL,
	"account_name" varchar(50) NOT NULL,
	"culture_language_code" varchar(5) DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_accounts_code_unique" UNIQUE("id_client","account_code")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id_client" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_name" varchar(50) NOT NULL,
	"id_logo_image" uuid,
	"id_cover_image" uuid,
	"preset_color" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"iso2" varchar(2) PRIMARY KEY NOT NULL,
	"country_name_en" varchar(100) NOT NULL,
	"country_name_fr" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "culture_languages" (
	"culture_language_code" varchar(5) PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"display_position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identities" (
	"id_identity" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(320) NOT NULL,
	"password_hash" text NOT NULL,
	"given_name" varchar(50) NOT NULL,
	"surname" varchar(50) NOT NULL,
	"display_name" varchar(101) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id_image" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image_name" varchar(50) NOT NULL,
	"image_file_name" varchar(255) NOT NULL,
	"file_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"id_mail" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" varchar(100) NOT NULL,
	"from_email" varchar(320) NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "masquerade_sessions" (
	"id_masquerade" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_user" uuid NOT NULL,
	"id_user_masquerade" uuid NOT NULL,
	"id_client_account" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "preset_colors" (
	"preset_color" varchar(30) PRIMARY KEY NOT NULL,
	"hex" varchar(7) NOT NULL,
	"display_position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id_refresh_token" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_user" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"id_role_permission" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_role" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"action" varchar(20) NOT NULL,
	"subject" varchar(60) NOT NULL,
	CONSTRAINT "role_permissions_unique" UNIQUE("id_role","id_client_account","action","subject")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id_role" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" varchar(50) NOT NULL,
	"is_admin_role" boolean DEFAULT false NOT NULL,
	"id_client" uuid,
	"id_client_account" uuid
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(50) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_applications" (
	"id_user" uuid NOT NULL,
	"id_application" uuid NOT NULL,
	CONSTRAINT "user_applications_unique" UNIQUE("id_user","id_application")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id_application_role" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_user" uuid NOT NULL,
	"id_role" uuid NOT NULL,
	"id_client_account" uuid,
	CONSTRAINT "user_roles_unique" UNIQUE NULLS NOT DISTINCT("id_user","id_role","id_client_account")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id_user" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_identity" uuid,
	"id_client" uuid,
	"email" varchar(320) NOT NULL,
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"mobile" varchar(20),
	"phone" varchar(50),
	"culture_language_code" varchar(5) DEFAULT 'en' NOT NULL,
	"company" varchar(50),
	"company_site" varchar(50),
	"department" varchar(50),
	"job_title" varchar(50),
	"can_masquerade" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_identity_unique" UNIQUE("id_identity")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id_warehouse" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"warehouse_name" varchar(50) NOT NULL,
	"warehouse_type" varchar(10) NOT NULL,
	"address1" varchar(30),
	"address2" varchar(30),
	"zip_code" varchar(10),
	"city" varchar(100),
	"country" varchar(2),
	CONSTRAINT "warehouse_type_check" CHECK ("warehouses"."warehouse_type" in ('WAREHOUSE', 'BOX'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_id_image_images_id_image_fk" FOREIGN KEY ("id_image") REFERENCES "public"."images"("id_image") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_id_masquerade_masquerade_sessions_id_masquerade_fk" FOREIGN KEY ("id_masquerade") REFERENCES "public"."masquerade_sessions"("id_masquerade") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_account_warehouses" ADD CONSTRAINT "client_account_warehouses_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_account_warehouses" ADD CONSTRAINT "client_account_warehouses_id_warehouse_warehouses_id_warehouse_fk" FOREIGN KEY ("id_warehouse") REFERENCES "public"."warehouses"("id_warehouse") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_accounts" ADD CONSTRAINT "client_accounts_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_id_logo_image_images_id_image_fk" FOREIGN KEY ("id_logo_image") REFERENCES "public"."images"("id_image") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_id_cover_image_images_id_image_fk" FOREIGN KEY ("id_cover_image") REFERENCES "public"."images"("id_image") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_preset_color_preset_colors_preset_color_fk" FOREIGN KEY ("preset_color") REFERENCES "public"."preset_colors"("preset_color") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "masquerade_sessions" ADD CONSTRAINT "masquerade_sessions_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "masquerade_sessions" ADD CONSTRAINT "masquerade_sessions_id_user_masquerade_users_id_user_fk" FOREIGN KEY ("id_user_masquerade") REFERENCES "public"."users"("id_user") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "masquerade_sessions" ADD CONSTRAINT "masquerade_sessions_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_id_role_roles_id_role_fk" FOREIGN KEY ("id_role") REFERENCES "public"."roles"("id_role") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_applications" ADD CONSTRAINT "user_applications_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_applications" ADD CONSTRAINT "user_applications_id_application_applications_id_application_fk" FOREIGN KEY ("id_application") REFERENCES "public"."applications"("id_application") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_id_role_roles_id_role_fk" FOREIGN KEY ("id_role") REFERENCES "public"."roles"("id_role") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_identity_identities_id_identity_fk" FOREIGN KEY ("id_identity") REFERENCES "public"."identities"("id_identity") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_country_countries_iso2_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("iso2") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_masquerade_idx" ON "audit_log" USING btree ("id_masquerade");--> statement-breakpoint
CREATE INDEX "client_accounts_client_idx" ON "client_accounts" USING btree ("id_client");--> statement-breakpoint
CREATE UNIQUE INDEX "identities_email_unique" ON "identities" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));