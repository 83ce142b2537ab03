import { z } from "zod";
import { editTokenKey, findWedding } from "../../weddings";
import { findAddress } from "../couple-repository";
import { confirmPath, confirmToken } from "../stop-links";
import { renderDocument } from "./layout";
import { recipientLink } from "./private-links";
import { neverLink, oneClickHeaders } from "../never-links";
import { MessageGone, type MailRenderer } from "./types";

const ZPayload = z.object({ addressId: z.string() });

/** The one message an address gets before it is confirmed: the link that confirms it (issue 14). */
export const renderCoupleAddressConfirmation: MailRenderer = async (ctx, row) => {
  const { addressId } = ZPayload.parse(row.payload);
  const [address, wedding] = await Promise.all([findAddress(ctx.app.db, addressId), findWedding(ctx.app, row.weddingId)]);
  if (!address || !wedding) throw new MessageGone("The address was removed");
  const couple = `${wedding.partner1} & ${wedding.partner2}`;
  // The address's own proof that it reads this mail: never the couple's to see (docs/decisions/0021-mail-to-strangers.md).
  const link = recipientLink(ctx.audience, () => ctx.origin + confirmPath(confirmToken(editTokenKey(wedding), address.id)));
  // Anyone can type an address here: its owner can stop all mail from the service in one click (docs/decisions/0021-mail-to-strangers.md).
  const never = await neverLink(ctx, address.email, "en");
  return {
    subject: `Confirm your address for ${couple}'s RSVPs`,
    headers: oneClickHeaders(never),
    ...renderDocument({
      lang: "en",
      title: "Confirm your address",
      preheader: `Hear about replies to ${couple}'s wedding`,
      blocks: [
        {
          type: "paragraph",
          text: `Someone asked for replies to ${couple}'s wedding to be sent to ${address.email}. Confirm it's you and the messages start.`,
        },
        { type: "button", label: "Confirm this address", href: link },
      ],
      footer: [
        {
          type: "note",
          text: "Not you? Ignore this email: nothing more is sent to this address unless it is confirmed. Or:",
          link: { label: "Send me no more emails from this service", href: never },
        },
      ],
    }),
  };
};
