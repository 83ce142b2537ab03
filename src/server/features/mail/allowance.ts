import type { MailKind } from "../../../contract/mail";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";

/**
 * How many more messages of `kind` this wedding may queue now (docs/security.md): the hook for
 * per-wedding caps (e.g. a new wedding's daily invitations). Runs in the enqueuing transaction
 * (`db`), so a cap counted from the outbox holds against parallel sends when the caller locks
 * the wedding's row. Replies' confirmations are bounded by the reply limits, not here.
 */
export async function sendingAllowance(_ctx: AppContext, _db: Db, _weddingId: string, _kind: MailKind, requested: number): Promise<number> {
  return requested;
}
