import { timingSafeEqual } from "node:crypto";
import type { Locale } from "../../../contract/locales";
import type { Db } from "../../db/connect";
import { deriveSecret } from "../../secrets";
import { addressHash } from "./address-hash";
import { isWithheld, WITHHELD_LINK, type Audience } from "./messages/private-links";
import { linkKey } from "./recipient-repository";

/**
 * The "send me nothing more from this service" link (docs/decisions/0021-mail-to-strangers.md):
 * in every message to an address that did not ask for it (a guest's confirmation, an address's
 * confirmation, an invitation, a reminder), honoured by every wedding. It names the address by its
 * hash and carries an HMAC of that hash under a service-wide key (mail_link_keys), so it works for
 * as long as the service does, whatever happens to the wedding that sent it, and nothing is
 * stored per message. Only the recipient has it: the couple's previews withhold it.
 */
const keys = new WeakMap<Db, Promise<string>>();

function keyOf(db: Db): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = linkKey(db, "mail-never");
    // A database that was away is asked again next time.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const tokenFor = (key: string, hash: string) => deriveSecret(key, `mail-never:${hash}`, 18);

export const HASH_PATTERN = /^[0-9a-f]{64}$/;

export async function neverPath(db: Db, address: string, locale: Locale): Promise<string> {
  const hash = addressHash(address);
  return `/mail/never/${hash}/${tokenFor(await keyOf(db), hash)}?lang=${locale}`;
}

/** Whether a presented link is the one we made for this hash. */
export async function isNeverToken(db: Db, hash: string, presented: string): Promise<boolean> {
  if (!HASH_PATTERN.test(hash)) return false;
  const expected = Buffer.from(tokenFor(await keyOf(db), hash));
  const given = Buffer.from(presented);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The link for a message being rendered: the recipient's, or the stand-in in the couple's preview (messages/private-links.ts). */
export async function neverLink(ctx: { app: { db: Db }; origin: string; audience: Audience }, address: string, locale: Locale): Promise<string> {
  return ctx.audience === "recipient" ? ctx.origin + (await neverPath(ctx.app.db, address, locale)) : WITHHELD_LINK;
}

/** RFC 8058's one-click headers for a message whose "send me nothing more" link is `href` (none in the couple's preview). */
export function oneClickHeaders(href: string): Record<string, string> {
  return isWithheld(href) ? {} : { "List-Unsubscribe": `<${href}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
