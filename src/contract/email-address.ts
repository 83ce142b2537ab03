import { z } from "zod";

/**
 * Whether a string is one email address as guests' addresses are written: ASCII ones by zod's
 * rule (the rule the rest of the contract uses), and internationalised ones (RFC 6531 local
 * parts in any script, "zoë@müller.de"; IDN domains, "ana@españa.es") by the same shape with
 * letters of any script. Sending them is nodemailer's: it writes an IDN domain as punycode when
 * the local part is ASCII, and asks for SMTPUTF8 when it is not (docs/decisions/0026-names-and-sides.md).
 */
const ASCII_EMAIL = z.email();
const LOCAL_ATOM = String.raw`[\p{L}\p{M}\p{N}_'+\-]+`;
const LABEL = String.raw`[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}\-]*[\p{L}\p{M}\p{N}])?`;
const INTERNATIONAL = new RegExp(String.raw`^${LOCAL_ATOM}(?:\.${LOCAL_ATOM})*@(?:${LABEL}\.)+(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9\-]+)$`, "u");

/** RFC 5321's limits, counted in UTF-8 bytes as a mail server counts them. */
const utf8Length = (text: string) => new TextEncoder().encode(text).length;

export function isEmailAddress(text: string): boolean {
  if (/^[\x20-\x7e]*$/.test(text)) return ASCII_EMAIL.safeParse(text).success;
  const normalised = text.normalize("NFC");
  const [local = "", ...rest] = normalised.split("@");
  return rest.length === 1 && utf8Length(local) <= 64 && utf8Length(normalised) <= 254 && INTERNATIONAL.test(normalised);
}
