import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { seatAssignments, seatingFeatures, seatingPlans, seatingTables } from "../../db/schema";

// "Find my table"'s reads and its switch (docs/decisions/0038-find-my-table.md): the main event's
// plan row (repository.ts makes it), and the tables of a few people.

export async function findMyTableOf(db: Db, weddingId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: seatingPlans.findMyTable })
    .from(seatingPlans)
    .where(and(eq(seatingPlans.weddingId, weddingId), isNull(seatingPlans.extraEventId)));
  return row?.on ?? false;
}

/** The switch, on the plan's row (made here if the couple has no tables yet); the plan's version does not move. */
export async function setFindMyTable(db: Db, weddingId: string, on: boolean): Promise<void> {
  await db
    .insert(seatingPlans)
    .values({ weddingId, findMyTable: on })
    .onConflictDoUpdate({ target: [seatingPlans.weddingId, seatingPlans.extraEventId], set: { findMyTable: on } });
}

/** The tables of these people in the main event's plan: only theirs, by person key. */
export function tablesOfPeople(db: Db, weddingId: string, personKeys: string[]) {
  return db
    .selectDistinct({ id: seatingTables.id, name: seatingTables.name })
    .from(seatAssignments)
    .innerJoin(seatingPlans, eq(seatingPlans.id, seatAssignments.planId))
    .innerJoin(seatingTables, eq(seatingTables.id, seatAssignments.tableId))
    .where(and(eq(seatAssignments.weddingId, weddingId), isNull(seatingPlans.extraEventId), inArray(seatAssignments.personKey, personKeys)));
}

/** Every table of the main event's plan, as the room shows it: shape and place, no name. */
export function roomOf(db: Db, weddingId: string) {
  return db
    .select({
      id: seatingTables.id,
      shape: seatingTables.shape,
      seats: seatingTables.seats,
      x: seatingTables.x,
      y: seatingTables.y,
      rotation: seatingTables.rotation,
    })
    .from(seatingTables)
    .innerJoin(seatingPlans, eq(seatingPlans.id, seatingTables.planId))
    .where(and(eq(seatingTables.weddingId, weddingId), isNull(seatingPlans.extraEventId)))
    .orderBy(seatingTables.position, seatingTables.id);
}

/** The room's fixed features of the main event's plan: kinds and places, nothing about anyone. */
export function featuresOfRoom(db: Db, weddingId: string) {
  return db
    .select({
      kind: seatingFeatures.kind,
      x: seatingFeatures.x,
      y: seatingFeatures.y,
      width: seatingFeatures.width,
      depth: seatingFeatures.depth,
      rotation: seatingFeatures.rotation,
    })
    .from(seatingFeatures)
    .innerJoin(seatingPlans, eq(seatingPlans.id, seatingFeatures.planId))
    .where(and(eq(seatingFeatures.weddingId, weddingId), isNull(seatingPlans.extraEventId)))
    .orderBy(seatingFeatures.createdAt, seatingFeatures.id);
}
