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
