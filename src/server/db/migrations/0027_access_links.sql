CREATE TABLE "access_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "access_links_secret_hash_unique" UNIQUE("secret_hash"),
	CONSTRAINT "access_links_role" CHECK ("access_links"."role" in ('co-host', 'editor', 'viewer', 'door')),
	CONSTRAINT "access_links_name" CHECK (length("access_links"."name") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "access_links" ADD CONSTRAINT "access_links_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_links_wedding_idx" ON "access_links" USING btree ("wedding_id","created_at");