ALTER TABLE "sign_in_failures" ADD COLUMN "id_device" uuid;--> statement-breakpoint
CREATE INDEX "sign_in_failures_device_idx" ON "sign_in_failures" USING btree ("id_device","failed_at");