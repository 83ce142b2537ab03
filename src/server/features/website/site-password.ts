import { createHmac, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

// The site's optional password (issue 32 item 2, docs/decisions/0045-website-sections.md). The
// host key is 128 random bits, so one SHA-256 suffices for it; a password a couple chose is not,
// so it is stored as a salted scrypt hash (node's own, no dependency), never in clear.

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: { N: number; r: number; p: number }) => Promise<Buffer>;
const PARAMS = { N: 16_384, r: 8, p: 1 };
const KEY_BYTES = 32;

export async function hashSitePassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password.normalize("NFC"), salt, KEY_BYTES, PARAMS);
  return `scrypt$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function matchesSitePassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const presented = await scryptAsync(password.normalize("NFC"), Buffer.from(salt, "base64url"), expected.length, PARAMS);
  return timingSafeEqual(presented, expected);
}

/** The cookie that says "this browser typed the password": per wedding, dead as soon as the password changes. */
export function siteCookieName(weddingCode: string): string {
  return `site_${weddingCode}`;
}

/** Its value: an HMAC of the wedding under the stored hash (salted, secret), so no one can make it without the password. */
export function siteCookieValue(passwordHash: string, weddingId: string): string {
  return createHmac("sha256", passwordHash).update(`site:${weddingId}`).digest("base64url");
}

export function isSiteCookieValid(presented: string | undefined, passwordHash: string, weddingId: string): boolean {
  if (!presented) return false;
  const expected = Buffer.from(siteCookieValue(passwordHash, weddingId));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
