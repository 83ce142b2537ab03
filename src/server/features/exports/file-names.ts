/** Lower-case ASCII words joined by "-" ("Zoë & José" -> "zoe-jose"), at most `max` characters, or `fallback`. */
export function slugOf(text: string, fallback: string, max = 100): string {
  const slug = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, max)
    .replace(/^-+|-+$/g, "");
  return slug || fallback;
}

/** The name every export is saved under: the couple, what it is, and the wedding code ("amelia-jonah-replies-AB12CD34.csv"). */
export function exportFileName(wedding: { partner1: string; partner2: string; uniqueCode: string }, what: string, extension: string): string {
  return `${slugOf(`${wedding.partner1}-${wedding.partner2}`, "wedding")}-${what}-${wedding.uniqueCode}.${extension}`;
}

/** Where a party's QR code sits in the invitations pack: numbered in list order, then its name ("qr/0007-the-okafor-family.png"). */
export function qrFileName(position: number, partyName: string): string {
  return `qr/${String(position).padStart(4, "0")}-${slugOf(partyName, "party", 40)}.png`;
}
