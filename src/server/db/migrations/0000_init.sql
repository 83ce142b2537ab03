CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"question" text NOT NULL,
	"type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"answer_scope" text DEFAULT 'party' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"guest_name" text NOT NULL,
	"guest_email" text NOT NULL,
	"guest_phone" text,
	"party_members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"side_assignment" text,
	"edit_token_hash" text NOT NULL,
	"idempotency_key" text,
	"submitted_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weddings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unique_code" text NOT NULL,
	"host_key_hash" text NOT NULL,
	"partner1" text NOT NULL,
	"partner2" text NOT NULL,
	"date" text NOT NULL,
	"time" text NOT NULL,
	"venue" text NOT NULL,
	"message" text,
	"photo_url" text,
	"rsvp_style" text DEFAULT 'classic' NOT NULL,
	"children_policy" text,
	"gift_preferences" text,
	"rsvp_deadline" text,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weddings_unique_code_unique" UNIQUE("unique_code")
);
--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_wedding_position_idx" ON "questions" USING btree ("wedding_id","position");--> statement-breakpoint
CREATE INDEX "responses_wedding_submitted_idx" ON "responses" USING btree ("wedding_id","submitted_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "responses_wedding_idempotency_idx" ON "responses" USING btree ("wedding_id","idempotency_key");