import { namesMatch, type EraseWedding } from "../../../contract/erase";
import type { AppContext } from "../../context";
import { deleteCountersNaming } from "../../db/counters";
import type { WeddingRow } from "../../db/schema";
import { lockWedding } from "../../db/wedding-lock";
import { AppError, notFound } from "../../errors";
import { forgetWeddingJobRuns } from "../mail";
import { deleteReleasedFiles, releaseWeddingFiles, type ReleasedFiles } from "../photos";
import { announceWeddingChange, deleteWeddingRow } from "../weddings";

type Log = (details: object, message: string) => void;

/**
 * Erases a wedding (docs/decisions/0046-take-it-or-erase-it.md). One transaction removes every
 * row: the wedding's, and with it (on delete cascade) its questions, events, guest list, replies,
 * queued and sent mail, seating, check-ins and notes; the mail jobs' and rate limits' keys that
 * name it; and its uploads become the photo sweep's work list, so a file the store fails to
 * delete now still goes. Then every instance hears of it: caches drop the wedding and its guest
 * list, live streams end (the hub finds no wedding for their key), and host cookies open nothing.
 */
export async function eraseWedding(ctx: AppContext, wedding: WeddingRow, input: EraseWedding, log: Log): Promise<void> {
  if (!namesMatch(input.confirmName, wedding)) {
    throw new AppError("validation_failed", "confirmName: Type the couple's names exactly as shown to erase the wedding", {
      confirmName: "Type the couple's names exactly as shown",
    });
  }
  const names = [wedding.id, wedding.uniqueCode];
  // Before the rows go: a counter still in memory would be written back to the table at its next sync.
  ctx.counters.forgetNaming(names);
  const released = await eraseRows(ctx, wedding);
  await announceWeddingChange(ctx, wedding);
  for (const event of [
    { type: "wedding.erased", weddingId: wedding.id, uniqueCode: wedding.uniqueCode },
    { type: "guest-list.changed", weddingId: wedding.id },
  ] as const) {
    await ctx.feed.publish(event).catch(() => {});
  }
  await deleteReleasedFiles(ctx, released, log);
}

/** The erase's transaction: once it commits, the files it released are the sweep's even if this process dies now. */
export async function eraseRows(ctx: AppContext, wedding: WeddingRow): Promise<ReleasedFiles> {
  return ctx.db.transaction(async (tx) => {
    await lockWedding(tx, wedding.id);
    const files = await releaseWeddingFiles(tx, wedding.id);
    await forgetWeddingJobRuns(tx, wedding.id);
    await deleteCountersNaming(tx, [wedding.id, wedding.uniqueCode]);
    if (!(await deleteWeddingRow(tx, wedding.id))) throw notFound("Wedding");
    return files;
  });
}
