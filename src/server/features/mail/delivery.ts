import type { MailDelivery } from "../../../contract/mail";
import type { AppContext } from "../../context";

/** Whether this instance delivers: the couple's Outbox says plainly when messages only wait; without it, every household is on the send-by-hand list. */
export function mailDelivery(ctx: AppContext): MailDelivery {
  if (!ctx.config.mail.smtpUrl) return "held";
  return ctx.config.mail.sending ? "smtp" : "off";
}
