import { hash } from "node:crypto";

/** JSON with object keys in sorted order, so the same reply always serialises the same way. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * SHA-256 of a reply as the rules stored it (decision 0003): stored beside its Idempotency-Key,
 * so a retry can tell "the same reply again" from "another reply under a reused key".
 */
export function replyBodyHash(reply: unknown): string {
  return hash("sha256", canonicalJson(reply), "hex");
}
