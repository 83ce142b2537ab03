import { setupI18n } from "@lingui/core";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { GuestEvent } from "../events";
import type { Question } from "../question";
import { acceptedEvents } from "../rules/accepted-events";
import { messages as spanish } from "../../locales/calendar/es";
import { weddingView } from "../test/fixtures";
import { englishCalendarI18n } from "../test/english-calendar";
import { guestCalendar } from "./event";
import { buildIcs } from "./ics";

const wedding = weddingView({ partner1: "Zoë", partner2: "Łukasz", venue: "Château de Vaux", timeZone: "Europe/Paris" });
const event = (id: string, fields: Partial<GuestEvent>): GuestEvent => ({
  id,
  name: id,
  date: null,
  startTime: null,
  endTime: null,
  venue: null,
  address: null,
  description: null,
  dressCode: null,
  ...fields,
});
const rehearsal = event("rehearsal-1", {
  name: "Rehearsal dinner",
  date: "2027-06-11",
  startTime: "19:00",
  endTime: "23:00",
  venue: "The Boathouse",
  address: "1 Quai, Maincy",
  dressCode: "Smart casual",
  description: "Family only, please.",
});
const party = event("party-2", { name: "After party", startTime: "23:00", endTime: "02:00" });
const brunch = event("brunch-3", { name: "Sunday brunch", date: "2027-06-13" });
const NOW = new Date("2026-11-22T10:20:30.456Z");
const vevents = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));

describe("a calendar of several events (docs/decisions/0019-events.md)", () => {
  const calendar = () => buildIcs(guestCalendar(wedding, { main: true, extra: [rehearsal, party, brunch] }, "https://rsvp.example", englishCalendarI18n), NOW);

  it("holds one VEVENT per event, each with its own day, times in the wedding's zone, venue and text", () => {
    const [main, dinner, late, sunday] = vevents(calendar());
    expect(main!.summary).toBe("Zoë & Łukasz Wedding");
    expect(main!.startDate.toJSDate().toISOString()).toBe("2027-06-12T13:30:00.000Z");
    expect(dinner!.summary).toBe("Rehearsal dinner: Zoë & Łukasz");
    expect(dinner!.location).toBe("The Boathouse, 1 Quai, Maincy");
    expect(dinner!.description).toBe("Family only, please.\nDress code: Smart casual\n\nRSVP: https://rsvp.example/rsvp/ABCD2345");
    expect(dinner!.startDate.toJSDate().toISOString()).toBe("2027-06-11T17:00:00.000Z");
    expect(dinner!.endDate.toJSDate().toISOString()).toBe("2027-06-11T21:00:00.000Z");
    // No day of its own: the wedding's; an end before its start is after midnight.
    expect(late!.startDate.toJSDate().toISOString()).toBe("2027-06-12T21:00:00.000Z");
    expect(late!.endDate.toJSDate().toISOString()).toBe("2027-06-13T00:00:00.000Z");
    // No time: the whole day.
    expect(sunday!.startDate.isDate).toBe(true);
    expect(sunday!.startDate.toString()).toBe("2027-06-13");
    expect(sunday!.endDate.toString()).toBe("2027-06-14");
  });

  it("gives each event a UID of its own that does not change between files or languages; the wedding keeps its own", () => {
    const es = setupI18n({ locale: "es", messages: { es: spanish } });
    const english = vevents(calendar()).map((item) => item.uid);
    const again = vevents(calendar()).map((item) => item.uid);
    const spanishUids = vevents(buildIcs(guestCalendar(wedding, { main: true, extra: [rehearsal, party, brunch] }, "https://rsvp.example", es), NOW));
    expect(english).toEqual([
      `wedding-${wedding.id}@forever-rsvp`,
      "event-rehearsal-1@forever-rsvp",
      "event-party-2@forever-rsvp",
      "event-brunch-3@forever-rsvp",
    ]);
    expect(again).toEqual(english);
    expect(spanishUids.map((item) => item.uid)).toEqual(english);
    expect(spanishUids[1]!.summary).toBe("Rehearsal dinner: Zoë y Łukasz");
    expect(spanishUids[1]!.description).toContain("Código de vestimenta: Smart casual");
  });

  it("holds only the events it is given: the wedding only when accepted, nothing of the others", () => {
    const ics = buildIcs(guestCalendar(wedding, { main: false, extra: [brunch] }, "https://rsvp.example", englishCalendarI18n), NOW);
    expect(vevents(ics).map((item) => item.summary)).toEqual(["Sunday brunch: Zoë & Łukasz"]);
    expect(ics).not.toContain("Rehearsal");
    expect(ics).not.toContain("Boathouse");
  });
});

describe("acceptedEvents", () => {
  const attendance = (id: string, eventId: string): Pick<Question, "id" | "options" | "eventId" | "eventAttendance"> => ({
    id,
    options: ["Yes, I'll be there", "No, I can't make it"],
    eventId,
    eventAttendance: true,
  });
  const questions = [attendance("q-rehearsal", rehearsal.id), attendance("q-brunch", brunch.id)];

  it("keeps the events someone in the party said yes to, whatever the wedding's answer", () => {
    const answers = { "q-rehearsal": { primary: "No, I can't make it", ada: "No, I can't make it" }, "q-brunch": { ada: "Yes, I'll be there" } };
    expect(acceptedEvents(questions, answers, [rehearsal, brunch], false)).toEqual({ main: false, extra: [brunch] });
    expect(acceptedEvents(questions, {}, [rehearsal, brunch], true)).toEqual({ main: true, extra: [] });
    // An event that asks nothing is everyone's.
    expect(acceptedEvents(questions, {}, [party], true).extra).toEqual([party]);
  });
});
