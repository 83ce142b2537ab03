import type { MailKind } from "../../../../contract/mail";
import type { OutboxRow } from "../../../db/schema";
import { renderCoupleAddressConfirmation } from "./couple-address-confirmation";
import { renderCoupleDigest } from "./couple-digest";
import { renderCoupleNotification } from "./couple-notification";
import { renderGuestConfirmation } from "./guest-confirmation";
import { renderQueuedBulkMail } from "./invitation";
import { MessageGone, type MailRenderer, type RenderContext, type RenderedMail } from "./types";

/** Each kind's renderer, one file per kind in this folder (docs/decisions/0013). */
const renderers: Partial<Record<MailKind, MailRenderer>> = {
  "guest-confirmation": renderGuestConfirmation,
  "couple-address-confirmation": renderCoupleAddressConfirmation,
  "couple-notification": renderCoupleNotification,
  "couple-digest": renderCoupleDigest,
  invitation: renderQueuedBulkMail,
  reminder: renderQueuedBulkMail,
};

export async function renderMessage(ctx: RenderContext, row: OutboxRow): Promise<RenderedMail> {
  const render = renderers[row.kind as MailKind];
  if (!render) throw new MessageGone(`This version of the app cannot write "${row.kind}" messages`);
  return render(ctx, row);
}
