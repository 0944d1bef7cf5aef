CREATE TABLE "customer_order_counts" (
	"id_client_account" uuid NOT NULL,
	"id_user" uuid NOT NULL,
	"status_code" integer NOT NULL,
	"status_name" varchar(20) NOT NULL,
	"order_count" integer NOT NULL,
	CONSTRAINT "customer_order_counts_pk" PRIMARY KEY("id_client_account","id_user","status_code","status_name")
);
--> statement-breakpoint
DROP INDEX "customer_orders_user_idx";--> statement-breakpoint
ALTER TABLE "customer_order_counts" ADD CONSTRAINT "customer_order_counts_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order_counts" ADD CONSTRAINT "customer_order_counts_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_orders_user_date_idx" ON "customer_orders" USING btree ("id_client_account","id_user","order_date","order_number");--> statement-breakpoint
CREATE INDEX "customer_orders_user_number_idx" ON "customer_orders" USING btree ("id_client_account","id_user","order_number");--> statement-breakpoint
CREATE INDEX "customer_orders_user_status_idx" ON "customer_orders" USING btree ("id_client_account","id_user","status_code","order_number");--> statement-breakpoint
CREATE INDEX "customer_orders_user_status_name_idx" ON "customer_orders" USING btree ("id_client_account","id_user","status_name","order_number");--> statement-breakpoint
CREATE INDEX "customer_orders_user_reference_idx" ON "customer_orders" USING btree ("id_client_account","id_user","order_reference","order_number");--> statement-breakpoint
CREATE INDEX "customer_orders_user_po_number_idx" ON "customer_orders" USING btree ("id_client_account","id_user","po_number","order_number");--> statement-breakpoint
CREATE INDEX "customer_orders_number_trgm_idx" ON "customer_orders" USING gin ("order_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_orders_reference_trgm_idx" ON "customer_orders" USING gin ("order_reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_orders_po_number_trgm_idx" ON "customer_orders" USING gin ("po_number" gin_trgm_ops);--> statement-breakpoint
-- Hand-written: customer_order_counts follows every insert, update and delete of customer_orders,
-- a statement at a time (transition tables), in the changing transaction: one upsert of the signed
-- differences by key, in key order, so two transactions moving orders between the same statuses
-- lock the count rows in the same order and never deadlock. Then the counts of the orders already there.
CREATE FUNCTION customer_order_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO customer_order_counts AS c (id_client_account, id_user, status_code, status_name, order_count)
    SELECT id_client_account, id_user, status_code, status_name, count(*)::int FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT customer_order_counts_pk DO UPDATE SET order_count = c.order_count + excluded.order_count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO customer_order_counts AS c (id_client_account, id_user, status_code, status_name, order_count)
    SELECT id_client_account, id_user, status_code, status_name, -count(*)::int FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT customer_order_counts_pk DO UPDATE SET order_count = c.order_count + excluded.order_count;
  ELSE
    -- Only the rows whose account, user, status code or status name changed move.
    INSERT INTO customer_order_counts AS c (id_client_account, id_user, status_code, status_name, order_count)
    SELECT id_client_account, id_user, status_code, status_name, sum(delta)::int
    FROM (
      SELECT o.id_client_account, o.id_user, o.status_code, o.status_name, -1 AS delta, n.id_client_account AS a, n.id_user AS u, n.status_code AS s, n.status_name AS m
      FROM old_rows o JOIN new_rows n ON n.id_customer_order = o.id_customer_order
      UNION ALL
      SELECT n.id_client_account, n.id_user, n.status_code, n.status_name, 1, o.id_client_account, o.id_user, o.status_code, o.status_name
      FROM new_rows n JOIN old_rows o ON o.id_customer_order = n.id_customer_order
    ) moved
    WHERE (id_client_account, id_user, status_code, status_name) IS DISTINCT FROM (a, u, s, m)
    GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT customer_order_counts_pk DO UPDATE SET order_count = c.order_count + excluded.order_count;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customer_order_counts_insert AFTER INSERT ON customer_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_order_counts_follow();--> statement-breakpoint
CREATE TRIGGER customer_order_counts_update AFTER UPDATE ON customer_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_order_counts_follow();--> statement-breakpoint
CREATE TRIGGER customer_order_counts_delete AFTER DELETE ON customer_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_order_counts_follow();--> statement-breakpoint
INSERT INTO customer_order_counts (id_client_account, id_user, status_code, status_name, order_count)
SELECT id_client_account, id_user, status_code, status_name, count(*)::int FROM customer_orders GROUP BY 1, 2, 3, 4;
