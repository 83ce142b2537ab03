import { i18n } from "../host/host-i18n";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import MessageCircle from "lucide-react/icons/message-circle";
import { invitationsSentQuery } from "./api";
import { sentHowText, sentOfText } from "./sent-text";

/**
 * "Invitations sent: 12 of 60 households", by email or by hand (docs/decisions/0035-sending-by-hand.md):
 * the one count the guest list, the dashboard and the send-by-hand screen show. Nothing while loading.
 */
export function InvitationsSent({ weddingId, code, showLink = true }: { weddingId: string; code: string; showLink?: boolean }) {
  const count = useQuery(invitationsSentQuery(weddingId));
  if (!count.data || count.data.parties === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2" data-testid="invitations-sent">
      <p className="text-stone-800">
        <span className="font-medium">{i18n._({ id: "sendByHand.sentLabel", message: "Invitations sent:" })}</span>{" "}
        <span data-testid="invitations-sent-count">{sentOfText(count.data)}</span>
        <span className="block text-sm text-stone-600">{sentHowText(count.data)}</span>
      </p>
      {showLink && (
        <Link href={`/send-by-hand/${code}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline">
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          {i18n._({ id: "sendByHand.open", message: "Send invitations by hand" })}
        </Link>
      )}
    </div>
  );
}
