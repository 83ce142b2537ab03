import { describe, expect, it } from "vitest";
import type { HostEvent } from "../../../contract/events";
import type { Question } from "../../../contract/question";
import { entryEvents, entryQuestions } from "./entry-party";

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
