import { describe, expect, it } from "vitest";
import type { HostEvent } from "../../../contract/events";
import type { Party } from "../../../contract/guest-list";
import type { Question } from "../../../contract/question";
import type { RsvpResponse } from "../../../contract/response";
import { declinedGuests, entryEvents, entryQuestions, partiesWithoutReply, partyOfReply } from "./entry-party";

const hostEvent = (id: string, visibility: HostEvent["visibility"], invitedPartyIds: string[] = []): HostEvent => ({
  id,
  name: id,
  date: null,
  startTime: null,
  endTime: null,
  venue: null,
  address: null,
  description: null,
  dressCode: null,
  order: 0,
  visibility,
  invitedTags: [],
  invitedPartyIds,
  attendanceQuestionId: `${id}-q`,
});
const question = (id: string, eventId?: string) => ({ id, ...(eventId ? { eventId, eventAttendance: true } : {}) }) as Question;

const events = [hostEvent("main", "everyone"), hostEvent("reception", "everyone"), hostEvent("rehearsal", "invited", ["family"])];
const questions = [question("attending"), question("reception-q", "reception"), question("rehearsal-q", "rehearsal")];
const publicQuestions = questions.slice(0, 2);
const asked = (partyId?: string) =>
  entryEvents(events, entryQuestions({ events, questions }, publicQuestions, partyId ? { id: partyId, name: partyId, tags: [] } : undefined)).map(
    (event) => event.id,
  );

describe("the events a phoned-in reply is asked about", () => {
  it("are the household's own, its private ones included, and never the main event", () => {
    expect(asked("family")).toEqual(["reception", "rehearsal"]);
  });

  it("leave out a private event for a household not invited to it, and outside the guest list", () => {
    expect(asked("friends")).toEqual(["reception"]);
    expect(asked()).toEqual(["reception"]);
  });

  it("are none until the couple's list of events has loaded", () => {
    expect(entryEvents(undefined, questions)).toEqual([]);
  });
});

describe("a household's guests not coming to the wedding, in a correction of its link reply", () => {
  const party = {
    id: "okafors",
    guests: [
      { id: "ngozi", firstName: "Ngozi", lastName: "Okafor" },
      { id: "emeka", firstName: "Emeka", lastName: "Okafor" },
    ],
  } as Party;
  const reply = (partyMatch: RsvpResponse["partyMatch"], partyMembers: RsvpResponse["partyMembers"]) =>
    ({ partyId: "okafors", partyMatch, partyMembers }) as RsvpResponse;
  const ngoziComing = [{ id: "primary", name: "Ngozi Okafor", relationship: "self", isPrimary: true, guestId: "ngozi" }] as RsvpResponse["partyMembers"];

  it("are named from the guest list, under the key the link answered for them", () => {
    expect(declinedGuests(reply("invitation", ngoziComing), [party])).toEqual([{ id: "emeka", name: "Emeka Okafor" }]);
    // Nobody coming: the first guest answered as the primary guest.
    expect(declinedGuests(reply("invitation", []), [party])).toEqual([
      { id: "primary", name: "Ngozi Okafor" },
      { id: "emeka", name: "Emeka Okafor" },
    ]);
  });

  it("are nobody for a reply the couple typed in or matched: its people are those it names", () => {
    expect(declinedGuests(reply("confirmed", []), [party])).toEqual([]);
    expect(declinedGuests(undefined, [party])).toEqual([]);
  });
});

describe("the households a phoned-in reply may be for", () => {
  const parties = [{ id: "okafors" }, { id: "nowaks" }, { id: "silvas" }, { id: "tanakas" }];
  const reply = (partyId: string | null, partyMatch: RsvpResponse["partyMatch"]) => ({ partyId, partyMatch }) as RsvpResponse;

  it("leave out those whose own reply is in: through their link or matched by the couple", () => {
    const replies = [reply("okafors", "invitation"), reply("nowaks", "confirmed"), reply(null, null)];
    expect(partiesWithoutReply(parties, replies).map((party) => party.id)).toEqual(["silvas", "tanakas"]);
  });

  it("keep a household whose only reply is a suggested match: the couple has not said it is theirs", () => {
    expect(partiesWithoutReply(parties, [reply("silvas", "suggested")]).map((party) => party.id)).toEqual(["okafors", "nowaks", "silvas", "tanakas"]);
  });
});

describe("the household a correction's reply belongs to", () => {
  const parties = [{ id: "okafors", name: "The Okafors", tags: [] }];
  const reply = (partyMatch: RsvpResponse["partyMatch"]) => ({ partyId: "okafors", partyMatch }) as RsvpResponse;

  it("is the one whose own reply it is, through its link or the couple's match", () => {
    expect(partyOfReply(reply("invitation"), parties)?.name).toBe("The Okafors");
    expect(partyOfReply(reply("confirmed"), parties)?.name).toBe("The Okafors");
  });

  it("is none for a suggested match or a new entry", () => {
    expect(partyOfReply(reply("suggested"), parties)).toBeUndefined();
    expect(partyOfReply(undefined, parties)).toBeUndefined();
  });
});
