-- Mail that cannot be aimed at strangers (issue 27, docs/decisions/0021-mail-to-strangers.md):
-- per-address facts and daily counts keyed by a hash of the address, a key for links that
-- outlive a wedding, a daily count of guest confirmations per wedding, and the outbox row's
-- admission (counted once against those bounds).
CREATE TABLE "mail_link_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_recipient_days" (
	"address_hash" text NOT NULL,
	"day" text NOT NULL,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"invitations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mail_recipient_days_address_hash_day_pk" PRIMARY KEY("address_hash","day")
);
--> statement-breakpoint
CREATE TABLE "mail_recipients" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"verified_at" timestamp (3) with time zone,
	"suppressed_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_send_counts" ADD COLUMN "confirmations" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "admitted_at" timestamp (3) with time zone;