CREATE TABLE "website_passwords" (
	"wedding_id" uuid PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"audience" text DEFAULT 'everyone' NOT NULL,
	"audience_event_id" uuid,
	"audience_tags" text[] DEFAULT '{}' NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos" text[] DEFAULT '{}' NOT NULL,
	"photo_urls" text[] DEFAULT '{}' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_sections_audience" CHECK ("website_sections"."audience" in ('everyone', 'event', 'tags'))
);
--> statement-breakpoint
ALTER TABLE "website_passwords" ADD CONSTRAINT "website_passwords_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_sections" ADD CONSTRAINT "website_sections_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_sections" ADD CONSTRAINT "website_sections_audience_event_id_events_id_fk" FOREIGN KEY ("audience_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "website_sections_wedding_position_idx" ON "website_sections" USING btree ("wedding_id","position");