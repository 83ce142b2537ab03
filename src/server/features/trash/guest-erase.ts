import type { AppContext } from "../../context";
import { isUuid } from "../../db/ids";
import { AppError } from "../../errors";
import { matchesHash } from "../../secrets";
import * as repo from "./repository";
import type { TrashPayload } from "./service";

/**
 * A reply the couple deleted is still its guest's to erase (docs/decisions/0046-take-it-or-erase-it.md,
 * 0049-trash.md): their edit link opens its trash entry as it opened the reply (401 without the
 * token, 403 with another reply's), and the entry goes for good. Undefined: no such entry.
 */
export async function trashedReplyOf(ctx: AppContext, replyId: string) {
  const entry = isUuid(replyId) ? await repo.findReplyEntry(ctx.db, replyId) : undefined;
  const [row] = entry ? ((entry.payload as unknown as TrashPayload).rows.responses ?? []) : [];
  if (!entry || !row) return undefined;
  return { entryId: entry.id, weddingId: entry.weddingId, guestName: String(row.guest_name), editTokenHash: String(row.edit_token_hash) };
}

/** Erases a deleted reply's trash entry with its edit link; false when the trash holds no such reply. */
export async function eraseTrashedReply(ctx: AppContext, replyId: string, editToken: string | undefined): Promise<boolean> {
  const trashed = await trashedReplyOf(ctx, replyId);
  if (!trashed) return false;
  if (!editToken) throw new AppError("unauthorized", "This link needs its edit token");
  if (!matchesHash(editToken, trashed.editTokenHash)) throw new AppError("forbidden", "This edit link is not valid for this response");
  await repo.deleteEntry(ctx.db, trashed.weddingId, trashed.entryId);
  return true;
}
