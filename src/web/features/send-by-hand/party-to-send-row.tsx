import { i18n } from "../host/host-i18n";
import { memo } from "react";
import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import Mail from "lucide-react/icons/mail";
import MessageCircle from "lucide-react/icons/message-circle";
import Smartphone from "lucide-react/icons/smartphone";
import type { PartyToSend } from "../../../contract/send-by-hand";
import { mailtoUrl, smsUrl, whatsappUrl } from "../../../contract/send-by-hand-links";
import { languageLabel } from "../host/language-names";
import { sentTimeText } from "./sent-text";

const appClass =
  "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none";

interface PartyToSendRowProps {
  party: PartyToSend;
  timeZone: string;
  /** A send button was tapped: the link is on its way (marks it sent once). */
  onSend: (party: PartyToSend) => void;
  onToggle: (party: PartyToSend, sent: boolean) => void;
  onCopy: (party: PartyToSend) => void;
  busy: boolean;
}

/**
 * One household to send to by hand: its language and contact, its message in its language (shown
 * as its guests will read it: right to left in Arabic, the link on its own line), a button per app
 * and the "Sent" mark. Memoised for long lists.
 */
export const PartyToSendRow = memo(function PartyToSendRow({ party, timeZone, onSend, onToggle, onCopy, busy }: PartyToSendRowProps) {
  const sent = party.sentByHandAt !== null;
  const name = party.name;
  return (
    <article
      aria-label={name}
      className={`rounded-2xl border bg-white p-4 shadow-sm [content-visibility:auto] [contain-intrinsic-size:none_auto_260px] sm:p-5 ${sent ? "border-emerald-300" : "border-blush-200"}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 className="font-serif text-xl break-words text-stone-900">
          <bdi>{name}</bdi>
        </h2>
        {sent && (
          <p className="text-sm font-medium text-emerald-800">
            {i18n._({ id: "sendByHand.sentOn", message: "Invited by hand on {when}", values: { when: sentTimeText(party.sentByHandAt!, timeZone) } })}
          </p>
        )}
      </div>
      <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-stone-700">
        <span>{languageLabel(party.locale)}</span>
        {party.phone && (
          <span dir="ltr" className="break-all">
            {party.phone}
          </span>
        )}
        {party.email && <span className="break-all">{party.email}</span>}
      </p>
      <details className="mt-2 text-sm">
        <summary className="min-h-11 cursor-pointer py-2 font-medium text-blush-700">
          {i18n._({ id: "sendByHand.showMessage", message: "Show the message" })}
        </summary>
        <p lang={party.locale} dir={party.dir} className="rounded-lg bg-stone-50 p-3 break-words whitespace-pre-line text-stone-800">
          {party.message}
        </p>
      </details>
      <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-blush-100 pt-3">
        <a href={whatsappUrl(party.phone, party.message)} target="_blank" rel="noopener noreferrer" className={appClass} onClick={() => onSend(party)}>
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          <span aria-hidden="true">{i18n._({ id: "sendByHand.whatsapp", message: "WhatsApp" })}</span>
          <span className="sr-only">{i18n._({ id: "sendByHand.whatsappFor", message: "Send {name} their invitation by WhatsApp", values: { name } })}</span>
        </a>
        <a href={smsUrl(party.phone, party.message)} className={appClass} onClick={() => onSend(party)}>
          <Smartphone className="h-4 w-4" aria-hidden="true" />
          <span aria-hidden="true">{i18n._({ id: "sendByHand.sms", message: "SMS" })}</span>
          <span className="sr-only">{i18n._({ id: "sendByHand.smsFor", message: "Send {name} their invitation by SMS", values: { name } })}</span>
        </a>
        <a href={mailtoUrl(party.email, party.subject, party.message)} className={appClass} onClick={() => onSend(party)}>
          <Mail className="h-4 w-4" aria-hidden="true" />
          <span aria-hidden="true">{i18n._({ id: "sendByHand.email", message: "Email" })}</span>
          <span className="sr-only">{i18n._({ id: "sendByHand.emailFor", message: "Send {name} their invitation from your mail app", values: { name } })}</span>
        </a>
        <button type="button" className={appClass} onClick={() => onCopy(party)}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          <span aria-hidden="true">{i18n._({ id: "sendByHand.copy", message: "Copy message" })}</span>
          <span className="sr-only">{i18n._({ id: "sendByHand.copyFor", message: "Copy the message for {name}", values: { name } })}</span>
        </button>
        <span className="flex-1" />
        <button
          type="button"
          aria-pressed={sent}
          aria-disabled={busy || undefined}
          onClick={() => !busy && onToggle(party, !sent)}
          className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg border px-3 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none ${
            sent ? "border-emerald-600 bg-emerald-50 text-emerald-900" : "border-stone-300 bg-white text-stone-800 hover:bg-stone-50"
          }`}
        >
          <Check className={`h-4 w-4 ${sent ? "" : "opacity-30"}`} aria-hidden="true" />
          <span aria-hidden="true">{i18n._({ id: "sendByHand.sent", message: "Sent" })}</span>
          <span className="sr-only">{i18n._({ id: "sendByHand.sentFor", message: "Invitation sent to {name}", values: { name } })}</span>
        </button>
      </div>
    </article>
  );
});
