import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import type { ResponseRow } from "../../db/schema";
import * as repo from "./repository";
import { requireGuestResponse } from "./service";

/**
 * A guest erasing their own reply (docs/decisions/0046-take-it-or-erase-it.md): the reply their
 * edit link opens, checked as an edit is (401 without the token, 403 with another reply's).
 */
export async function replyOfEditLink(ctx: AppContext, id: string, editToken: string | undefined): Promise<ResponseRow> {
  return (await requireGuestResponse(ctx, id, editToken)).row;
}

/** The reply's row, in the caller's transaction. */
export async function deleteReplyRow(tx: Db, id: string): Promise<boolean> {
  return repo.deleteResponse(tx, id);
}
