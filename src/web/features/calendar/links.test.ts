import { describe, expect, it } from "vitest";
import { englishCalendarI18n } from "../../../contract/test/english-calendar";
import { weddingView } from "../../../contract/test/fixtures";
import { extraEvent, weddingEvent } from "../../../contract/calendar/event";
import { googleCalendarUrl, outlookCalendarUrl } from "./links";

const base = weddingView();

describe("calendar compose links", () => {
  it("Google: text, dates from the wedding time for four hours (UTC), details and location", () => {
    const url = new URL(googleCalendarUrl(weddingEvent(base, "https://rsvp.example", englishCalendarI18n)));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Amelia & Jonah Wedding");
    // 15:30 in London in June is 14:30 UTC; four hours later is 18:30.
    expect(url.searchParams.get("dates")).toBe("20270612T143000Z/20270612T183000Z");
    // The event is filed in the wedding's zone (docs/decisions/0031-wedding-time-zone.md).
    expect(url.searchParams.get("ctz")).toBe("Europe/London");
    expect(url.searchParams.get("location")).toBe("The Orangery, Kew Gardens, London");
    expect(url.searchParams.get("details")).toContain("https://rsvp.example/rsvp/ABCD2345");
  });

  it("Outlook: subject, startdt/enddt four hours apart, body and location", () => {
    const url = new URL(outlookCalendarUrl(weddingEvent(base, "https://rsvp.example", englishCalendarI18n)));
    expect(url.origin + url.pathname).toBe("https://outlook.live.com/calendar/0/deeplink/compose");
    expect(url.searchParams.get("path")).toBe("/calendar/action/compose");
    expect(url.searchParams.get("rru")).toBe("addevent");
    expect(url.searchParams.get("subject")).toBe("Amelia & Jonah Wedding");
    // The wedding's wall clock with its offset: 15:30 in London in June.
    expect(url.searchParams.get("startdt")).toBe("2027-06-12T15:30:00+01:00");
    expect(url.searchParams.get("enddt")).toBe("2027-06-12T19:30:00+01:00");
    expect(url.searchParams.get("location")).toBe(base.venue);
    expect(url.searchParams.get("body")).toContain("Amelia & Jonah");
  });

  it("starts at 15:00 in the wedding's zone when no time is set", () => {
    const event = weddingEvent({ ...base, time: "", timeZone: "America/New_York" }, "https://rsvp.example", englishCalendarI18n);
    expect(new URL(googleCalendarUrl(event)).searchParams.get("dates")).toBe("20270612T190000Z/20270612T230000Z");
    expect(new URL(outlookCalendarUrl(event)).searchParams.get("startdt")).toBe("2027-06-12T15:00:00-04:00");
  });

  it("an extra event: its own title, times and venue; a day without a time is all-day in both links", () => {
    const fields = { date: "2027-06-11", endTime: null, venue: "The Boathouse", address: null, description: null, dressCode: null };
    const dinner = extraEvent(base, { id: "e1", name: "Rehearsal dinner", startTime: "19:00", ...fields }, "https://rsvp.example", englishCalendarI18n);
    const google = new URL(googleCalendarUrl(dinner)).searchParams;
    expect(google.get("text")).toBe("Rehearsal dinner: Amelia & Jonah");
    expect(google.get("dates")).toBe("20270611T180000Z/20270611T220000Z");
    expect(google.get("location")).toBe("The Boathouse");
    const day = extraEvent(base, { id: "e2", name: "Brunch", startTime: null, ...fields }, "https://rsvp.example", englishCalendarI18n);
    expect(new URL(googleCalendarUrl(day)).searchParams.get("dates")).toBe("20270611/20270612");
    expect(new URL(googleCalendarUrl(day)).searchParams.has("ctz")).toBe(false);
    const outlook = new URL(outlookCalendarUrl(day)).searchParams;
    expect([outlook.get("startdt"), outlook.get("enddt"), outlook.get("allday")]).toEqual(["2027-06-11", "2027-06-12", "true"]);
  });

  it("a Seville wedding made from a New York browser: both links hold the Madrid wall clock, whatever zone reads them", () => {
    const seville = { ...base, time: "18:00", venue: "Hacienda, Sevilla", timeZone: "Europe/Madrid" };
    const event = weddingEvent(seville, "https://rsvp.example", englishCalendarI18n);
    const google = new URL(googleCalendarUrl(event)).searchParams;
    // 18:00 in Madrid in June is 16:00 UTC (and noon in New York): never 18:00 New York time.
    expect(google.get("dates")).toBe("20270612T160000Z/20270612T200000Z");
    expect(google.get("ctz")).toBe("Europe/Madrid");
    const outlook = new URL(outlookCalendarUrl(event)).searchParams;
    expect(outlook.get("startdt")).toBe("2027-06-12T18:00:00+02:00");
    expect(new Date(outlook.get("startdt")!).toISOString()).toBe("2027-06-12T16:00:00.000Z");
    expect(outlook.get("enddt")).toBe("2027-06-12T22:00:00+02:00");
  });

  it("an evening across the night the clocks go back: Outlook's end carries the winter offset", () => {
    const party = extraEvent(
      { ...base, timeZone: "Europe/Madrid" },
      {
        id: "p",
        name: "After party",
        date: "2027-10-30",
        startTime: "22:00",
        endTime: "04:00",
        venue: null,
        address: null,
        description: null,
        dressCode: null,
      },
      "https://rsvp.example",
      englishCalendarI18n,
    );
    const outlook = new URL(outlookCalendarUrl(party)).searchParams;
    expect(outlook.get("startdt")).toBe("2027-10-30T22:00:00+02:00");
    expect(outlook.get("enddt")).toBe("2027-10-31T04:00:00+01:00");
    expect(new URL(googleCalendarUrl(party)).searchParams.get("dates")).toBe("20271030T200000Z/20271031T030000Z");
  });
});
