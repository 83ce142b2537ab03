CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"author_kind" text NOT NULL,
	"author_name" text NOT NULL,
	"link_id" uuid,
	"kind" text NOT NULL,
	"record_id" text,
	"summary" text NOT NULL,
	CONSTRAINT "activity_log_author_kind" CHECK ("activity_log"."author_kind" in ('owner', 'link', 'guest-link', 'guest-form'))
);
--> statement-breakpoint
CREATE TABLE "activity_pruned" (
	"wedding_id" uuid PRIMARY KEY NOT NULL,
	"pruned_before" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_pruned" ADD CONSTRAINT "activity_pruned_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_wedding_at_idx" ON "activity_log" USING btree ("wedding_id","at","id");