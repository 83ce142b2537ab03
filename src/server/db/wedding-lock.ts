import { eq } from "drizzle-orm";
import type { Db } from "./connect";
import { weddings } from "./schema";

/**
 * The wedding's row lock, in the caller's transaction: every per-wedding cap (replies, questions
 * and events, guests' notes) counts and inserts under it, so parallel writes cannot all see room
 * for one more. One lock for all of them, taken here (docs/decisions/0029-one-owner-per-table.md):
 * the features that count do not otherwise read the weddings table.
 */
export async function lockWedding(tx: Db, weddingId: string): Promise<void> {
  await tx.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, weddingId)).for("update");
}
