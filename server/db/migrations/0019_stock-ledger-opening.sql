-- Order lines learn what they hold. Lines of orders placed with their stock (open, in progress,
-- in preparation) hold what they still wait for, as far as their stock line's reservation covers
-- it (oldest orders first); out-of-stock orders (imported backorders) reserved nothing and hold
-- nothing, whatever else is reserved; closed, cancelled and shipped ones hold nothing.
WITH waiting AS (
  SELECT l.id_customer_order_delivery_product AS id, l.ordered_quantity - l.delivered_quantity AS outstanding, s.reserved_quantity AS stock_reserved,
         sum(l.ordered_quantity - l.delivered_quantity) OVER (
           PARTITION BY d.id_warehouse, l.id_product ORDER BY o.order_date, l.id_customer_order_delivery_product
         ) AS running
  FROM customer_order_delivery_products l
  JOIN customer_order_deliveries d ON d.id_customer_order_delivery = l.id_customer_order_delivery
  JOIN customer_orders o ON o.id_customer_order = d.id_customer_order
  JOIN product_stocks s ON s.id_product = l.id_product AND s.id_warehouse = d.id_warehouse
  WHERE o.status_code IN (1, 10, 30) AND l.ordered_quantity > l.delivered_quantity
)
UPDATE customer_order_delivery_products l
SET reserved_quantity = greatest(0, least(w.outstanding, w.stock_reserved - (w.running - w.outstanding)))
FROM waiting w WHERE l.id_customer_order_delivery_product = w.id;
--> statement-breakpoint
-- The ledger opens with the stock as it is: one opening move per stock line that holds anything.
INSERT INTO stock_movements (id_warehouse, id_product, id_client_account, physical_delta, reserved_delta, cause)
SELECT id_warehouse, id_product, id_client_account, physical_quantity, reserved_quantity, 'opening'
FROM product_stocks WHERE physical_quantity <> 0 OR reserved_quantity <> 0;
