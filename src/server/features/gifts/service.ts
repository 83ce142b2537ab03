import type { z } from "zod";
import {
  MAX_GIFTS_PER_PARTY,
  MAX_GIFTS_PER_WEDDING,
  type Gift,
  type GiftList,
  type ThankYouReminder,
  type ZGiftInput,
  type ZGiftUpdate,
} from "../../../contract/gifts";
import { owedGifts, thankYouReminder } from "../../../contract/rules/thank-yous";
import { isoInZone } from "../../../contract/time-zone";
import type { AppContext } from "../../context";
import type { GiftRow, WeddingRow } from "../../db/schema";
import { lockWedding } from "../../db/wedding-lock";
import { AppError, notFound } from "../../errors";
import { isUuid } from "../../db/ids";
import { partiesOfWedding, partyLabels } from "../guest-list";
import * as repo from "./repository";

const toGift = (row: GiftRow, names: ReadonlyMap<string, { name: string }>): Gift => ({
  id: row.id,
  partyId: row.partyId,
  partyName: names.get(row.partyId)?.name ?? "",
  what: row.what,
  receivedOn: row.receivedOn,
  note: row.note,
  thankedOn: row.thankedOn,
});

/** Today as the wedding's own calendar reads it (docs/decisions/0031-wedding-time-zone.md). */
function todayOf(wedding: WeddingRow, now = new Date()): string {
  try {
    return isoInZone(now, wedding.timeZone).slice(0, 10);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

function reminderOf(wedding: WeddingRow, rows: readonly GiftRow[]): ThankYouReminder {
  return thankYouReminder(wedding.date, todayOf(wedding), owedGifts(rows).length);
}

/** Every gift of the wedding (bounded by MAX_GIFTS_PER_WEDDING), oldest first, and the thank-you reminder. */
export async function listGifts(ctx: AppContext, wedding: WeddingRow): Promise<GiftList> {
  const [rows, names] = await Promise.all([repo.giftsOfWedding(ctx.db, wedding.id), partyLabels(ctx, wedding.id)]);
  return { gifts: rows.map((row) => toGift(row, names)), reminder: reminderOf(wedding, rows) };
}

/** The dashboard's line: how many thank-yous are owed, by when, and whether to say so yet. */
export async function thankYouReminderOf(ctx: AppContext, wedding: WeddingRow): Promise<ThankYouReminder> {
  return reminderOf(wedding, await repo.giftsOfWedding(ctx.db, wedding.id));
}

/** A gift from one of this wedding's households, counted under the wedding's lock so parallel adds keep the caps. */
export async function addGift(ctx: AppContext, wedding: WeddingRow, input: z.output<typeof ZGiftInput>): Promise<Gift> {
  if (!(await partiesOfWedding(ctx, wedding.id, [input.partyId])).has(input.partyId)) {
    throw new AppError("validation_failed", "Choose a household on the guest list", { partyId: "Choose a household on the guest list" });
  }
  const row = await ctx.db.transaction(async (tx) => {
    await lockWedding(tx, wedding.id);
    const counts = await repo.countGifts(tx, wedding.id, input.partyId);
    if (counts.wedding >= MAX_GIFTS_PER_WEDDING) throw new AppError("conflict", `A wedding can record at most ${MAX_GIFTS_PER_WEDDING} gifts`);
    if (counts.party >= MAX_GIFTS_PER_PARTY) throw new AppError("conflict", `A household can have at most ${MAX_GIFTS_PER_PARTY} gifts`);
    return repo.insertGift(tx, { weddingId: wedding.id, ...input });
  });
  return toGift(row, await partyLabels(ctx, wedding.id));
}

export async function changeGift(ctx: AppContext, wedding: WeddingRow, id: string, input: z.output<typeof ZGiftUpdate>): Promise<Gift> {
  const row = isUuid(id) ? await repo.updateGift(ctx.db, wedding.id, id, input) : undefined;
  if (!row) throw notFound("Gift");
  return toGift(row, await partyLabels(ctx, wedding.id));
}
