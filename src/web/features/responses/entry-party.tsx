import { useId } from "react";
import type { GuestEvent, HostEvent } from "../../../contract/events";
import type { Party } from "../../../contract/guest-list";
import type { Question } from "../../../contract/question";
import type { RsvpResponse } from "../../../contract/response";
import { questionsForAudience } from "../../../contract/rules/event-audience";
import { ownPartyId } from "../../../contract/rules/own-reply";
import { declinedKeys } from "../../../contract/rules/reply-keys";
import { inputClass } from "../../components/ui/field";
import { i18n } from "../host/host-i18n";
import type { PrefillParty } from "./entry-prefill";

export interface EntryParty extends PrefillParty {
  id: string;
  name: string;
  tags: readonly string[];
}

/**
 * What the couple's phone entry asks (docs/decisions/0019-events.md): a household's reply
 * answers every event that household is invited to, private ones too, by the privacy rule the
 * guest pages use (contract/rules/event-audience.ts); a reply outside the guest list, the
 * public's questions.
 */
export function entryQuestions(
  all: { events: readonly HostEvent[]; questions: readonly Question[] } | undefined,
  publicQuestions: readonly Question[],
  party: EntryParty | undefined,
): readonly Question[] {
  if (!all || !party) return publicQuestions;
  return questionsForAudience(all.questions, all.events, { partyId: party.id, tags: party.tags });
}

/**
 * The extra events the entry asks about, each under its heading as on the guest's forms: those
 * whose questions `entryQuestions` let through, so the privacy rule is applied once, there.
 */
export function entryEvents(events: readonly HostEvent[] | undefined, questions: readonly Question[]): GuestEvent[] {
  const asked = new Set(questions.map((question) => question.eventId).filter(Boolean));
  return (events ?? []).filter((event) => asked.has(event.id));
}

/**
 * A household's link reply: its guests not coming to the wedding, under the keys their event
 * answers use (the server keeps those answers on a correction), named from the guest list.
 */
export function declinedGuests(response: RsvpResponse | undefined, parties: readonly Party[] | undefined): { id: string; name: string }[] {
  const party = response?.partyMatch === "invitation" ? parties?.find((candidate) => candidate.id === response.partyId) : undefined;
  if (!response || !party) return [];
  const coming = new Set(response.partyMembers.map((member) => member.guestId));
  const keys = declinedKeys(
    response.partyMembers,
    party.guests.map((guest) => guest.id),
  );
  return party.guests
    .filter((guest) => !coming.has(guest.id))
    .map((guest, index) => ({ id: keys[index]!, name: `${guest.firstName} ${guest.lastName}`.trim() }));
}

/** The household a correction's reply belongs to (its link, or the couple's confirmed match). */
export function partyOfReply(response: RsvpResponse | undefined, parties: readonly EntryParty[]): EntryParty | undefined {
  const own = response && ownPartyId(response);
  return own ? parties.find((party) => party.id === own) : undefined;
}

/**
 * The households a phoned-in reply may be for: those without a reply of their own yet (a
 * suggested match is not one; docs/decisions/0019-events.md).
 */
export function partiesWithoutReply<P extends { id: string }>(parties: readonly P[], replies: readonly RsvpResponse[]): P[] {
  const replied = new Set(replies.map(ownPartyId).filter(Boolean));
  return parties.filter((party) => !replied.has(party.id));
}

/**
 * Which household a phoned-in reply is for: its events' questions, its names and its side follow
 * the choice. The households come A to Z, as on the guest list (contract/rules/party-order.ts).
 */
export function EntryPartySelect({ parties, value, onChange }: { parties: readonly EntryParty[]; value: string; onChange: (id: string) => void }) {
  const id = useId();
  return (
    <div className="grid max-w-sm gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {i18n._({ id: "responses.entry.household", message: "Household on your guest list" })}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={inputClass} aria-describedby={`${id}-hint`}>
        <option value="">{i18n._({ id: "responses.entry.noHousehold", message: "Not on the guest list" })}</option>
        {parties.map((party) => (
          <option key={party.id} value={party.id}>
            {party.name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        {i18n._({ id: "responses.entry.householdHint", message: "A to Z. Choosing one fills in its guests' names and its side." })}
      </p>
    </div>
  );
}
