CREATE TABLE "guest_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"name" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"client_address" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"party_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"is_child" boolean DEFAULT false NOT NULL,
	"age" integer,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"name" text NOT NULL,
	"extra_seats" integer DEFAULT 0 NOT NULL,
	"side" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"invitation_token_hash" text NOT NULL,
	"invitation_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parties_invitation_token_hash_unique" UNIQUE("invitation_token_hash")
);
--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "party_id" uuid;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "party_match" text;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "rsvp_access" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_notes" ADD CONSTRAINT "guest_notes_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_notes_wedding_created_idx" ON "guest_notes" USING btree ("wedding_id","created_at");--> statement-breakpoint
CREATE INDEX "guests_wedding_idx" ON "guests" USING btree ("wedding_id");--> statement-breakpoint
CREATE INDEX "guests_party_position_idx" ON "guests" USING btree ("party_id","position");--> statement-breakpoint
CREATE INDEX "parties_wedding_created_idx" ON "parties" USING btree ("wedding_id","created_at","id");--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "responses_party_reply_idx" ON "responses" USING btree ("party_id") WHERE "responses"."party_match" in ('invitation', 'confirmed');--> statement-breakpoint
CREATE INDEX "responses_party_idx" ON "responses" USING btree ("party_id");