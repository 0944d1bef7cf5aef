-- admin_list_counts follows the rows of the administration lists of providers, provider sites,
-- site contacts and box users, in the changing transaction: inserts, updates and deletes a
-- statement at a time (transition tables), one upsert of the signed differences by key in key
-- order (two transactions never lock count rows in opposite orders). The trigger's arguments: the
-- list, the expressions of its parent and two keys. Then the rows already there.
CREATE FUNCTION admin_list_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keyed text := format('SELECT %s AS id_parent, %s AS first_key, %s AS second_key', TG_ARGV[1], TG_ARGV[2], TG_ARGV[3]);
  changes text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := keyed || ', 1 AS delta FROM new_rows';
  ELSIF TG_OP = 'DELETE' THEN
    changes := keyed || ', -1 AS delta FROM old_rows';
  ELSE
    changes := keyed || ', -1 AS delta FROM old_rows UNION ALL ' || keyed || ', 1 FROM new_rows';
  END IF;
  EXECUTE format(
    'INSERT INTO admin_list_counts AS c (list, id_parent, first_key, second_key, row_count)
     SELECT %L, id_parent, first_key, second_key, sum(delta)::int FROM (%s) d
     GROUP BY id_parent, first_key, second_key HAVING sum(delta) <> 0 ORDER BY id_parent, first_key, second_key
     ON CONFLICT ON CONSTRAINT admin_list_counts_pk DO UPDATE SET row_count = c.row_count + excluded.row_count',
    TG_ARGV[0], changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_list_counts_insert AFTER INSERT ON providers REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION admin_list_counts_follow('provider', '''00000000-0000-0000-0000-000000000000''::uuid', 'enabled::text', '''''');
--> statement-breakpoint
CREATE TRIGGER admin_list_counts_update AFTER UPDATE ON providers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION admin_list_counts_follow('provider', '''00000000-0000-0000-0000-000000000000''::uuid', 'enabled::text', '''''');
--> statement-breakpoint
CREATE TRIGGER admin_list_counts_delete AFTER DELETE ON providers REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION admin_list_counts_follow('provider', '''00000000-0000-0000-0000-000000000000''::uuid', 'enabled::text', '''''');
--> statement-breakpoint
CREATE TRIGGER admin_list_counts_insert AFTER INSERT ON provider_sites REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION admin_list_counts_follow('site', 'id_provider', 'status_code', 'country_iso2');
--> statement-breakpoint
CREATE TRIGGER admin_list_counts_update AFTER UPDATE ON provider_sites REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION admin_list_counts_follow('site', 'id_provider', 'status_code', 'country_iso2');
--> statement-breakpoint
CREATE TRIGGER admin_list_counts_delete AFTER DELETE ON provider_sites REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION admin_list_counts_follow('site', 'id_provider', 'status_code', 'country_iso2');
--> statement-breakpoint
CREATE TRIGGER admin_list_counts_insert AFTER INSERT ON provider_site_contacts REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION admin_list_counts_follow('contact', 'id_provider_site', '''''', '''''');
--> statement-breakpoint
CREATE TRIGGER admin_list_counts_update AFTER UPDATE ON provider_site_contacts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION admin_list_counts_follow('contact', 'id_provider_site', '''''', '''''');
--> statement-breakpoint
CREATE TRIGGER admin_list_counts_delete AFTER DELETE ON provider_site_contacts REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION admin_list_counts_follow('contact', 'id_provider_site', '''''', '''''');
--> statement-breakpoint
CREATE TRIGGER admin_list_counts_insert AFTER INSERT ON box_users REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION admin_list_counts_follow('boxUser', 'id_box', 'enabled::text', '''''');
--> statement-breakpoint
CREATE TRIGGER admin_list_counts_update AFTER UPDATE ON box_users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION admin_list_counts_follow('boxUser', 'id_box', 'enabled::text', '''''');
--> statement-breakpoint
CREATE TRIGGER admin_list_counts_delete AFTER DELETE ON box_users REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION admin_list_counts_follow('boxUser', 'id_box', 'enabled::text', '''''');
--> statement-breakpoint
INSERT INTO admin_list_counts (list, id_parent, first_key, second_key, row_count)
SELECT 'provider', '00000000-0000-0000-0000-000000000000'::uuid, enabled::text, '', count(*)::int FROM providers GROUP BY 3
UNION ALL SELECT 'site', id_provider, status_code, country_iso2, count(*)::int FROM provider_sites GROUP BY 2, 3, 4
UNION ALL SELECT 'contact', id_provider_site, '', '', count(*)::int FROM provider_site_contacts GROUP BY 2
UNION ALL SELECT 'boxUser', id_box, enabled::text, '', count(*)::int FROM box_users GROUP BY 2, 3;
