import { and, asc, eq, inArray } from "drizzle-orm";
import type { FeatureKind } from "../../../contract/seating-room";
import type { Db } from "../../db/connect";
import { seatingFeatures, seatingNeeds, type SeatingFeatureRow, type SeatingNeedRow } from "../../db/schema";

// The room plan's rows (docs/decisions/0040-room-plan.md): a plan's fixed features and who needs a
// seat near an exit. Written only inside the plan's versioned writes (service.ts `writePlan`).

export function featuresOf(db: Db, planId: string): Promise<SeatingFeatureRow[]> {
  return db.select().from(seatingFeatures).where(eq(seatingFeatures.planId, planId)).orderBy(asc(seatingFeatures.createdAt), asc(seatingFeatures.id));
}

export interface NewFeature {
  kind: FeatureKind;
  x: number;
  y: number;
  width: number;
  depth: number;
  rotation: number;
}

export async function insertFeature(tx: Db, planId: string, weddingId: string, feature: NewFeature): Promise<void> {
  await tx.insert(seatingFeatures).values({ ...feature, planId, weddingId });
}

export async function updateFeature(tx: Db, id: string, patch: Partial<Pick<SeatingFeatureRow, "x" | "y" | "width" | "depth" | "rotation">>): Promise<void> {
  if (Object.keys(patch).length) await tx.update(seatingFeatures).set(patch).where(eq(seatingFeatures.id, id));
}

export async function deleteFeature(tx: Db, id: string): Promise<void> {
  await tx.delete(seatingFeatures).where(eq(seatingFeatures.id, id));
}

export function needsOf(db: Db, planId: string): Promise<SeatingNeedRow[]> {
  return db.select().from(seatingNeeds).where(eq(seatingNeeds.planId, planId));
}

/** Marks these people as needing a seat near an exit, or clears the mark (a person with no need has no row). */
export async function setNearExit(tx: Db, planId: string, weddingId: string, keys: string[], nearExit: boolean): Promise<void> {
  if (!keys.length) return;
  if (!nearExit) {
    await tx.delete(seatingNeeds).where(and(eq(seatingNeeds.planId, planId), inArray(seatingNeeds.personKey, keys)));
    return;
  }
  await tx
    .insert(seatingNeeds)
    .values(keys.map((personKey) => ({ planId, weddingId, personKey, nearExit: true })))
    .onConflictDoUpdate({ target: [seatingNeeds.planId, seatingNeeds.personKey], set: { nearExit: true } });
}
