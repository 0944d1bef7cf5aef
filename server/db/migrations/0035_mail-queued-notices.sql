-- A mail written to the outbox is announced on the wareport_mail channel when its transaction
-- commits, so the servers that deliver mails (server/mail/delivery.ts) claim it at once rather
-- than at their next poll. Only at commit: before it, no other connection could claim the row.
CREATE FUNCTION wareport_mail_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wareport_mail', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mails_queued AFTER INSERT ON mails FOR EACH STATEMENT EXECUTE FUNCTION wareport_mail_queued();
