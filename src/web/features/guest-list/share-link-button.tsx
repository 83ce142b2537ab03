import { i18n } from "../host/host-i18n";
import { useSyncExternalStore } from "react";
import Share2 from "lucide-react/icons/share-2";
import { toast } from "../../components/ui/toast";

const canShare = () => typeof navigator !== "undefined" && typeof navigator.share === "function";
const never = () => () => undefined;

/**
 * The phone's share sheet (Web Share API), so the couple sends a party its link by WhatsApp or
 * SMS in two taps (issue 13, item 5). Not rendered where the browser has no share sheet.
 */
export function ShareLinkButton({ url, partyName }: { url: string; partyName: string }) {
  const supported = useSyncExternalStore(never, canShare, () => false);
  if (!supported) return null;
  const onShare = async () => {
    try {
      await navigator.share({
        title: i18n._({ id: "guests.shareTitle", message: "Your wedding invitation" }),
        text: i18n._({ id: "guests.shareText", message: "{name}, here is your invitation to RSVP:", values: { name: partyName } }),
        url,
      });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
      toast({
        title: i18n._({ id: "guests.shareFailed", message: "Share failed" }),
        description: i18n._({ id: "guests.shareFailedText", message: "Copy the link and send it instead." }),
        variant: "destructive",
      });
    }
  };
  return (
    <button
      type="button"
      onClick={() => void onShare()}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none"
    >
      <Share2 className="h-4 w-4" aria-hidden="true" />
      <span aria-hidden="true">{i18n._({ id: "guests.share", message: "Share" })}</span>
      <span className="sr-only">{i18n._({ id: "guests.shareFor", message: "Share the invitation link for {name}", values: { name: partyName } })}</span>
    </button>
  );
}
