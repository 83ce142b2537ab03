import { and, asc, count, eq, max } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { isUuid } from "../../db/ids";
import { websitePasswords, websiteSections, type WebsiteSectionRow } from "../../db/schema";

export type NewSection = Omit<typeof websiteSections.$inferInsert, "id" | "weddingId" | "position" | "createdAt" | "updatedAt">;

export async function listSections(db: Db, weddingId: string): Promise<WebsiteSectionRow[]> {
  return db
    .select()
    .from(websiteSections)
    .where(eq(websiteSections.weddingId, weddingId))
    .orderBy(asc(websiteSections.position), asc(websiteSections.createdAt));
}

export async function findSection(db: Db, id: string): Promise<WebsiteSectionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(websiteSections).where(eq(websiteSections.id, id)).limit(1);
  return row;
}

/** How many sections the wedding has and the last one's place (under the wedding's row lock). */
export async function sectionCount(db: Db, weddingId: string): Promise<{ n: number; last: number }> {
  const [stats] = await db
    .select({ n: count(), last: max(websiteSections.position) })
    .from(websiteSections)
    .where(eq(websiteSections.weddingId, weddingId));
  return { n: stats?.n ?? 0, last: stats?.last ?? 0 };
}

/** Whether the wedding has its schedule section already (at most one; under the wedding's row lock). */
export async function hasSchedule(db: Db, weddingId: string): Promise<boolean> {
  const rows = await db
    .select({ id: websiteSections.id })
    .from(websiteSections)
    .where(and(eq(websiteSections.weddingId, weddingId), eq(websiteSections.kind, "schedule")))
    .limit(1);
  return rows.length > 0;
}

/** Whether a section of the wedding holds this place (a restored section keeps its place only if free). */
export async function positionTaken(db: Db, weddingId: string, position: number): Promise<boolean> {
  const rows = await db
    .select({ id: websiteSections.id })
    .from(websiteSections)
    .where(and(eq(websiteSections.weddingId, weddingId), eq(websiteSections.position, position)))
    .limit(1);
  return rows.length > 0;
}

export async function insertSection(db: Db, weddingId: string, values: NewSection, position: number): Promise<WebsiteSectionRow> {
  const [row] = await db
    .insert(websiteSections)
    .values({ ...values, weddingId, position })
    .returning();
  return row!;
}

export async function updateSection(db: Db, id: string, patch: Partial<NewSection>): Promise<void> {
  await db
    .update(websiteSections)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(websiteSections.id, id));
}

export async function deleteSection(db: Db, id: string): Promise<void> {
  await db.delete(websiteSections).where(eq(websiteSections.id, id));
}

/** Positions 1..n in the given order, in one transaction; the caller checked `ids` are exactly the wedding's sections. */
export async function reorderSections(db: Db, weddingId: string, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(websiteSections)
        .set({ position: index + 1 })
        .where(and(eq(websiteSections.id, id), eq(websiteSections.weddingId, weddingId)));
    }
  });
}

export async function findPasswordHash(db: Db, weddingId: string): Promise<string | undefined> {
  const [row] = await db.select({ hash: websitePasswords.passwordHash }).from(websitePasswords).where(eq(websitePasswords.weddingId, weddingId)).limit(1);
  return row?.hash;
}

export async function setPasswordHash(db: Db, weddingId: string, passwordHash: string | null): Promise<void> {
  if (passwordHash === null) {
    await db.delete(websitePasswords).where(eq(websitePasswords.weddingId, weddingId));
    return;
  }
  await db
    .insert(websitePasswords)
    .values({ weddingId, passwordHash })
    .onConflictDoUpdate({ target: websitePasswords.weddingId, set: { passwordHash, updatedAt: new Date() } });
}
