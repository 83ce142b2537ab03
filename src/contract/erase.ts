import { z } from "zod";

/**
 * The couple's names as their screens show them ("Amelia & Jonah"): typed back to erase the
 * wedding (docs/decisions/0046-take-it-or-erase-it.md), so an erase is never one stray click.
 */
export function coupleNames(wedding: { partner1: string; partner2: string }): string {
  return `${wedding.partner1.trim()} & ${wedding.partner2.trim()}`;
}

/** Spaces and Unicode forms do not count; everything else, letter case included, must match. */
export function namesMatch(typed: string, wedding: { partner1: string; partner2: string }): boolean {
  const normal = (text: string) => text.normalize("NFC").trim().replace(/\s+/g, " ");
  return normal(typed) === normal(coupleNames(wedding));
}

/** DELETE /api/weddings/{id}. */
export const ZEraseWedding = z.strictObject({
  confirmName: z.string().max(500),
});
export type EraseWedding = z.infer<typeof ZEraseWedding>;

/** The archive's own version: schema.json says which records and columns it holds (`GET /api/weddings/{id}/archive.zip`). */
export const ARCHIVE_FORMAT = "wedding-rsvp-archive";
export const ARCHIVE_VERSION = 1;
