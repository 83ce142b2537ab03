-- How the couple's screens and exports name the sides (issue 29, decision 0026): the partners' names by default, or the specification's bride/groom words.
ALTER TABLE "weddings" ADD COLUMN "side_words" text DEFAULT 'names' NOT NULL;--> statement-breakpoint
ALTER TABLE "weddings" ADD CONSTRAINT "weddings_side_words_check" CHECK ("side_words" IN ('names', 'bride-groom'));
