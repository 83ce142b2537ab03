import { i18n } from "../host/host-i18n";
import type { HostEvent } from "../../../contract/events";
import type { Party } from "../../../contract/guest-list";
import type { Question } from "../../../contract/question";
import type { RsvpResponse } from "../../../contract/response";
import { isInvitedTo } from "../../../contract/rules/event-audience";
import { eventPeopleOf, type CountedParty } from "../../../contract/rules/event-summary";
import { ownPartyId } from "../../../contract/rules/own-reply";

/** Whether a party is invited to an extra event (contract/rules/event-audience.ts, as the guest pages decide). */
export const partyInvitedTo = (event: HostEvent, party: Pick<Party, "id" | "tags">) => isInvitedTo(event, { partyId: party.id, tags: party.tags });

/**
 * Each party's line per extra event it is invited to ("Rehearsal dinner: 2 of 2 coming"), read
 * from its own reply with the counts' rule (contract/rules/event-summary.ts). Parties invited to
 * nothing extra get no line; the arrays are made once per change so the memoised cards keep.
 */
export function partyEventChips(
  parties: readonly Party[],
  events: readonly HostEvent[],
  questions: readonly Question[],
  responses: readonly RsvpResponse[],
): Map<string, string[]> {
  const extra = events.filter((event) => event.id !== "main");
  const chips = new Map<string, string[]>();
  if (!extra.length) return chips;
  // Only a household's own reply speaks for it: a suggested match does not yet (contract/rules/own-reply.ts).
  const replyOf = new Map<string, RsvpResponse>();
  for (const reply of responses) {
    const own = ownPartyId(reply);
    if (own) replyOf.set(own, reply);
  }
  const counted = new Map<string, CountedParty>(
    parties.map((party) => [
      party.id,
      {
        id: party.id,
        tags: party.tags,
        guestCount: party.guests.length,
        guests: party.guests.map((guest) => ({ id: guest.id, name: `${guest.firstName} ${guest.lastName}`.trim() })),
      },
    ]),
  );
  for (const party of parties) {
    const lines: string[] = [];
    for (const event of extra) {
      if (!partyInvitedTo(event, party)) continue;
      const reply = replyOf.get(party.id);
      if (!reply) {
        lines.push(i18n._({ id: "guests.eventNotReplied", message: "{event}: not replied", values: { event: event.name } }));
        continue;
      }
      const { people } = eventPeopleOf({ id: event.id, access: event }, questions, reply, counted);
      const coming = people.filter((person) => person.status === "attending").length;
      const waiting = people.some((person) => person.status === "pending");
      lines.push(
        waiting && coming === 0
          ? i18n._({ id: "guests.eventNotAnswered", message: "{event}: not answered", values: { event: event.name } })
          : i18n._({
              id: "guests.eventComing",
              message: "{event}: {coming} of {invited} coming",
              values: { event: event.name, coming, invited: party.guests.length },
            }),
      );
    }
    if (lines.length) chips.set(party.id, lines);
  }
  return chips;
}
