import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { parties } from "../../db/schema";

// A second tap (WhatsApp after SMS) keeps when the link was first sent.
const keepFirst = () => sql`coalesce(${parties.sentByHandAt}, now())`;

/**
 * Marks a party's link sent by hand, keeping the first time it was marked, or clears the mark
 * (docs/decisions/0035-sending-by-hand.md). Undefined when the party is not this wedding's.
 */
export async function setSentByHand(db: Db, weddingId: string, partyId: string, sent: boolean): Promise<{ sentByHandAt: Date | null } | undefined> {
  const [row] = await db
    .update(parties)
    .set({ sentByHandAt: sent ? keepFirst() : null })
    .where(and(eq(parties.id, partyId), eq(parties.weddingId, weddingId)))
    .returning({ sentByHandAt: parties.sentByHandAt });
  return row;
}

/** Every party of the wedding with its mark, for the count of households invited. */
export async function sentByHandOfWedding(db: Db, weddingId: string): Promise<{ id: string; sentByHandAt: Date | null }[]> {
  return db.select({ id: parties.id, sentByHandAt: parties.sentByHandAt }).from(parties).where(eq(parties.weddingId, weddingId));
}
