CREATE TABLE "seating_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"wedding_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"a_type" text NOT NULL,
	"a_id" text NOT NULL,
	"a_label" text NOT NULL,
	"b_type" text,
	"b_id" text,
	"b_label" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seating_rules_kind" CHECK ("seating_rules"."kind" in ('together', 'apart', 'head')),
	CONSTRAINT "seating_rules_types" CHECK ("seating_rules"."a_type" in ('person', 'party') and ("seating_rules"."b_type" is null or "seating_rules"."b_type" in ('person', 'party'))),
	CONSTRAINT "seating_rules_pair" CHECK (("seating_rules"."kind" = 'head') = ("seating_rules"."b_id" is null)),
	CONSTRAINT "seating_rules_lengths" CHECK (length("seating_rules"."a_id") <= 200 and length(coalesce("seating_rules"."b_id", '')) <= 200 and length(coalesce("seating_rules"."note", '')) <= 200)
);
--> statement-breakpoint
ALTER TABLE "seating_rules" ADD CONSTRAINT "seating_rules_plan_id_seating_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."seating_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_rules" ADD CONSTRAINT "seating_rules_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seating_rules_plan_idx" ON "seating_rules" USING btree ("plan_id","created_at");