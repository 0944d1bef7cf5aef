CREATE TABLE "dashboard_product_counts" (
	"id_client_account" uuid NOT NULL,
	"top_category_ids" uuid[] NOT NULL,
	"out_of_stock" boolean NOT NULL,
	"product_count" integer NOT NULL,
	CONSTRAINT "dashboard_product_counts_pk" PRIMARY KEY("id_client_account","top_category_ids","out_of_stock")
);
--> statement-breakpoint
CREATE TABLE "dashboard_product_states" (
	"id_product" uuid PRIMARY KEY NOT NULL,
	"id_client_account" uuid,
	"top_category_ids" uuid[],
	"out_of_stock" boolean
);
--> statement-breakpoint
ALTER TABLE "dashboard_product_counts" ADD CONSTRAINT "dashboard_product_counts_id_client_account_client_accounts_id_client_account_fk" FOREIGN KEY ("id_client_account") REFERENCES "public"."client_accounts"("id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: dashboard_product_refresh(ids) recounts the given products after a change, in the
-- changing transaction: it locks their state rows (in id order), works out each one's tops and
-- stock now, upserts the signed differences into the counts in key order (one statement, so two
-- transactions never lock count rows in opposite orders) and stores the new states.
CREATE FUNCTION dashboard_product_refresh(changed uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_product_states (id_product) SELECT id FROM unnest(changed) AS u(id) ORDER BY id ON CONFLICT DO NOTHING;
  PERFORM 1 FROM dashboard_product_states WHERE id_product = ANY(changed) ORDER BY id_product FOR UPDATE;
  WITH RECURSIVE up AS (
    SELECT pc.id_product, c.id_catalog_category AS id, c.id_parent_category AS parent
    FROM product_categories pc JOIN catalog_categories c ON c.id_catalog_category = pc.id_catalog_category
    WHERE pc.id_product = ANY(changed) AND pc.enabled
    UNION ALL
    SELECT up.id_product, c.id_catalog_category, c.id_parent_category FROM up JOIN catalog_categories c ON c.id_catalog_category = up.parent
  ), now AS (
    SELECT p.id_product, p.id_client_account, array_agg(DISTINCT up.id ORDER BY up.id) AS top_category_ids,
           p.type = 'SIMPLE' AND NOT EXISTS (SELECT 1 FROM product_stocks s WHERE s.id_product = p.id_product AND s.available_quantity > 0) AS out_of_stock
    FROM up JOIN products p ON p.id_product = up.id_product AND p.enabled
    WHERE up.parent IS NULL GROUP BY p.id_product
  ), was AS (
    SELECT id_product, id_client_account, top_category_ids, out_of_stock FROM dashboard_product_states
    WHERE id_product = ANY(changed) AND top_category_ids IS NOT NULL
  ), moved AS (
    SELECT id_client_account, top_category_ids, out_of_stock, sum(delta)::int AS delta
    FROM (SELECT *, -1 AS delta FROM was UNION ALL SELECT *, 1 FROM now) d
    WHERE EXISTS (SELECT 1 FROM client_accounts a WHERE a.id_client_account = d.id_client_account)
    GROUP BY 1, 2, 3 HAVING sum(delta) <> 0
  ), counted AS (
    INSERT INTO dashboard_product_counts AS c (id_client_account, top_category_ids, out_of_stock, product_count)
    SELECT * FROM moved ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT dashboard_product_counts_pk DO UPDATE SET product_count = c.product_count + excluded.product_count
  )
  UPDATE dashboard_product_states s SET id_client_account = now.id_client_account, top_category_ids = now.top_category_ids, out_of_stock = now.out_of_stock
  FROM unnest(changed) AS u(id) LEFT JOIN now ON now.id_product = u.id WHERE s.id_product = u.id;
  DELETE FROM dashboard_product_states s WHERE s.id_product = ANY(changed) AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id_product = s.id_product);
END $$;--> statement-breakpoint
-- Which products a statement may have moved: a product's enabled flag, type or account; any link;
-- a stock row crossing zero available; a category moving (every product filed in its catalog).
CREATE FUNCTION dashboard_product_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids uuid[];
BEGIN
  IF TG_TABLE_NAME = 'products' AND TG_OP = 'UPDATE' THEN
    SELECT array_agg(n.id_product) INTO ids FROM new_rows n JOIN old_rows o ON o.id_product = n.id_product
    WHERE (o.enabled, o.type, o.id_client_account) IS DISTINCT FROM (n.enabled, n.type, n.id_client_account);
  ELSIF TG_TABLE_NAME = 'products' THEN
    SELECT array_agg(id_product) INTO ids FROM old_rows;
  ELSIF TG_TABLE_NAME = 'product_categories' AND TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT id_product) INTO ids FROM new_rows WHERE enabled;
  ELSIF TG_TABLE_NAME = 'product_categories' AND TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT id_product) INTO ids FROM old_rows WHERE enabled;
  ELSIF TG_TABLE_NAME = 'product_categories' THEN
    SELECT array_agg(DISTINCT id) INTO ids FROM (
      SELECT o.id_product AS id FROM old_rows o JOIN new_rows n ON n.id_product_category = o.id_product_category
      WHERE (o.id_product, o.id_catalog_category, o.enabled) IS DISTINCT FROM (n.id_product, n.id_catalog_category, n.enabled)
      UNION ALL
      SELECT n.id_product FROM old_rows o JOIN new_rows n ON n.id_product_category = o.id_product_category
      WHERE (o.id_product, o.id_catalog_category, o.enabled) IS DISTINCT FROM (n.id_product, n.id_catalog_category, n.enabled)) m;
  ELSIF TG_TABLE_NAME = 'product_stocks' AND TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT id_product) INTO ids FROM new_rows WHERE available_quantity > 0;
  ELSIF TG_TABLE_NAME = 'product_stocks' AND TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT id_product) INTO ids FROM old_rows WHERE available_quantity > 0;
  ELSIF TG_TABLE_NAME = 'product_stocks' THEN
    SELECT array_agg(DISTINCT id) INTO ids FROM (
      SELECT unnest(array[o.id_product, n.id_product]) AS id FROM old_rows o JOIN new_rows n ON n.id_product_stock = o.id_product_stock
      WHERE o.id_product IS DISTINCT FROM n.id_product OR (o.available_quantity > 0) <> (n.available_quantity > 0)) m;
  ELSE
    SELECT array_agg(DISTINCT pc.id_product) INTO ids FROM product_categories pc JOIN catalog_categories c ON c.id_catalog_category = pc.id_catalog_category
    WHERE c.id_catalog IN (SELECT o.id_catalog FROM old_rows o JOIN new_rows n ON n.id_catalog_category = o.id_catalog_category
                           WHERE (o.id_parent_category, o.id_catalog) IS DISTINCT FROM (n.id_parent_category, n.id_catalog)
                           UNION SELECT n.id_catalog FROM old_rows o JOIN new_rows n ON n.id_catalog_category = o.id_catalog_category
                           WHERE (o.id_parent_category, o.id_catalog) IS DISTINCT FROM (n.id_parent_category, n.id_catalog));
  END IF;
  IF ids IS NOT NULL THEN PERFORM dashboard_product_refresh(ids); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dashboard_products_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_product_follow();--> statement-breakpoint
CREATE TRIGGER dashboard_products_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_product_follow();--> statement-breakpoint
CREATE TRIGGER dashboard_product_categories_insert AFTER INSERT ON product_categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_product_follow();--> statement-breakpoint
CREATE TRIGGER dashboard_product_categories_update AFTER UPDATE ON product_categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_product_follow();--> statement-breakpoint
CREATE TRIGGER dashboard_product_categories_delete AFTER DELETE ON product_categories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_product_follow();--> statement-breakpoint
CREATE TRIGGER dashboard_product_stocks_insert AFTER INSERT ON product_stocks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_product_follow();--> statement-breakpoint
CREATE TRIGGER dashboard_product_stocks_update AFTER UPDATE ON product_stocks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_product_follow();--> statement-breakpoint
CREATE TRIGGER dashboard_product_stocks_delete AFTER DELETE ON product_stocks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_product_follow();--> statement-breakpoint
CREATE TRIGGER dashboard_catalog_categories_update AFTER UPDATE ON catalog_categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_product_follow();--> statement-breakpoint
SELECT dashboard_product_refresh(array_agg(id_product)) FROM products;
