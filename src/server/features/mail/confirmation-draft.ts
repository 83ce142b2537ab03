import type { AppContext } from "../../context";
import { isMailAddress, outboxRow } from "./enqueue";

/**
 * The confirmation a guest's own reply queues (docs/decisions/0013), for the responses feature
 * to write with the reply itself. None without a usable address (a party replying from its
 * link may give none). The edit token of an open-form reply goes in the payload: it is the
 * only copy of the guest's way back to their answer (docs/security.md); a party's reply needs
 * none, its invitation link is derived when the message is rendered.
 */
export function guestConfirmationRow(
  ctx: Pick<AppContext, "config">,
  reply: { weddingId: string; guestEmail: string; guestName: string; partyId?: string | null; editToken?: string },
) {
  const recipient = reply.guestEmail.trim();
  if (!isMailAddress(recipient)) return undefined;
  return outboxRow(ctx, {
    weddingId: reply.weddingId,
    kind: "guest-confirmation",
    recipient,
    recipientName: reply.guestName,
    partyId: reply.partyId ?? null,
    payload: reply.editToken ? { editToken: reply.editToken } : {},
  });
}
