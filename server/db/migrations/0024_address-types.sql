-- Hand-written: an address's type was stored as typed (imports took "Entrepôt", "Livraison", even
-- "Bureau"), so a warehouse named in French was offered as a customer's delivery address. Names of
-- the known types, in either language and any case, become their codes; any other word becomes
-- DELIVERY, which is how the order types already treated it (neither a warehouse nor a box).
UPDATE "address_book_addresses" SET "address_type" = CASE
    WHEN lower(trim("address_type")) IN ('delivery', 'livraison') THEN 'DELIVERY'
    WHEN lower(trim("address_type")) IN ('warehouse', 'entrepôt', 'entrepot', 'entrepÔt') THEN 'WAREHOUSE'
    WHEN lower(trim("address_type")) = 'box' THEN 'BOX'
    ELSE 'DELIVERY'
  END
WHERE "address_type" IS NOT NULL AND "address_type" NOT IN ('DELIVERY', 'WAREHOUSE', 'BOX');
