import { MAX_GIFTS_PER_PARTY, MAX_GIFTS_PER_WEDDING } from "../../../contract/gifts";
import type { Db } from "../../db/connect";
import type { JsonRow } from "../../db/row-copy";
import { gifts } from "../../db/schema";
import { lockWedding } from "../../db/wedding-lock";
import { AppError } from "../../errors";
import { countGifts, deleteGiftRow } from "./repository";

/** What the trash needs to take a gift (docs/decisions/0049-trash.md): its table, what it was, the owner's delete of its row. */
export const giftRecord = { table: gifts, label: (row: JsonRow) => String(row.what), remove: deleteGiftRow };

/**
 * Room for gifts coming back (a gift, or a household's with it), under the lock an add takes
 * (the wedding's row): the wedding's cap, and the household's when one gift comes back to a
 * household still there (409 otherwise, nothing restored).
 */
export async function roomForGifts(tx: Db, weddingId: string, adding: number, partyId?: string): Promise<void> {
  if (adding <= 0) return;
  await lockWedding(tx, weddingId);
  const counts = await countGifts(tx, weddingId, partyId ?? "00000000-0000-0000-0000-000000000000");
  if (counts.wedding + adding > MAX_GIFTS_PER_WEDDING)
    throw new AppError("conflict", `A wedding can record at most ${MAX_GIFTS_PER_WEDDING} gifts: remove some before restoring these.`);
  if (partyId && counts.party + adding > MAX_GIFTS_PER_PARTY)
    throw new AppError("conflict", `A household can have at most ${MAX_GIFTS_PER_PARTY} gifts: remove one of theirs before restoring this.`);
}
