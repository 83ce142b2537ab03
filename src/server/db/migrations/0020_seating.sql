CREATE TABLE "seat_assignments" (
	"plan_id" uuid NOT NULL,
	"wedding_id" uuid NOT NULL,
	"person_key" text NOT NULL,
	"table_id" uuid NOT NULL,
	"seat" integer,
	"locked" boolean DEFAULT false NOT NULL,
	"high_chair" boolean DEFAULT false NOT NULL,
	CONSTRAINT "seat_assignments_plan_id_person_key_pk" PRIMARY KEY("plan_id","person_key"),
	CONSTRAINT "seat_assignments_seat" CHECK ("seat_assignments"."seat" is null or "seat_assignments"."seat" >= 1)
);
--> statement-breakpoint
CREATE TABLE "seating_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"extra_event_id" uuid,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seating_plans_event_key" UNIQUE NULLS NOT DISTINCT("wedding_id","extra_event_id")
);
--> statement-breakpoint
CREATE TABLE "seating_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"wedding_id" uuid NOT NULL,
	"name" text NOT NULL,
	"shape" text NOT NULL,
	"seats" integer NOT NULL,
	"x" double precision DEFAULT 0 NOT NULL,
	"y" double precision DEFAULT 0 NOT NULL,
	"rotation" integer DEFAULT 0 NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "seating_tables_shape" CHECK ("seating_tables"."shape" in ('round', 'rectangular', 'banquet', 'head', 'sweetheart')),
	CONSTRAINT "seating_tables_seats" CHECK ("seating_tables"."seats" between 1 and 60),
	CONSTRAINT "seating_tables_rotation" CHECK ("seating_tables"."rotation" between 0 and 359)
);
--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_plan_id_seating_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."seating_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_table_id_seating_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."seating_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_plans" ADD CONSTRAINT "seating_plans_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_plans" ADD CONSTRAINT "seating_plans_extra_event_id_events_id_fk" FOREIGN KEY ("extra_event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_tables" ADD CONSTRAINT "seating_tables_plan_id_seating_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."seating_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_tables" ADD CONSTRAINT "seating_tables_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seat_assignments_table_seat_key" ON "seat_assignments" USING btree ("table_id","seat");--> statement-breakpoint
CREATE INDEX "seating_tables_plan_position_idx" ON "seating_tables" USING btree ("plan_id","position");--> statement-breakpoint
-- Issue 30 item 10 (docs/decisions/0036-stored-seating.md): the database refuses a table over
-- capacity, even under concurrent moves. After each statement that seats people or changes a
-- table's chairs, every table it touched is locked (its row, in id order) and counted: a
-- concurrent move to the same table waits for this transaction, then counts what it wrote.
-- High chairs stand beside the chairs and are not counted. Kept by hand: drizzle-kit does not
-- write triggers, and leaves these alone.
CREATE FUNCTION "seating_tables_within_capacity"(checked uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  locked_table record;
  taken integer;
BEGIN
  FOR locked_table IN SELECT "id", "name", "seats" FROM "seating_tables" WHERE "id" = ANY(checked) ORDER BY "id" FOR UPDATE LOOP
    SELECT count(*) INTO taken FROM "seat_assignments" WHERE "table_id" = locked_table."id" AND NOT "high_chair";
    IF taken > locked_table."seats" THEN
      RAISE EXCEPTION 'seating_over_capacity: % has % seats, % people', locked_table."name", locked_table."seats", taken
        USING ERRCODE = 'check_violation', CONSTRAINT = 'seating_capacity';
    END IF;
  END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION "seat_assignments_capacity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "seating_tables_within_capacity"(ARRAY(SELECT DISTINCT "table_id" FROM "seated"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "seating_tables_capacity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "seating_tables_within_capacity"(ARRAY(SELECT "id" FROM "seated"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "seating_capacity_insert" AFTER INSERT ON "seat_assignments" REFERENCING NEW TABLE AS "seated" FOR EACH STATEMENT EXECUTE FUNCTION "seat_assignments_capacity"();--> statement-breakpoint
CREATE TRIGGER "seating_capacity_update" AFTER UPDATE ON "seat_assignments" REFERENCING NEW TABLE AS "seated" FOR EACH STATEMENT EXECUTE FUNCTION "seat_assignments_capacity"();--> statement-breakpoint
CREATE TRIGGER "seating_capacity_chairs" AFTER UPDATE ON "seating_tables" REFERENCING NEW TABLE AS "seated" FOR EACH STATEMENT EXECUTE FUNCTION "seating_tables_capacity"();
