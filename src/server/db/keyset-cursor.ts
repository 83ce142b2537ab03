import { AppError } from "../errors";
import { isUuid } from "./ids";

/**
 * The "after" cursor of a keyset page ordered by (created_at, id): opaque to the client, checked
 * on the way back in, so a made-up cursor is a 400 rather than a database error. Shared by the
 * guest list's and the Outbox's pages.
 */
export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at = "", id = ""] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(at);
  if (Number.isNaN(createdAt.getTime()) || !isUuid(id))
    throw new AppError("validation_failed", "This page link is not valid", { after: "Not a cursor from this list" });
  return { createdAt, id };
}
