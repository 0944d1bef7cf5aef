-- Hand-written: document_status_changes follows the supplier, work, inbound and outbound orders a
-- statement at a time (transition tables), in the changing transaction, by one function whose
-- arguments name the kind and the id column: an insert records each document's first status at
-- its creation time; an update records the documents whose status changed, at the moment of the
-- change (clock_timestamp, so two changes in one transaction keep their order); a delete takes
-- the documents' stories with them. No writer (a route, an import, the demo) can forget it.
CREATE FUNCTION document_status_changes_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format(
      'INSERT INTO document_status_changes (document_kind, id_document, status_code, changed_at)
       SELECT %L, %I, status, created_at FROM new_rows ORDER BY created_at, %I',
      TG_ARGV[0], TG_ARGV[1], TG_ARGV[1]);
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE format(
      'INSERT INTO document_status_changes (document_kind, id_document, status_code, changed_at)
       SELECT %L, n.%I, n.status, clock_timestamp() FROM new_rows n JOIN old_rows o ON o.%I = n.%I
       WHERE o.status IS DISTINCT FROM n.status',
      TG_ARGV[0], TG_ARGV[1], TG_ARGV[1], TG_ARGV[1]);
  ELSE
    EXECUTE format(
      'DELETE FROM document_status_changes WHERE document_kind = %L AND id_document IN (SELECT %I FROM old_rows)',
      TG_ARGV[0], TG_ARGV[1]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER document_status_changes_insert AFTER INSERT ON supplier_orders REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION document_status_changes_follow('supplierOrder', 'id_supplier_order');
--> statement-breakpoint
CREATE TRIGGER document_status_changes_update AFTER UPDATE ON supplier_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION document_status_changes_follow('supplierOrder', 'id_supplier_order');
--> statement-breakpoint
CREATE TRIGGER document_status_changes_delete AFTER DELETE ON supplier_orders REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION document_status_changes_follow('supplierOrder', 'id_supplier_order');
--> statement-breakpoint
CREATE TRIGGER document_status_changes_insert AFTER INSERT ON work_orders REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION document_status_changes_follow('workOrder', 'id_work_order');
--> statement-breakpoint
CREATE TRIGGER document_status_changes_update AFTER UPDATE ON work_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION document_status_changes_follow('workOrder', 'id_work_order');
--> statement-breakpoint
CREATE TRIGGER document_status_changes_delete AFTER DELETE ON work_orders REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION document_status_changes_follow('workOrder', 'id_work_order');
--> statement-breakpoint
CREATE TRIGGER document_status_changes_insert AFTER INSERT ON inbound_orders REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION document_status_changes_follow('inboundOrder', 'id_inbound_order');
--> statement-breakpoint
CREATE TRIGGER document_status_changes_update AFTER UPDATE ON inbound_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION document_status_changes_follow('inboundOrder', 'id_inbound_order');
--> statement-breakpoint
CREATE TRIGGER document_status_changes_delete AFTER DELETE ON inbound_orders REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION document_status_changes_follow('inboundOrder', 'id_inbound_order');
--> statement-breakpoint
CREATE TRIGGER document_status_changes_insert AFTER INSERT ON outbound_orders REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION document_status_changes_follow('outboundOrder', 'id_outbound_order');
--> statement-breakpoint
CREATE TRIGGER document_status_changes_update AFTER UPDATE ON outbound_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION document_status_changes_follow('outboundOrder', 'id_outbound_order');
--> statement-breakpoint
CREATE TRIGGER document_status_changes_delete AFTER DELETE ON outbound_orders REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION document_status_changes_follow('outboundOrder', 'id_outbound_order');
--> statement-breakpoint
-- The documents already there. Every kind is created in status 1 (awaiting receipt, open,
-- acknowledged): that is each one's first entry, at its creation.
INSERT INTO document_status_changes (document_kind, id_document, status_code, changed_at)
SELECT 'supplierOrder', id_supplier_order, 1, created_at FROM supplier_orders
UNION ALL SELECT 'workOrder', id_work_order, 1, created_at FROM work_orders
UNION ALL SELECT 'inboundOrder', id_inbound_order, 1, created_at FROM inbound_orders
UNION ALL SELECT 'outboundOrder', id_outbound_order, 1, created_at FROM outbound_orders
ORDER BY 4;
--> statement-breakpoint
-- Then the present status of those that moved on, at the last moment known to have touched them
-- (the last stock move naming the order, a work order's completion, an inbound line's receipt),
-- or their creation when nothing says more (a cancellation moves nothing).
WITH moved AS (
  SELECT id_reference, max(moved_at) AS moved_at FROM stock_movements WHERE id_reference IS NOT NULL GROUP BY id_reference
), received AS (
  SELECT id_inbound_order, max(receipt_date) AS receipt_date FROM inbound_order_products GROUP BY id_inbound_order
)
INSERT INTO document_status_changes (document_kind, id_document, status_code, changed_at)
SELECT 'supplierOrder', o.id_supplier_order, o.status, greatest(o.created_at, m.moved_at)
FROM supplier_orders o LEFT JOIN moved m ON m.id_reference = o.id_supplier_order WHERE o.status <> 1
UNION ALL SELECT 'workOrder', o.id_work_order, o.status, greatest(o.created_at, o.completed_at)
FROM work_orders o WHERE o.status <> 1
UNION ALL SELECT 'inboundOrder', o.id_inbound_order, o.status, greatest(o.created_at, r.receipt_date)
FROM inbound_orders o LEFT JOIN received r ON r.id_inbound_order = o.id_inbound_order WHERE o.status <> 1
UNION ALL SELECT 'outboundOrder', o.id_outbound_order, o.status, greatest(o.created_at, m.moved_at)
FROM outbound_orders o LEFT JOIN moved m ON m.id_reference = o.id_outbound_order WHERE o.status <> 1
ORDER BY 4;
