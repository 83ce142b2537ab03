CREATE TABLE "couple_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"email" text NOT NULL,
	"mode" text DEFAULT 'each' NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"confirmed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "couple_addresses_confirm_token_hash_unique" UNIQUE("confirm_token_hash")
);
--> statement-breakpoint
CREATE TABLE "mail_job_runs" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_send_counts" (
	"wedding_id" uuid NOT NULL,
	"day" text NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mail_send_counts_wedding_id_day_pk" PRIMARY KEY("wedding_id","day")
);
--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "notify_each_reply" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "reminder_days_before" integer;--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN "mail_opted_out_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "couple_addresses" ADD CONSTRAINT "couple_addresses_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_send_counts" ADD CONSTRAINT "mail_send_counts_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "couple_addresses_wedding_email_idx" ON "couple_addresses" USING btree ("wedding_id",lower("email"));
