import { i18n } from "../host/host-i18n";
import { memo } from "react";
import { formatDistanceToNow } from "date-fns";
import Pencil from "lucide-react/icons/pencil";
import QrCodeIcon from "lucide-react/icons/qr-code";
import Trash2 from "lucide-react/icons/trash-2";
import { invitationPath, type Party, type PartyStatus } from "../../../contract/guest-list";
import { CopyButton } from "../../components/copy-button";
import { useSideLabels } from "../host/side-labels";
import { ShareLinkButton } from "./share-link-button";
import { allowanceText, guestName, replyTimeText, statusText } from "./party-text";

const STATUS_CLASS: Record<PartyStatus, string> = {
  not_replied: "bg-amber-100 text-amber-900",
  attending: "bg-emerald-100 text-emerald-900",
  partial: "bg-sky-100 text-sky-900",
  declined: "bg-red-100 text-red-900",
};

const actionClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm text-stone-700 hover:bg-blush-50 hover:text-blush-700 focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none";

/** The full invitation link for copying and sharing: this site's origin plus the party's private path. */
export function invitationUrl(code: string, party: Pick<Party, "invitationToken">): string {
  return `${window.location.origin}${invitationPath(code, party.invitationToken)}`;
}

interface PartyCardProps {
  party: Party;
  code: string;
  timeZone: string;
  selected: boolean;
  onSelect: (id: string, selected: boolean) => void;
  onEdit: (party: Party) => void;
  onDelete: (party: Party) => void;
  onShowQr: (party: Party) => void;
  /** Per extra event the party is invited to, its status ("Rehearsal dinner: 2 of 2 coming"; docs/decisions/0019-events.md). */
  eventChips?: readonly string[];
  /** Show the words printed on its invitation (the lookup asks for them; docs/decisions/0022-lookup-privacy.md). */
  showWords?: boolean;
  /** Its postal address's status, in words ("Postal address: confirmed by the household"; docs/decisions/0044-addresses-and-gifts.md). */
  addressStatus?: string;
  /** The caller may look but not change the guest list (a viewer's link): no selection, edit or delete. */
  readOnly?: boolean;
}

/** One household: who is invited, their seats and reply, and its private link. Memoised for long lists. */
export const PartyCard = memo(function PartyCard({
  party,
  code,
  timeZone,
  selected,
  onSelect,
  onEdit,
  onDelete,
  onShowQr,
  eventChips,
  showWords,
  addressStatus,
  readOnly = false,
}: PartyCardProps) {
  const url = invitationUrl(code, party);
  const sides = useSideLabels();
  return (
    <article
      aria-label={party.name}
      className={`rounded-2xl border bg-white p-4 shadow-sm [content-visibility:auto] [contain-intrinsic-size:none_auto_220px] sm:p-5 ${
        selected ? "border-blush-500 ring-1 ring-blush-500" : "border-blush-200"
      }`}
    >
      <div className="flex items-start gap-3">
        {!readOnly && (
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(party.id, event.target.checked)}
            aria-label={i18n._({ id: "guests.selectParty", message: "Select {name}", values: { name: party.name } })}
            className="mt-1.5 h-5 w-5 shrink-0 accent-blush-600"
          />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="font-serif text-xl break-words text-stone-900">{party.name}</h3>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[party.status]}`}>{statusText(party)}</span>
            {party.mailOptedOut && (
              <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-800">
                {i18n._({ id: "guests.optedOut", message: "Opted out of email" })}
              </span>
            )}
          </div>
          <p className="mt-1 text-sm text-stone-700">
            {allowanceText(party)}
            {party.side && <> · {sides[party.side]}</>}
          </p>
          {(party.postalCode || (showWords && party.invitationWords)) && (
            <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-stone-700">
              {party.postalCode && (
                <span>{i18n._({ id: "guests.postcodeShown", message: "Postcode: {postcode}", values: { postcode: party.postalCode } })}</span>
              )}
              {showWords && party.invitationWords && (
                <span>
                  {i18n._({ id: "guests.wordsShown", message: "Invitation words:" })}{" "}
                  <span className="font-semibold break-words text-stone-900">{party.invitationWords}</span>
                </span>
              )}
            </p>
          )}
          <ul aria-label={i18n._({ id: "guests.guestsIn", message: "Guests in {name}", values: { name: party.name } })} className="mt-2 flex flex-wrap gap-1.5">
            {party.guests.map((guest) => (
              <li key={guest.id} className="rounded-full bg-blush-50 px-2.5 py-0.5 text-sm break-words text-stone-800">
                {guestName(guest)}
                {guest.isChild && (
                  <span className="text-stone-600">
                    {" · "}
                    {guest.age != null
                      ? i18n._({ id: "guests.childAge", message: "child, {age}", values: { age: guest.age } })
                      : i18n._({ id: "guests.child", message: "child" })}
                  </span>
                )}
              </li>
            ))}
          </ul>
          {eventChips && eventChips.length > 0 && (
            <ul
              aria-label={i18n._({ id: "guests.eventsFor", message: "Events for {name}", values: { name: party.name } })}
              className="mt-2 flex flex-wrap gap-1.5"
            >
              {eventChips.map((chip) => (
                <li key={chip} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium break-words text-stone-800">
                  {chip}
                </li>
              ))}
            </ul>
          )}
          {party.tags.length > 0 && (
            <ul aria-label={i18n._({ id: "guests.tags", message: "Tags" })} className="mt-2 flex flex-wrap gap-1.5">
              {party.tags.map((tag) => (
                <li key={tag} className="rounded-md border border-stone-300 px-2 py-0.5 text-xs font-medium text-stone-700">
                  {tag}
                </li>
              ))}
            </ul>
          )}
          {party.repliedAt && (
            <p className="mt-2 text-xs text-stone-600">
              {/* One sentence for a translator; the time element carries the machine-readable instant. */}
              <time dateTime={party.repliedAt} title={replyTimeText(party.repliedAt, timeZone)}>
                {i18n._({
                  id: "guests.repliedAt",
                  message: "Replied {ago} · {when}",
                  values: { ago: formatDistanceToNow(new Date(party.repliedAt), { addSuffix: true }), when: replyTimeText(party.repliedAt, timeZone) },
                })}
              </time>
            </p>
          )}
          {party.sentByHandAt && (
            <p className="mt-2 text-xs text-emerald-800">
              {i18n._({ id: "guests.sentByHandAt", message: "Invited by hand on {when}", values: { when: replyTimeText(party.sentByHandAt, timeZone) } })}
            </p>
          )}
          {addressStatus && <p className="mt-2 text-xs text-stone-600">{addressStatus}</p>}
          {party.note && <p className="mt-2 text-sm break-words whitespace-pre-line text-stone-700 italic">{party.note}</p>}
        </div>
      </div>
      {(party.invitationToken || !readOnly) && (
        <div className="mt-3 flex flex-wrap items-center gap-1 border-t border-blush-100 pt-3">
          {/* A viewer's list carries no invitation links (docs/decisions/0043-access-links.md). */}
          {party.invitationToken && (
            <>
              <CopyButton value={url} label={i18n._({ id: "guests.copyLink", message: "Copy invitation link for {name}", values: { name: party.name } })} />
              <ShareLinkButton url={url} partyName={party.name} />
              <button type="button" className={actionClass} onClick={() => onShowQr(party)}>
                <QrCodeIcon className="h-4 w-4" aria-hidden="true" />
                <span aria-hidden="true">{i18n._({ id: "guests.qr", message: "QR" })}</span>
                <span className="sr-only">{i18n._({ id: "guests.qrCodeFor", message: "QR code for {name}", values: { name: party.name } })}</span>
              </button>
            </>
          )}
          <span className="flex-1" />
          {!readOnly && (
            <>
              <button type="button" className={actionClass} onClick={() => onEdit(party)}>
                <Pencil className="h-4 w-4" aria-hidden="true" />
                <span aria-hidden="true">{i18n._({ id: "guests.edit", message: "Edit" })}</span>
                <span className="sr-only">{i18n._({ id: "guests.editParty", message: "Edit {name}", values: { name: party.name } })}</span>
              </button>
              <button type="button" className={`${actionClass} hover:bg-red-50 hover:text-red-800`} onClick={() => onDelete(party)}>
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                <span aria-hidden="true">{i18n._({ id: "guests.delete", message: "Delete" })}</span>
                <span className="sr-only">{i18n._({ id: "guests.deletePartyNamed", message: "Delete {name}", values: { name: party.name } })}</span>
              </button>
            </>
          )}
        </div>
      )}
    </article>
  );
});
