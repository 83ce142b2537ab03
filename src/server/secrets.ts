import { createHmac, hash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { WEDDING_CODE_ALPHABET } from "../contract/wedding";

/** A 128-bit-plus secret from the CSPRNG, URL-safe. */
export function newSecret(bytes = 24): string {
  return randomBytes(bytes).toString("base64url");
}

/** A secret derived from a server-held secret and a label: the same inputs give the same value. */
export function deriveSecret(serverSecret: string, label: string, bytes = 24): string {
  return createHmac("sha256", serverSecret).update(label, "utf8").digest().subarray(0, bytes).toString("base64url");
}

export function hashSecret(secret: string): string {
  // One-shot hash: no Hash object per call (the RSVP submit hashes every edit token).
  return hash("sha256", secret, "hex");
}

/** Compares a presented secret with a stored hash in constant time. */
export function matchesHash(secret: string, hash: string): boolean {
  const presented = Buffer.from(hashSecret(secret), "hex");
  const stored = Buffer.from(hash, "hex");
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/** 8 characters of Crockford base32: 40 bits, easy to read aloud and type on a phone. */
export function newWeddingCode(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += WEDDING_CODE_ALPHABET[randomInt(WEDDING_CODE_ALPHABET.length)];
  return code;
}
