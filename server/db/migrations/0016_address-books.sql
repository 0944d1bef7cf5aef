ALTER TABLE "address_book_addresses" DROP CONSTRAINT "address_book_addresses_id_address_book_address_books_id_address_book_fk";
--> statement-breakpoint
ALTER TABLE "address_book_groups" DROP CONSTRAINT "address_book_groups_id_address_book_address_books_id_address_book_fk";
--> statement-breakpoint
ALTER TABLE "address_book_groups" DROP CONSTRAINT "address_book_groups_id_client_account_group_client_account_groups_id_client_account_group_fk";
--> statement-breakpoint
ALTER TABLE "address_books" ADD CONSTRAINT "address_books_account_unique" UNIQUE("id_address_book","id_client_account");--> statement-breakpoint
CREATE INDEX "address_books_account_idx" ON "address_books" USING btree ("id_client_account");--> statement-breakpoint
ALTER TABLE "address_book_addresses" ADD COLUMN "id_client_account" uuid;--> statement-breakpoint
ALTER TABLE "address_book_groups" ADD COLUMN "id_client_account" uuid;--> statement-breakpoint
-- Hand-written: the existing rows take their book's account.
UPDATE "address_book_addresses" a SET "id_client_account" = b."id_client_account" FROM "address_books" b WHERE a."id_address_book" = b."id_address_book";--> statement-breakpoint
UPDATE "address_book_groups" g SET "id_client_account" = b."id_client_account" FROM "address_books" b WHERE g."id_address_book" = b."id_address_book";--> statement-breakpoint
DELETE FROM "address_book_groups" g WHERE NOT EXISTS (SELECT 1 FROM "client_account_groups" c WHERE c."id_client_account_group" = g."id_client_account_group" AND c."id_client_account" = g."id_client_account");--> statement-breakpoint
ALTER TABLE "address_book_groups" ALTER COLUMN "id_client_account" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "address_book_addresses" ADD CONSTRAINT "address_book_addresses_book_fk" FOREIGN KEY ("id_address_book","id_client_account") REFERENCES "public"."address_books"("id_address_book","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book_groups" ADD CONSTRAINT "address_book_groups_book_fk" FOREIGN KEY ("id_address_book","id_client_account") REFERENCES "public"."address_books"("id_address_book","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book_groups" ADD CONSTRAINT "address_book_groups_group_fk" FOREIGN KEY ("id_client_account_group","id_client_account") REFERENCES "public"."client_account_groups"("id_client_account_group","id_client_account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_book_groups_group_idx" ON "address_book_groups" USING btree ("id_client_account_group");--> statement-breakpoint
-- Hand-written: an account book's address always carries the book's account, whoever writes it.
CREATE FUNCTION address_book_addresses_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.id_client_account := CASE WHEN NEW.id_address_book IS NULL THEN NULL
    ELSE (SELECT b.id_client_account FROM address_books b WHERE b.id_address_book = NEW.id_address_book) END;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER address_book_addresses_account BEFORE INSERT OR UPDATE OF id_address_book, id_client_account ON address_book_addresses
  FOR EACH ROW EXECUTE FUNCTION address_book_addresses_account();
--> statement-breakpoint
ALTER TABLE "address_book_addresses" ADD CONSTRAINT "address_book_addresses_account_check" CHECK (("address_book_addresses"."id_address_book" is null) = ("address_book_addresses"."id_client_account" is null));
