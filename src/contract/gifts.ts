import { z } from "zod";
import { text, requiredText, ZIsoDate } from "./text";

/** Gifts and thank-yous (issue 32 item 4; docs/decisions/0044-addresses-and-gifts.md). */
export const GIFT_LENGTH = { what: 200, note: 500 } as const;
/** Gifts one wedding may record: far past any wedding's, and a bound on its list and export. */
export const MAX_GIFTS_PER_WEDDING = 3_000;
/** Gifts one household may give on the list (a shower, the wedding, a late parcel…). */
export const MAX_GIFTS_PER_PARTY = 20;

export const ZGiftInput = z.strictObject({
  partyId: z.string().uuid("Choose a household"),
  what: requiredText(GIFT_LENGTH.what),
  receivedOn: ZIsoDate,
  note: text(GIFT_LENGTH.note).default(""),
  thankedOn: ZIsoDate.nullable().default(null),
});
export type GiftInput = z.input<typeof ZGiftInput>;

/** A change: the same fields but the household (a gift is moved by deleting it and adding it again). */
export const ZGiftUpdate = ZGiftInput.omit({ partyId: true });
export type GiftUpdate = z.input<typeof ZGiftUpdate>;

export const ZGift = z.object({
  id: z.string(),
  partyId: z.string(),
  partyName: z.string(),
  what: z.string(),
  receivedOn: z.string(),
  note: z.string(),
  thankedOn: z.string().nullable(),
});
export type Gift = z.infer<typeof ZGift>;

export const ZThankYouReminder = z.object({
  owed: z.number().int(),
  /** Three months after the wedding: when every thank-you should be sent. */
  thankBy: z.string(),
  /** From two months after the wedding, while any is owed: the dashboard shows the reminder. */
  due: z.boolean(),
});
export type ThankYouReminder = z.infer<typeof ZThankYouReminder>;

export const ZGiftList = z.object({ gifts: z.array(ZGift), reminder: ZThankYouReminder });
export type GiftList = z.infer<typeof ZGiftList>;
