import { describe, expect, it } from "vitest";
import type { HostEvent } from "../../../contract/events";
import type { Question } from "../../../contract/question";
import type { RsvpResponse } from "../../../contract/response";
import { partyEventChips } from "./event-statuses";
import { guestOf, partyOf } from "./test-parties";

const event = (id: string, name: string, extra: Partial<HostEvent> = {}): HostEvent => ({
  id,
  name,
  date: null,
  startTime: null,
  endTime: null,
  venue: null,
  address: null,
  description: null,
  dressCode: null,
  order: 0,
  visibility: "everyone",
  invitedTags: [],
  invitedPartyIds: [],
  attendanceQuestionId: `${id}-q`,
  ...extra,
});
const radio = (id: string, question: string, options: string[], extra: Partial<Question> = {}) =>
  ({ id, question, type: "radio", options, required: true, order: "1", answerScope: "party", ...extra }) as Question;

const events = [
  event("main", "Wedding"),
  event("rehearsal", "Rehearsal dinner", { visibility: "invited", invitedPartyIds: ["Okafor"], invitedTags: ["family"] }),
];
const questions = [
  radio("attending", "Will you attend our wedding?", ["Yes, I'll be there!", "Sorry, can't make it"]),
  radio("rehearsal-q", "Rehearsal dinner", ["Yes", "No"], { eventId: "rehearsal", eventAttendance: true, answerScope: "individual" }),
];
const okafors = partyOf("Okafor", [guestOf("Ada", "Okafor"), guestOf("Ben", "Okafor")]);
const nowaks = partyOf("Nowak", [guestOf("Piotr", "Nowak")], { tags: ["family"] });
const silvas = partyOf("Silva", [guestOf("Ana", "Silva")]);

const reply = (partyId: string, partyMatch: RsvpResponse["partyMatch"], fields: Partial<RsvpResponse>) =>
  ({
    id: `reply-${partyId}`,
    guestName: "",
    guestEmail: "",
    partyMembers: [],
    responses: {},
    sideAssignment: null,
    partyId,
    partyMatch,
    ...fields,
  }) as RsvpResponse;
const okaforsReply = reply("Okafor", "invitation", {
  guestName: "Ada Okafor",
  partyMembers: [
    { id: "primary", name: "Ada Okafor", relationship: "self", isPrimary: true, guestId: "Ada-Okafor" },
    { id: "Ben-Okafor", name: "Ben Okafor", relationship: "guest", isPrimary: false, guestId: "Ben-Okafor" },
  ],
  responses: { attending: "Yes, I'll be there!", "rehearsal-q": { primary: "Yes", "Ben-Okafor": "No" } },
});

describe("each household's line per extra event on the guest list", () => {
  it("counts who of an invited household said yes to the event, from its own reply", () => {
    const chips = partyEventChips([okafors, nowaks, silvas], events, questions, [okaforsReply]);
    expect(chips.get("Okafor")).toEqual(["Rehearsal dinner: 1 of 2 coming"]);
  });

  it("says an invited household has not replied while its only reply is a suggested match", () => {
    const suggested = reply("Nowak", "suggested", { guestName: "Piotr Nowak", responses: { attending: "Yes, I'll be there!", "rehearsal-q": "Yes" } });
    expect(partyEventChips([okafors, nowaks, silvas], events, questions, [suggested]).get("Nowak")).toEqual(["Rehearsal dinner: not replied"]);
  });

  it("gives no line to a household not invited to any extra event, nor to anyone when there is none", () => {
    expect(partyEventChips([okafors, nowaks, silvas], events, questions, [okaforsReply]).has("Silva")).toBe(false);
    expect(partyEventChips([okafors], events.slice(0, 1), questions, [okaforsReply]).size).toBe(0);
  });
});
