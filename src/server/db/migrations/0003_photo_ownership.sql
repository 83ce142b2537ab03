ALTER TABLE "uploads" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "bytes" integer;--> statement-breakpoint
CREATE INDEX "uploads_photo_url_idx" ON "uploads" USING btree ("photo_url");--> statement-breakpoint
CREATE INDEX "uploads_client_address_idx" ON "uploads" USING btree ("client_address","created_at");