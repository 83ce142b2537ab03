ALTER TABLE "parties" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "typed_email" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "typed_phone" text;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "lookup_check" text DEFAULT 'name' NOT NULL;