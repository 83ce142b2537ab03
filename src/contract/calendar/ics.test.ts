import { setupI18n } from "@lingui/core";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { messages as spanish } from "../../locales/calendar/es";
import { weddingView } from "../test/fixtures";
import { englishCalendarI18n } from "../test/english-calendar";
import { weddingEvent, zonedTimeToUtc } from "./event";
import { buildIcs, escapeText, foldLine } from "./ics";

const wedding = weddingView({
  partner1: "Zoë",
  partner2: "Łukasz",
  venue: "Château de Vaux; Salon d'Honneur, Maincy, France",
  message: "Dinner, dancing & a long night\nSee you there \\o/",
  timeZone: "Europe/Paris",
});
const NOW = new Date("2026-11-22T10:20:30.456Z");
const octets = (text: string) => new TextEncoder().encode(text).length;

describe("zonedTimeToUtc", () => {
  it("turns the wedding's wall-clock time into the right instant on either side of daylight saving", () => {
    expect(zonedTimeToUtc("2027-06-12", "15:30", "Europe/Paris").toISOString()).toBe("2027-06-12T13:30:00.000Z");
    expect(zonedTimeToUtc("2027-01-12", "15:30", "Europe/Paris").toISOString()).toBe("2027-01-12T14:30:00.000Z");
    expect(zonedTimeToUtc("2027-06-12", "15:00", "Pacific/Auckland").toISOString()).toBe("2027-06-12T03:00:00.000Z");
    expect(zonedTimeToUtc("2027-06-12", "15:00", "America/Los_Angeles").toISOString()).toBe("2027-06-12T22:00:00.000Z");
  });
});

describe("buildIcs", () => {
  const ics = buildIcs(weddingEvent(wedding, "https://rsvp.example", englishCalendarI18n), NOW);

  it("parses with ical.js into the wedding event, four hours from the wedding time in its zone", () => {
    const component = new ICAL.Component(ICAL.parse(ics));
    expect(component.getFirstPropertyValue("version")).toBe("2.0");
    expect(String(component.getFirstPropertyValue("prodid"))).toContain("Forever RSVP");
    const event = new ICAL.Event(component.getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe("Zoë & Łukasz Wedding");
    expect(event.location).toBe(wedding.venue);
    expect(event.description).toContain("Dinner, dancing & a long night\nSee you there \\o/");
    expect(event.description).toContain("RSVP: https://rsvp.example/rsvp/ABCD2345");
    expect(event.uid).toBe(`wedding-${wedding.id}@forever-rsvp`);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-06-12T13:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2027-06-12T17:30:00.000Z");
    expect(event.startDate.zone.tzid).toBe("UTC");
  });

  it("has the required properties, DTSTAMP in UTC", () => {
    for (const line of ["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT", "END:VEVENT", "END:VCALENDAR"]) expect(ics).toContain(`${line}\r\n`);
    expect(ics).toMatch(/\r\nPRODID:[^\r\n]+\r\n/);
    expect(ics).toContain("\r\nUID:");
    expect(ics).toContain("\r\nDTSTAMP:20261122T102030Z\r\n");
    expect(ics).toContain("\r\nDTSTART:20270612T133000Z\r\n");
    expect(ics).toContain("\r\nDTEND:20270612T173000Z\r\n");
  });

  it("ends every line with CRLF, never a bare LF or CR", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("folds lines at 75 octets without splitting a multi-byte character", () => {
    const lines = ics.split("\r\n");
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    // Unfolding gives back the exact text: no character was cut in half.
    expect(ics.replace(/\r\n /g, "")).toContain("SUMMARY;LANGUAGE=en:Zoë & Łukasz Wedding");
  });

  it("folds a long all multi-byte line into valid UTF-8 pieces", () => {
    const line = `SUMMARY:${"é".repeat(60)}${"😀".repeat(20)}`;
    const folded = foldLine(line);
    const pieces = folded.split("\r\n");
    expect(pieces.length).toBeGreaterThan(2);
    pieces.forEach((piece, index) => {
      expect(octets(piece)).toBeLessThanOrEqual(75);
      if (index > 0) expect(piece.startsWith(" ")).toBe(true);
      expect(piece).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    });
    expect(pieces.map((piece, index) => (index ? piece.slice(1) : piece)).join("")).toBe(line);
  });

  it("escapes backslash, semicolon, comma and newlines in TEXT values", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("LOCATION:Château de Vaux\\; Salon d'Honneur\\, Maincy\\, France\r\n");
    expect(unfolded).toContain("Dinner\\, dancing & a long night\\nSee you there \\\\o/");
  });
});

describe("the event in another language", () => {
  const es = setupI18n({ locale: "es", messages: { es: spanish } });

  it("has a Spanish title and description, marked LANGUAGE=es, and the English event's UID and times", () => {
    const english = weddingEvent(wedding, "https://rsvp.example", englishCalendarI18n);
    const ics = buildIcs(weddingEvent(wedding, "https://rsvp.example", es), NOW);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe("Boda de Zoë y Łukasz");
    expect(event.description).toBe(
      `La boda de Zoë y Łukasz. Lugar: ${wedding.venue}.\n\n${wedding.message}\n\nConfirmar asistencia: https://rsvp.example/rsvp/ABCD2345`,
    );
    expect(event.component.getFirstProperty("summary")!.getParameter("language")).toBe("es");
    expect(event.uid).toBe(english.uid);
    expect(event.startDate.toJSDate().toISOString()).toBe(english.start.toISOString());
  });
});
