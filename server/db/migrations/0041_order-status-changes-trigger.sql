-- Hand-written: customer_order_status_changes follows customer_orders a statement at a time
-- (transition tables), in the changing transaction: an insert records each order's first status at
-- its order date; an update records the orders whose status code or label changed, at the
-- transaction's time. No writer (placement, cancellation, import, tracking) can forget it.
CREATE FUNCTION customer_order_status_changes_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO customer_order_status_changes (id_customer_order, status_code, status_name, changed_at)
    SELECT id_customer_order, status_code, status_name, order_date FROM new_rows;
  ELSE
    INSERT INTO customer_order_status_changes (id_customer_order, status_code, status_name, changed_at)
    SELECT n.id_customer_order, n.status_code, n.status_name, now()
    FROM new_rows n JOIN old_rows o ON o.id_customer_order = n.id_customer_order
    WHERE o.status_code IS DISTINCT FROM n.status_code OR o.status_name IS DISTINCT FROM n.status_name;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customer_order_status_changes_insert AFTER INSERT ON customer_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_order_status_changes_follow();--> statement-breakpoint
CREATE TRIGGER customer_order_status_changes_update AFTER UPDATE ON customer_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_order_status_changes_follow();--> statement-breakpoint
-- The orders already there: only their present status is known, and it held at the latest when
-- their last parcel left (a status past shipping) or else since the order was placed.
INSERT INTO customer_order_status_changes (id_customer_order, status_code, status_name, changed_at)
SELECT o.id_customer_order, o.status_code, o.status_name,
  CASE WHEN o.status_code >= 50 THEN greatest(o.order_date, (
    SELECT max(s.shipped_date) FROM customer_order_deliveries d JOIN customer_order_shipments s ON s.id_customer_order_delivery = d.id_customer_order_delivery
    WHERE d.id_customer_order = o.id_customer_order)) ELSE o.order_date END
FROM customer_orders o;
