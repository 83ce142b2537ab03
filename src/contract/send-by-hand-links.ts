/**
 * The addresses that open a chat or mail app with a message already written (docs/decisions/0035-sending-by-hand.md).
 * Plain functions with no zod, beside the screen that uses them; the API tests read them back with the URL parser.
 */

/** A phone number as WhatsApp's click-to-chat wants it: the full international number, digits only; null when it is not international. */
export function whatsappNumber(phone: string | null | undefined): string | null {
  const compact = (phone ?? "").replace(/[\s().\-/]/g, "");
  const international = /^\+(\d{7,15})$/.exec(compact) ?? /^00(\d{7,15})$/.exec(compact);
  return international ? international[1]! : null;
}

/**
 * WhatsApp's click-to-chat (https://wa.me/<number>?text=…). A number written without its country
 * code cannot be dialled from another country's app, so it opens WhatsApp's own contact picker instead.
 */
export function whatsappUrl(phone: string | null | undefined, text: string): string {
  const number = whatsappNumber(phone);
  return `https://wa.me/${number ?? ""}?text=${encodeURIComponent(text)}`;
}

/** The number as an `sms:` address takes it (RFC 5724): a leading + and digits; "" when there are none. */
function smsNumber(phone: string | null | undefined): string {
  const compact = (phone ?? "").replace(/[^\d+]/g, "");
  return /^\+?\d{3,20}$/.test(compact) ? compact : "";
}

/**
 * An SMS with its text. `?&body=` is the form both phones read: Android takes `?body=`, iOS 8 and
 * later `&body=`, and each ignores the other's separator (RFC 5724 has only `?body=`).
 */
export function smsUrl(phone: string | null | undefined, text: string): string {
  return `sms:${smsNumber(phone)}?&body=${encodeURIComponent(text)}`;
}

/** A message in the couple's own mail app (RFC 6068): line breaks as CRLF, every part percent-encoded, the @ kept. */
export function mailtoUrl(email: string | null | undefined, subject: string, body: string): string {
  const crlf = (text: string) => encodeURIComponent(text.replace(/\r\n|\r|\n/g, "\r\n"));
  const to = email ? email.split("@").map(encodeURIComponent).join("@") : "";
  return `mailto:${to}?subject=${crlf(subject)}&body=${crlf(body)}`;
}

/** Every household's message as one text to paste elsewhere: its name (and number), then its message. */
export function copyAllText(parties: readonly { name: string; phone: string | null; message: string }[]): string {
  return parties.map((party) => `${party.phone ? `${party.name} · ${party.phone}` : party.name}\n\n${party.message}`).join("\n\n――――――――\n\n");
}
