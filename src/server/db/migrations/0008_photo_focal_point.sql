-- Where the faces are in the couple's photo (issue 15, decision 0014): 0..1 across and down, centre by default.
ALTER TABLE "weddings" ADD COLUMN "photo_focus_x" double precision DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "photo_focus_y" double precision DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "weddings" ADD CONSTRAINT "weddings_photo_focus_range" CHECK ("photo_focus_x" BETWEEN 0 AND 1 AND "photo_focus_y" BETWEEN 0 AND 1);
