ALTER TABLE "responses" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "locale" text;
