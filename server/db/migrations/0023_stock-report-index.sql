-- The stock reports read a warehouse's moves since a date and sum them by product: with what they
-- sum in the index itself, that is an index-only scan instead of a heap fetch per move.
CREATE INDEX IF NOT EXISTS "stock_movements_report_idx" ON "stock_movements" USING btree ("id_warehouse", "moved_at") INCLUDE ("id_client_account", "id_product", "physical_delta", "reserved_delta");
