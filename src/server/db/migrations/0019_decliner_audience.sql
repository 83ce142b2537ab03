ALTER TABLE "questions" ALTER COLUMN "audience" SET DEFAULT 'attending';--> statement-breakpoint
-- Issue 29 item 4 (docs/decisions/0033-decliners.md): the couple's own questions of the wedding
-- (no role, no event) left at the old default are for the guests who are coming, as a new one is.
UPDATE "questions" SET "audience" = 'attending' WHERE "role" IS NULL AND "event_id" IS NULL AND "audience" = 'everyone';
