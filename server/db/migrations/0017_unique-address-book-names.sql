-- Hand-written: books whose names already collide (case ignored) in one account keep their addresses
-- and groups; the oldest keeps its name, each other one is renamed "<name> (<first 8 characters of
-- its id>)" (cut to fit 50 characters), a name no other book has and that an administrator can
-- recognise and rename. Deleting or merging them would lose, or widen, what groups ship to.
UPDATE "address_books" b SET "address_book_name" = left(d."address_book_name", 39) || ' (' || left(d."id_address_book"::text, 8) || ')'
FROM (
  SELECT "id_address_book", "address_book_name",
    row_number() OVER (PARTITION BY "id_client_account", lower("address_book_name") ORDER BY "created_at", "id_address_book") AS "rank"
  FROM "address_books"
) d
WHERE b."id_address_book" = d."id_address_book" AND d."rank" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "address_books_name_unique" ON "address_books" USING btree ("id_client_account",lower("address_book_name"));
