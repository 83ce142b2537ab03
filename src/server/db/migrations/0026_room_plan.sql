CREATE TABLE "seating_features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"wedding_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"width" integer NOT NULL,
	"depth" integer NOT NULL,
	"rotation" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seating_features_kind" CHECK ("seating_features"."kind" in ('dance-floor', 'stage', 'bar', 'exit', 'buffet', 'cake', 'dj')),
	CONSTRAINT "seating_features_size" CHECK ("seating_features"."width" between 20 and 2000 and "seating_features"."depth" between 20 and 2000),
	CONSTRAINT "seating_features_rotation" CHECK ("seating_features"."rotation" between 0 and 359)
);
--> statement-breakpoint
CREATE TABLE "seating_needs" (
	"plan_id" uuid NOT NULL,
	"wedding_id" uuid NOT NULL,
	"person_key" text NOT NULL,
	"near_exit" boolean DEFAULT false NOT NULL,
	CONSTRAINT "seating_needs_plan_id_person_key_pk" PRIMARY KEY("plan_id","person_key"),
	CONSTRAINT "seating_needs_person_key" CHECK (length("seating_needs"."person_key") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "seating_features" ADD CONSTRAINT "seating_features_plan_id_seating_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."seating_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_features" ADD CONSTRAINT "seating_features_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_needs" ADD CONSTRAINT "seating_needs_plan_id_seating_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."seating_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_needs" ADD CONSTRAINT "seating_needs_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seating_features_plan_idx" ON "seating_features" USING btree ("plan_id");