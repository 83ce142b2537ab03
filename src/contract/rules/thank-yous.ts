/**
 * When thank-yous are due (issue 32 item 4; docs/decisions/0044-addresses-and-gifts.md): etiquette
 * books give three months after the wedding; the couple's dashboard starts reminding a month
 * before that, while any gift has none. Dates are calendar days (YYYY-MM-DD), the wedding's own.
 */
function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  // The 31st of a month without one is its last day (30 Nov + 3 months is 28 or 29 Feb).
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export const THANK_YOU_MONTHS = 3;
export const REMIND_FROM_MONTHS = 2;

export function thankYouReminder(weddingDate: string, today: string, owed: number): { owed: number; thankBy: string; due: boolean } {
  const thankBy = addMonths(weddingDate, THANK_YOU_MONTHS);
  return { owed, thankBy, due: owed > 0 && today >= addMonths(weddingDate, REMIND_FROM_MONTHS) };
}

/** Gifts still without a thank-you, in the order they came. */
export function owedGifts<T extends { thankedOn: string | null; receivedOn: string }>(gifts: readonly T[]): T[] {
  return gifts.filter((gift) => !gift.thankedOn).sort((a, b) => a.receivedOn.localeCompare(b.receivedOn));
}
