import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { extraEvent, guestCalendar, weddingEvent } from "./calendar/event";
import { buildIcs } from "./calendar/ics";
import type { GuestEvent } from "./events";
import { englishCalendarI18n } from "./test/english-calendar";
import { weddingView } from "./test/fixtures";
import { isoInZone, isPlacelessZone, nextDay, readsDifferently, zonedTimeToUtc, zoneName, zoneOffsetMinutes, zonePlace } from "./time-zone";

const iso = (date: Date) => date.toISOString();
const vevents = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
const event = (fields: Partial<GuestEvent>): GuestEvent => ({
  id: "e",
  name: "Event",
  date: null,
  startTime: null,
  endTime: null,
  venue: null,
  address: null,
  description: null,
  dressCode: null,
  ...fields,
});

describe("zonedTimeToUtc (docs/decisions/0031-wedding-time-zone.md)", () => {
  it("reads a wall-clock time in the wedding's zone, not the reader's", () => {
    // A Seville wedding at 18:00: 16:00 UTC in summer, 17:00 UTC in winter.
    expect(iso(zonedTimeToUtc("2027-06-12", "18:00", "Europe/Madrid"))).toBe("2027-06-12T16:00:00.000Z");
    expect(iso(zonedTimeToUtc("2027-12-11", "18:00", "Europe/Madrid"))).toBe("2027-12-11T17:00:00.000Z");
    // What the same wall clock means in New York, where the couple's browser was: six hours later.
    expect(iso(zonedTimeToUtc("2027-06-12", "18:00", "America/New_York"))).toBe("2027-06-12T22:00:00.000Z");
    expect(iso(zonedTimeToUtc("2027-06-12", "15:00", "Asia/Kolkata"))).toBe("2027-06-12T09:30:00.000Z");
  });

  it("on the day the clocks go forward: a time after the change has the summer offset, one in the gap the offset before it", () => {
    // Madrid 2027-03-28: 02:00 CET becomes 03:00 CEST (01:00 UTC).
    expect(iso(zonedTimeToUtc("2027-03-28", "01:30", "Europe/Madrid"))).toBe("2027-03-28T00:30:00.000Z");
    expect(iso(zonedTimeToUtc("2027-03-28", "17:00", "Europe/Madrid"))).toBe("2027-03-28T15:00:00.000Z");
    // 02:30 never happens: RFC 5545 section 3.3.5 reads it with the offset before the gap (03:30 CEST).
    expect(iso(zonedTimeToUtc("2027-03-28", "02:30", "Europe/Madrid"))).toBe("2027-03-28T01:30:00.000Z");
    expect(iso(zonedTimeToUtc("2027-03-14", "02:30", "America/New_York"))).toBe("2027-03-14T07:30:00.000Z");
  });

  it("on the day the clocks go back: a time that happens twice is its first occurrence", () => {
    // Madrid 2027-10-31: 03:00 CEST becomes 02:00 CET (01:00 UTC), so 02:30 happens at 00:30 and 01:30 UTC.
    expect(iso(zonedTimeToUtc("2027-10-31", "02:30", "Europe/Madrid"))).toBe("2027-10-31T00:30:00.000Z");
    expect(iso(zonedTimeToUtc("2027-10-31", "17:00", "Europe/Madrid"))).toBe("2027-10-31T16:00:00.000Z");
    expect(iso(zonedTimeToUtc("2027-11-07", "01:30", "America/New_York"))).toBe("2027-11-07T05:30:00.000Z");
  });

  it("an unknown zone falls back to UTC rather than failing", () => {
    expect(iso(zonedTimeToUtc("2027-06-12", "18:00", "Mars/Olympus"))).toBe("2027-06-12T18:00:00.000Z");
  });
});

describe("offsets and names", () => {
  it("writes an instant as the zone's wall clock with its offset", () => {
    expect(zoneOffsetMinutes("Europe/Madrid", new Date("2027-06-12T16:00:00Z"))).toBe(120);
    expect(zoneOffsetMinutes("Asia/Kolkata", new Date("2027-06-12T16:00:00Z"))).toBe(330);
    expect(isoInZone(new Date("2027-06-12T16:00:00Z"), "Europe/Madrid")).toBe("2027-06-12T18:00:00+02:00");
    expect(isoInZone(new Date("2027-01-12T16:00:00Z"), "America/St_Johns")).toBe("2027-01-12T12:30:00-03:30");
    expect(isoInZone(new Date("2027-06-12T16:00:00Z"), "UTC")).toBe("2027-06-12T16:00:00+00:00");
    expect(nextDay("2027-12-31")).toBe("2028-01-01");
  });

  it("names a zone in the reader's language, and a placeless one not at all", () => {
    const june = new Date("2027-06-12T16:00:00Z");
    expect(zoneName("Europe/Madrid", "en", june)).toBe("Central European Time");
    expect(zoneName("Europe/Madrid", "es", june)).toBe("hora de Europa central");
    expect(zoneName("Europe/Madrid", "ar", june)).toBe("توقيت وسط أوروبا");
    expect(zoneName("America/New_York", "en", june)).toBe("Eastern Time");
    for (const zone of ["UTC", "Etc/UTC", "GMT", "Etc/GMT+5", ""]) {
      expect(isPlacelessZone(zone)).toBe(true);
      expect(zoneName(zone, "en", june)).toBe("");
    }
    expect(isPlacelessZone("Europe/London")).toBe(false);
  });
});

describe("the note a guest reads beside a time", () => {
  it("names the zone's place, and nothing for a zone without one", () => {
    expect(zonePlace("Europe/Madrid")).toBe("Madrid");
    expect(zonePlace("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
    for (const zone of ["UTC", "Etc/GMT+5", "", null]) expect(zonePlace(zone)).toBe("");
  });

  it("is shown only to a reader whose clock reads the wedding's time differently at that instant", () => {
    const sevilleAtFive = zonedTimeToUtc("2027-03-28", "17:00", "Europe/Madrid");
    expect(readsDifferently("Europe/Madrid", "America/New_York", sevilleAtFive)).toBe(true);
    expect(readsDifferently("Europe/Madrid", "Europe/Paris", sevilleAtFive)).toBe(false);
    // London is an hour behind Madrid all year, including on the last Sunday of March, when both change.
    expect(readsDifferently("Europe/Madrid", "Europe/London", sevilleAtFive)).toBe(true);
    // Lisbon and London share their clock; an unknown reader zone shows nothing rather than failing.
    expect(readsDifferently("Europe/Lisbon", "Europe/London", sevilleAtFive)).toBe(false);
    expect(readsDifferently("Europe/Madrid", "Mars/Olympus", sevilleAtFive)).toBe(false);
  });
});

describe("a guest's calendar in the wedding's zone", () => {
  const seville = weddingView({ time: "18:00", venue: "Hacienda San Rafael, Sevilla", timeZone: "Europe/Madrid" });

  it("a Seville wedding's .ics holds the Madrid instants, as ical.js reads them", () => {
    const drinks = event({ id: "drinks", name: "Welcome drinks", date: "2027-06-11", startTime: "20:30", endTime: "23:30" });
    const [wedding, welcome] = vevents(buildIcs(guestCalendar(seville, { main: true, extra: [drinks] }, "https://rsvp.example", englishCalendarI18n)));
    expect(wedding!.startDate.toJSDate().toISOString()).toBe("2027-06-12T16:00:00.000Z");
    expect(welcome!.startDate.toJSDate().toISOString()).toBe("2027-06-11T18:30:00.000Z");
    expect(welcome!.endDate.toJSDate().toISOString()).toBe("2027-06-11T21:30:00.000Z");
    expect(weddingEvent(seville, "https://rsvp.example", englishCalendarI18n).timeZone).toBe("Europe/Madrid");
  });

  it("an event on the night the clocks go back ends at the next morning's wall clock, seven hours on, not six", () => {
    const party = event({ name: "After party", date: "2027-10-30", startTime: "22:00", endTime: "04:00" });
    const [after] = vevents(buildIcs([extraEvent(seville, party, "https://rsvp.example", englishCalendarI18n)]));
    expect(after!.startDate.toJSDate().toISOString()).toBe("2027-10-30T20:00:00.000Z");
    expect(after!.endDate.toJSDate().toISOString()).toBe("2027-10-31T03:00:00.000Z");
    expect(after!.duration.toSeconds()).toBe(7 * 3600);
  });

  it("a wedding on the day the clocks go forward starts at its wall clock in summer time", () => {
    const spring = weddingView({ date: "2027-03-28", time: "12:00", timeZone: "Europe/Madrid" });
    const [day] = vevents(buildIcs(weddingEvent(spring, "https://rsvp.example", englishCalendarI18n)));
    expect(day!.startDate.toJSDate().toISOString()).toBe("2027-03-28T10:00:00.000Z");
    expect(day!.endDate.toJSDate().toISOString()).toBe("2027-03-28T14:00:00.000Z");
  });
});
