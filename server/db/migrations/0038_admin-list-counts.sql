CREATE TABLE "admin_list_counts" (
	"list" varchar(20) NOT NULL,
	"id_parent" uuid NOT NULL,
	"first_key" varchar(20) DEFAULT '' NOT NULL,
	"second_key" varchar(20) DEFAULT '' NOT NULL,
	"row_count" integer NOT NULL,
	CONSTRAINT "admin_list_counts_pk" PRIMARY KEY("list","id_parent","first_key","second_key")
);
--> statement-breakpoint
DROP INDEX "provider_site_contacts_site_idx";--> statement-breakpoint
CREATE INDEX "box_users_box_sort_idx" ON "box_users" USING btree ("id_box","activity_begin_date","id_user");--> statement-breakpoint
CREATE INDEX "provider_site_contacts_email_idx" ON "provider_site_contacts" USING btree ("id_provider_site","email");--> statement-breakpoint
CREATE INDEX "provider_sites_provider_sort_idx" ON "provider_sites" USING btree ("id_provider","site_name","id_provider_site");--> statement-breakpoint
CREATE INDEX "providers_sort_idx" ON "providers" USING btree ("provider_name","id_provider");--> statement-breakpoint
CREATE INDEX "provider_site_contacts_site_idx" ON "provider_site_contacts" USING btree ("id_provider_site","lastname","firstname","id_provider_site_contact");