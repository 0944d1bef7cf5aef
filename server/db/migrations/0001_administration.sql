CREATE TABLE "address_book_addresses" (
	"id_address_book_address" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_address_book" uuid,
	"id_user" uuid,
	"address_type" varchar(20),
	"address_name" varchar(50) NOT NULL,
	"reference" varchar(30),
	"firstname" varchar(20),
	"lastname" varchar(20),
	"company_name" varchar(50),
	"address1" varchar(30) NOT NULL,
	"address2" varchar(30),
	"zip_code" varchar(10) NOT NULL,
	"city" varchar(100) NOT NULL,
	"country_iso2" varchar(2) NOT NULL,
	"delivery_instruction" varchar(320),
	"mobile" varchar(20),
	"phone" varchar(20),
	"email" varchar(320),
	"comment" varchar(320),
	"opening_schedules" varchar(20),
	"enabled" boolean DEFAULT true NOT NULL,
	"read_only" boolean DEFAULT false NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"id_warehouse" uuid,
	CONSTRAINT "address_book_addresses_owner_check" CHECK (num_nonnulls("address_book_addresses"."id_address_book", "address_book_addresses"."id_user") = 1)
);
--> statement-breakpoint
CREATE TABLE "address_book_groups" (
	"id_address_book_group" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_address_book" uuid NOT NULL,
	"id_client_account_group" uuid NOT NULL,
	CONSTRAINT "address_book_groups_unique" UNIQUE("id_address_book","id_client_account_group")
);
--> statement-breakpoint
CREATE TABLE "address_books" (
	"id_address_book" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account" uuid NOT NULL,
	"address_book_name" varchar(50) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_account_features" (
	"id_client_account_feature" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account" uuid NOT NULL,
	"feature" varchar(50) NOT NULL,
	CONSTRAINT "client_account_features_unique" UNIQUE("id_client_account","feature")
);
--> statement-breakpoint
CREATE TABLE "client_account_group_users" (
	"id_client_account_group_user" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account_group" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	"id_user" uuid NOT NULL,
	CONSTRAINT "client_account_group_users_unique" UNIQUE("id_client_account_group","id_user")
);
--> statement-breakpoint
CREATE TABLE "client_account_groups" (
	"id_client_account_group" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_client_account" uuid NOT NULL,
	"group_name" varchar(50) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_account_groups_account_unique" UNIQUE("id_client_account_group","id_client_account")
);
--> statement-breakpoint
CREATE TABLE "user_accounts" (
	"id_client_account_user" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_user" uuid NOT NULL,
	"id_client_account" uuid NOT NULL,
	CONSTRAINT "user_accounts_unique" UNIQUE("id_user","id_client_account")
);
--> statement-breakpoint
ALTER TABLE "address_book_addresses" ADD CONSTRAINT "address_book_addresses_id_address_book_address_books_id_address_book_fk" FOREIGN KEY ("id_address_book") REFERENCES "public"."address_books"("id_address_book") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book_addresses" ADD CONSTRAINT "address_book_addresses_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book_addresses" ADD CONSTRAINT "address_book_addresses_country_iso2_countries_iso2_fk" FOREIGN KEY ("country_iso2") REFERENCES "public"."countries"("iso2") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book_addresses" ADD CONSTRAINT "address_book_addresses_id_warehouse_warehouses_id_warehouse_fk" FOREIGN KEY ("id_warehouse") REFERENCES "public"."warehouses"("id_warehouse") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book_groups" ADD CONSTRAINT "address_book_groups_id_address_book_address_books_id_address_book_fk" FOREIGN KEY ("id_address_book") REFERENCES "public"."address_books"("id_address_book") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book_groups" ADD CONSTRAINT "address_book_groups_id_client_account_group_client_account_groups_id_client_account_group_fk" FOREIGN KEY ("id_client_account_group") REFERENCES "public"."client_account_groups"("id_client_account_group") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_books" ADD CONSTRAINT "address_books_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_account_features" ADD CONSTRAINT "client_account_features_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_account_group_users" ADD CONSTRAINT "group_users_group_fk" FOREIGN KEY ("id_client_account_group","id_client_account") REFERENCES "public"."client_account_groups"("id_client_account_group","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_account_group_users" ADD CONSTRAINT "group_users_association_fk" FOREIGN KEY ("id_user","id_client_account") REFERENCES "public"."user_accounts"("id_user","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_account_groups" ADD CONSTRAINT "client_account_groups_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_book_addresses_user_idx" ON "address_book_addresses" USING btree ("id_user");--> statement-breakpoint
CREATE INDEX "address_book_addresses_book_idx" ON "address_book_addresses" USING btree ("id_address_book");--> statement-breakpoint
CREATE INDEX "user_accounts_account_idx" ON "user_accounts" USING btree ("id_client_account");--> statement-breakpoint
-- Databases seeded before this migration hold account roles without associations: derive them.
INSERT INTO "user_accounts" ("id_user", "id_client_account") SELECT DISTINCT "id_user", "id_client_account" FROM "user_roles" WHERE "id_client_account" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_association_fk" FOREIGN KEY ("id_user","id_client_account") REFERENCES "public"."user_accounts"("id_user","id_client_account") ON DELETE cascade ON UPDATE no action;