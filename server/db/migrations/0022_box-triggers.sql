-- Hand-written triggers of boxes.
--
-- A box copies its site's provider, and the provider's and site's names, so that the box list
-- sorts by provider name then site name through an index (spec: the box list's default sort);
-- renaming a provider or a site renames them on its boxes in the same transaction. The box's
-- warehouse must be a BOX (a box is a warehouse of type BOX of its account).
CREATE FUNCTION boxes_from_site() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.id_provider, p.provider_name, s.site_name INTO NEW.id_provider, NEW.provider_name, NEW.provider_site_name
  FROM provider_sites s JOIN providers p ON p.id_provider = s.id_provider
  WHERE s.id_provider_site = NEW.id_provider_site;
  IF NOT EXISTS (SELECT 1 FROM warehouses w WHERE w.id_warehouse = NEW.id_box AND w.warehouse_type = 'BOX') THEN
    RAISE EXCEPTION 'the warehouse of box % is not a BOX', NEW.id_box USING ERRCODE = 'check_violation', CONSTRAINT = 'boxes_warehouse_type_check';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER boxes_from_site BEFORE INSERT OR UPDATE OF id_provider_site, id_provider, provider_name, provider_site_name, id_box ON boxes
FOR EACH ROW EXECUTE FUNCTION boxes_from_site();
--> statement-breakpoint
CREATE FUNCTION boxes_provider_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE boxes SET provider_name = NEW.provider_name WHERE id_provider = NEW.id_provider;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER boxes_provider_renamed AFTER UPDATE OF provider_name ON providers
FOR EACH ROW WHEN (OLD.provider_name IS DISTINCT FROM NEW.provider_name) EXECUTE FUNCTION boxes_provider_renamed();
--> statement-breakpoint
CREATE FUNCTION boxes_site_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE boxes SET provider_site_name = NEW.site_name WHERE id_provider_site = NEW.id_provider_site;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER boxes_site_renamed AFTER UPDATE OF site_name ON provider_sites
FOR EACH ROW WHEN (OLD.site_name IS DISTINCT FROM NEW.site_name) EXECUTE FUNCTION boxes_site_renamed();
--> statement-breakpoint
-- box_counts follows every insert, update and delete of boxes, a statement at a time (transition
-- tables), in the changing transaction: one upsert of the signed differences by key, in key order
-- (two transactions never lock count rows in opposite orders). Then the boxes already there.
CREATE FUNCTION box_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO box_counts AS c (id_client_account, id_provider, id_provider_site, box_status_code, box_type_code, box_count)
    SELECT id_client_account, id_provider, id_provider_site, box_status_code, box_type_code, count(*)::int FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT box_counts_pk DO UPDATE SET box_count = c.box_count + excluded.box_count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO box_counts AS c (id_client_account, id_provider, id_provider_site, box_status_code, box_type_code, box_count)
    SELECT id_client_account, id_provider, id_provider_site, box_status_code, box_type_code, -count(*)::int FROM old_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT box_counts_pk DO UPDATE SET box_count = c.box_count + excluded.box_count;
  ELSE
    -- Only the boxes whose account, site, status or type changed move.
    INSERT INTO box_counts AS c (id_client_account, id_provider, id_provider_site, box_status_code, box_type_code, box_count)
    SELECT a, p, s, st, ty, sum(delta)::int
    FROM (
      SELECT o.id_client_account AS a, o.id_provider AS p, o.id_provider_site AS s, o.box_status_code AS st, o.box_type_code AS ty, -1 AS delta,
             (o.id_client_account, o.id_provider, o.id_provider_site, o.box_status_code, o.box_type_code)
               IS DISTINCT FROM (n.id_client_account, n.id_provider, n.id_provider_site, n.box_status_code, n.box_type_code) AS moved
      FROM old_rows o JOIN new_rows n ON n.id_box = o.id_box
      UNION ALL
      SELECT n.id_client_account, n.id_provider, n.id_provider_site, n.box_status_code, n.box_type_code, 1,
             (o.id_client_account, o.id_provider, o.id_provider_site, o.box_status_code, o.box_type_code)
               IS DISTINCT FROM (n.id_client_account, n.id_provider, n.id_provider_site, n.box_status_code, n.box_type_code)
      FROM new_rows n JOIN old_rows o ON o.id_box = n.id_box
    ) changes
    WHERE moved
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT box_counts_pk DO UPDATE SET box_count = c.box_count + excluded.box_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER box_counts_insert AFTER INSERT ON boxes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION box_counts_follow();
--> statement-breakpoint
CREATE TRIGGER box_counts_update AFTER UPDATE ON boxes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION box_counts_follow();
--> statement-breakpoint
CREATE TRIGGER box_counts_delete AFTER DELETE ON boxes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION box_counts_follow();
--> statement-breakpoint
INSERT INTO box_counts (id_client_account, id_provider, id_provider_site, box_status_code, box_type_code, box_count)
SELECT id_client_account, id_provider, id_provider_site, box_status_code, box_type_code, count(*)::int FROM boxes GROUP BY 1, 2, 3, 4, 5;
