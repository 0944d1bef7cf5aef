CREATE UNIQUE INDEX "catalogs_name_unique" ON "catalogs" USING btree ("id_client_account",lower("catalog_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "client_account_groups_name_unique" ON "client_account_groups" USING btree ("id_client_account",lower("group_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "roles_client_name_unique" ON "roles" USING btree ("id_client",lower("role"));--> statement-breakpoint
CREATE UNIQUE INDEX "roles_admin_name_unique" ON "roles" USING btree (lower("role")) WHERE "roles"."id_client" is null;