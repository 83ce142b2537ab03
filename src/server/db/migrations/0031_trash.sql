CREATE TABLE "trash_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"label" text NOT NULL,
	"author_name" text NOT NULL,
	"deleted_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	CONSTRAINT "trash_entries_kind" CHECK ("trash_entries"."kind" in ('party', 'reply')),
	CONSTRAINT "trash_entries_label" CHECK (length("trash_entries"."label") <= 200),
	CONSTRAINT "trash_entries_payload_size" CHECK (octet_length("trash_entries"."payload"::text) <= 1000000)
);
--> statement-breakpoint
ALTER TABLE "trash_entries" ADD CONSTRAINT "trash_entries_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trash_entries_wedding_deleted_idx" ON "trash_entries" USING btree ("wedding_id","deleted_at","id");--> statement-breakpoint
CREATE INDEX "trash_entries_expires_idx" ON "trash_entries" USING btree ("expires_at");