import type { AppContext } from "../../context";
import { isNeverToken } from "./never-links";
import { setSuppressed } from "./recipient-repository";

/**
 * The "send me nothing more" list (docs/decisions/0021-mail-to-strangers.md): an address on it
 * gets nothing from any wedding, whatever its kind; the outbox worker skips its messages, also
 * those queued before. Only the link in the address's own mail changes it (false: not that link).
 */
export async function suppressAddress(ctx: AppContext, hash: string, token: string): Promise<boolean> {
  if (!(await isNeverToken(ctx.db, hash, token))) return false;
  await setSuppressed(ctx.db, hash, true);
  return true;
}

/** Its owner changed their mind, from the page the same link opened. */
export async function unsuppressAddress(ctx: AppContext, hash: string, token: string): Promise<boolean> {
  if (!(await isNeverToken(ctx.db, hash, token))) return false;
  await setSuppressed(ctx.db, hash, false);
  return true;
}
