import { stripBidiControls } from "../../../../contract/bidi";
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

/**
 * Every message as sent and as the couple's Outbox shows it. Bidi overrides and isolates a name or
 * a couple's text brought along are dropped from its subject and body (contract/bidi.ts): in a
 * subject line they would reorder what follows the name, as in a body.
 */
export async function renderMessage(ctx: RenderContext, row: OutboxRow): Promise<RenderedMail> {
  const render = renderers[row.kind as MailKind];
  if (!render) throw new MessageGone(`This version of the app cannot write "${row.kind}" messages`);
  const message = await render(ctx, row);
  return { ...message, subject: stripBidiControls(message.subject), text: stripBidiControls(message.text), html: stripBidiControls(message.html) };
}
