CREATE TABLE "document_status_changes" (
	"id_document_status_change" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_status_changes_id_document_status_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"document_kind" varchar(20) NOT NULL,
	"id_document" uuid NOT NULL,
	"status_code" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_status_changes_kind_check" CHECK (document_kind in ('supplierOrder', 'workOrder', 'inboundOrder', 'outboundOrder'))
);
--> statement-breakpoint
CREATE INDEX "document_status_changes_document_idx" ON "document_status_changes" USING btree ("document_kind","id_document","changed_at");