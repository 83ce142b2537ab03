/**
 * Who a rendered message is for (docs/decisions/0021-mail-to-strangers.md): its `recipient`, when
 * the worker sends it, or the `couple`, when their Outbox or compose dialog previews it. A link
 * that is the recipient's own (an address's confirmation, a guest's edit link, a stop or "send me
 * nothing" link) is made only for the recipient; the couple's preview shows WITHHELD_LINK in its
 * place. Links that are the couple's by design (a party's invitation link, their responses page)
 * are shown to both.
 */
export type Audience = "recipient" | "couple";

/** Stands in for a recipient's link in what the couple sees; the layout writes it as a note, never as a link. */
export const WITHHELD_LINK = "withheld:recipient-only";

/** The couple's words for it, in their previews (the host screens are English). */
export const WITHHELD_TEXT = "[private link: sent only to the recipient]";

/** The recipient's own link, or the stand-in: the secret is not even computed for the couple. */
export function recipientLink(audience: Audience, make: () => string): string {
  return audience === "recipient" ? make() : WITHHELD_LINK;
}

export const isWithheld = (href: string) => href === WITHHELD_LINK;
