-- box_list_counts follows the rows of a box's lists, in the changing transaction: inserts and
-- deletes a statement at a time (transition tables), one upsert of the signed differences by key
-- in key order (two transactions never lock count rows in opposite orders). The trigger's
-- arguments: the list, the expressions of its box and two keys, and a condition on the changes
-- (stock lines count for box warehouses only). Then the rows already there.
CREATE FUNCTION box_list_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keyed text := format('SELECT %s AS id_box, %s AS first_key, %s AS second_key', TG_ARGV[1], TG_ARGV[2], TG_ARGV[3]);
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
    'INSERT INTO box_list_counts AS c (id_box, list, first_key, second_key, row_count)
     SELECT id_box, %L, first_key, second_key, sum(delta)::int FROM (%s) d %s
     GROUP BY id_box, first_key, second_key HAVING sum(delta) <> 0 ORDER BY id_box, first_key, second_key
     ON CONFLICT ON CONSTRAINT box_list_counts_pk DO UPDATE SET row_count = c.row_count + excluded.row_count',
    TG_ARGV[0], changes, coalesce(TG_ARGV[4], ''));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A row moved to another box (stock lines and pictures never move today), a row at a time: their
-- other updates (every stock move, every picture renumbered) cost nothing.
CREATE FUNCTION box_list_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was uuid := (to_jsonb(OLD) ->> TG_ARGV[1])::uuid;
  now_in uuid := (to_jsonb(NEW) ->> TG_ARGV[1])::uuid;
BEGIN
  INSERT INTO box_list_counts AS c (id_box, list, row_count)
  SELECT id_box, TG_ARGV[0], delta FROM (VALUES (was, -1), (now_in, 1)) AS m (id_box, delta)
  WHERE TG_ARGV[0] <> 'stock' OR EXISTS (SELECT 1 FROM boxes b WHERE b.id_box = m.id_box)
  ORDER BY id_box
  ON CONFLICT ON CONSTRAINT box_list_counts_pk DO UPDATE SET row_count = c.row_count + excluded.row_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER box_list_counts_insert AFTER INSERT ON inbound_orders REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION box_list_counts_follow('inbound', 'id_box', 'status::text', '''''');
--> statement-breakpoint
CREATE TRIGGER box_list_counts_update AFTER UPDATE ON inbound_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION box_list_counts_follow('inbound', 'id_box', 'status::text', '''''');
--> statement-breakpoint
CREATE TRIGGER box_list_counts_delete AFTER DELETE ON inbound_orders REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION box_list_counts_follow('inbound', 'id_box', 'status::text', '''''');
--> statement-breakpoint
CREATE TRIGGER box_list_counts_insert AFTER INSERT ON outbound_orders REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION box_list_counts_follow('outbound', 'id_box', 'status::text', 'order_type');
--> statement-breakpoint
CREATE TRIGGER box_list_counts_update AFTER UPDATE ON outbound_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION box_list_counts_follow('outbound', 'id_box', 'status::text', 'order_type');
--> statement-breakpoint
CREATE TRIGGER box_list_counts_delete AFTER DELETE ON outbound_orders REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION box_list_counts_follow('outbound', 'id_box', 'status::text', 'order_type');
--> statement-breakpoint
CREATE TRIGGER box_list_counts_insert AFTER INSERT ON stock_regularization_documents REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION box_list_counts_follow('regularization', 'id_box', 'reason_code', '''''');
--> statement-breakpoint
CREATE TRIGGER box_list_counts_update AFTER UPDATE ON stock_regularization_documents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION box_list_counts_follow('regularization', 'id_box', 'reason_code', '''''');
--> statement-breakpoint
CREATE TRIGGER box_list_counts_delete AFTER DELETE ON stock_regularization_documents REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION box_list_counts_follow('regularization', 'id_box', 'reason_code', '''''');
--> statement-breakpoint
CREATE TRIGGER box_list_counts_insert AFTER INSERT ON product_stocks REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION box_list_counts_follow('stock', 'id_warehouse', '''''', '''''', 'WHERE EXISTS (SELECT 1 FROM boxes b WHERE b.id_box = d.id_box)');
--> statement-breakpoint
CREATE TRIGGER box_list_counts_moved AFTER UPDATE OF id_warehouse ON product_stocks
FOR EACH ROW WHEN (OLD.id_warehouse IS DISTINCT FROM NEW.id_warehouse) EXECUTE FUNCTION box_list_counts_moved('stock', 'id_warehouse');
--> statement-breakpoint
CREATE TRIGGER box_list_counts_delete AFTER DELETE ON product_stocks REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION box_list_counts_follow('stock', 'id_warehouse', '''''', '''''', 'WHERE EXISTS (SELECT 1 FROM boxes b WHERE b.id_box = d.id_box)');
--> statement-breakpoint
CREATE TRIGGER box_list_counts_insert AFTER INSERT ON box_pictures REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION box_list_counts_follow('picture', 'id_box', '''''', '''''');
--> statement-breakpoint
CREATE TRIGGER box_list_counts_moved AFTER UPDATE OF id_box ON box_pictures
FOR EACH ROW WHEN (OLD.id_box IS DISTINCT FROM NEW.id_box) EXECUTE FUNCTION box_list_counts_moved('picture', 'id_box');
--> statement-breakpoint
CREATE TRIGGER box_list_counts_delete AFTER DELETE ON box_pictures REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION box_list_counts_follow('picture', 'id_box', '''''', '''''');
--> statement-breakpoint
-- A box made of a warehouse that already has stock lines counts them from then on; a deleted
-- box's counts go with it (its pictures' deletions have been counted by then).
CREATE FUNCTION box_list_counts_of_boxes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO box_list_counts AS c (id_box, list, row_count)
    SELECT s.id_warehouse, 'stock', count(*)::int FROM product_stocks s JOIN new_rows n ON n.id_box = s.id_warehouse
    GROUP BY s.id_warehouse ORDER BY s.id_warehouse
    ON CONFLICT ON CONSTRAINT box_list_counts_pk DO UPDATE SET row_count = c.row_count + excluded.row_count;
  ELSE
    DELETE FROM box_list_counts WHERE id_box IN (SELECT id_box FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER box_list_counts_boxes_insert AFTER INSERT ON boxes REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION box_list_counts_of_boxes();
--> statement-breakpoint
CREATE TRIGGER box_list_counts_boxes_delete AFTER DELETE ON boxes REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION box_list_counts_of_boxes();
--> statement-breakpoint
INSERT INTO box_list_counts (id_box, list, first_key, second_key, row_count)
SELECT id_box, 'inbound', status::text, '', count(*)::int FROM inbound_orders GROUP BY 1, 3
UNION ALL SELECT id_box, 'outbound', status::text, order_type, count(*)::int FROM outbound_orders GROUP BY 1, 3, 4
UNION ALL SELECT id_box, 'regularization', reason_code, '', count(*)::int FROM stock_regularization_documents GROUP BY 1, 3
UNION ALL SELECT s.id_warehouse, 'stock', '', '', count(*)::int FROM product_stocks s WHERE EXISTS (SELECT 1 FROM boxes b WHERE b.id_box = s.id_warehouse) GROUP BY 1
UNION ALL SELECT id_box, 'picture', '', '', count(*)::int FROM box_pictures GROUP BY 1;
