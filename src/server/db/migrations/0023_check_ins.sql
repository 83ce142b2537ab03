CREATE TABLE "check_ins" (
	"wedding_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"extra_event_id" uuid,
	"person_key" text NOT NULL,
	"arrived" boolean NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_wedding_id_id_pk" PRIMARY KEY("wedding_id","id"),
	CONSTRAINT "check_ins_person_key" CHECK (length("check_ins"."person_key") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_extra_event_id_events_id_fk" FOREIGN KEY ("extra_event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_person_idx" ON "check_ins" USING btree ("wedding_id","person_key","marked_at");