-- Who a question is asked of: "everyone" (every question so far) or "attending" (issue 15).
ALTER TABLE "questions" ADD COLUMN "audience" text DEFAULT 'everyone' NOT NULL;
