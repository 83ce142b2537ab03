CREATE TABLE "address_requests" (
	"wedding_id" uuid PRIMARY KEY NOT NULL,
	"asking" boolean DEFAULT false NOT NULL,
	"home_country" text,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_requests_home_country" CHECK ("address_requests"."home_country" is null or "address_requests"."home_country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"party_id" uuid NOT NULL,
	"what" text NOT NULL,
	"received_on" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"thanked_on" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_what" CHECK (length("gifts"."what") between 1 and 200),
	CONSTRAINT "gifts_note" CHECK (length("gifts"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "party_addresses" (
	"party_id" uuid PRIMARY KEY NOT NULL,
	"wedding_id" uuid NOT NULL,
	"household" jsonb,
	"household_at" timestamp (3) with time zone,
	"couple" jsonb,
	"couple_at" timestamp (3) with time zone,
	"envelope_name" text,
	CONSTRAINT "party_addresses_household_size" CHECK ("party_addresses"."household" is null or octet_length("party_addresses"."household"::text) <= 2000),
	CONSTRAINT "party_addresses_couple_size" CHECK ("party_addresses"."couple" is null or octet_length("party_addresses"."couple"::text) <= 2000),
	CONSTRAINT "party_addresses_envelope_name" CHECK ("party_addresses"."envelope_name" is null or length("party_addresses"."envelope_name") <= 100)
);
--> statement-breakpoint
ALTER TABLE "address_requests" ADD CONSTRAINT "address_requests_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_addresses" ADD CONSTRAINT "party_addresses_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_addresses" ADD CONSTRAINT "party_addresses_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gifts_wedding_idx" ON "gifts" USING btree ("wedding_id","created_at");--> statement-breakpoint
CREATE INDEX "gifts_party_idx" ON "gifts" USING btree ("party_id");--> statement-breakpoint
CREATE INDEX "party_addresses_wedding_idx" ON "party_addresses" USING btree ("wedding_id");