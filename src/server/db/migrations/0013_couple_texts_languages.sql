-- The invitation's language, the languages offered and the couple's texts in them (issue 16, decision 0018).
-- Existing weddings read as English only, with no translations.
ALTER TABLE "weddings" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "locales" text[] DEFAULT '{en}' NOT NULL;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- What a question is for, in any language: 'attendance', 'meal' or null. No backfill: a question
-- without a role keeps docs/spec.md section 4's English rules exactly.
ALTER TABLE "questions" ADD COLUMN "role" text;
