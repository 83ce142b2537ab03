import { hash } from "node:crypto";

/** JSON with object keys in sorted order, so the same reply always serialises the same way. */
function canonicalJson(value: unknown): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value ?? null);
  // Plain loops and string concatenation: this runs on every keyed submit (the hot path).
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) out += (i ? "," : "") + canonicalJson(value[i]);
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  let out = "{";
  for (const key of keys) {
    const item = record[key];
    if (item === undefined) continue;
    out += `${out.length > 1 ? "," : ""}${JSON.stringify(key)}:${canonicalJson(item)}`;
  }
  return `${out}}`;
}

/**
 * SHA-256 of a reply as the rules stored it (decision 0003): stored beside its Idempotency-Key,
 * so a retry can tell "the same reply again" from "another reply under a reused key".
 */
export function replyBodyHash(reply: unknown): string {
  return hash("sha256", canonicalJson(reply), "hex");
}
