-- Several events in one wedding (issue 17, docs/decisions/0019-events.md). The wedding's own
-- date, time and venue stay its main event; these rows are the extra ones.
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"name" text NOT NULL,
	"date" text,
	"start_time" text,
	"end_time" text,
	"venue" text,
	"address" text,
	"description" text,
	"dress_code" text,
	"position" integer NOT NULL,
	"visibility" text DEFAULT 'everyone' NOT NULL,
	"invited_tags" text[] DEFAULT '{}' NOT NULL,
	"attendance_question_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_parties" (
	"event_id" uuid NOT NULL,
	"party_id" uuid NOT NULL,
	CONSTRAINT "event_parties_event_id_party_id_pk" PRIMARY KEY("event_id","party_id")
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "event_id" uuid;
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_attendance_question_id_questions_id_fk" FOREIGN KEY ("attendance_question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_parties" ADD CONSTRAINT "event_parties_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_parties" ADD CONSTRAINT "event_parties_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The public view reads a wedding's events in order; deleting a party finds its invitations.
CREATE INDEX "events_wedding_position_idx" ON "events" USING btree ("wedding_id","position");
--> statement-breakpoint
CREATE INDEX "event_parties_party_idx" ON "event_parties" USING btree ("party_id");
--> statement-breakpoint
CREATE INDEX "questions_event_idx" ON "questions" USING btree ("event_id") WHERE "event_id" IS NOT NULL;
