import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { seedWedding } from "../../test/fixtures";
import { ENGINES } from "../../test/harness";
import { mailTestApp } from "../../test/mail";
import type { ReceivedMail } from "../../test/smtp-sink";
import { answerInvitation, eventCalls } from "./test-events";

const YES = "Yes, I'll be there";
const NO = "No, I can't make it";
const calendarOf = (mail: ReceivedMail) => {
  const ics = mail.parsed.attachments.find((attachment) => attachment.contentType === "text/calendar");
  if (!ics) return undefined;
  const text = ics.content.toString("utf8");
  return { text, events: new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((component) => new ICAL.Event(component)) };
};

/**
 * Issue 17: a guest's confirmation lists their own schedule and their per-event answers, and its
 * calendar holds the events they accepted; another party's private event is never in it.
 */
describe.each(ENGINES)("the confirmation of a several-event wedding on %s", (engine) => {
  const { t, sink } = mailTestApp(engine, { rateLimit: false });

  it("gives the family its rehearsal, answers and calendar per event, and the friends no trace of it", async () => {
    const seed = await seedWedding(t.app);
    const calls = eventCalls(t.app, seed);
    const family = await calls.party({
      name: "The Okafor family",
      guests: [
        { firstName: "Chidi", lastName: "Okafor", email: "chidi@example.org" },
        { firstName: "Ada", lastName: "Okafor" },
      ],
    });
    const friends = await calls.party({ name: "The Lindqvists", guests: [{ firstName: "Carl", lastName: "Lindqvist", email: "carl@example.org" }] });
    const rehearsal = await calls.add({
      name: "Rehearsal dinner",
      date: "2027-06-11",
      startTime: "19:00",
      endTime: "22:30",
      venue: "The Boathouse",
      dressCode: "Smart casual",
    });
    const supper = await calls.addQuestion(rehearsal.id, { question: "Supper choice", options: ["Fish pie", "Lamb shank"] });
    const brunch = await calls.add({ name: "Sunday brunch", date: "2027-06-13", startTime: "11:00", venue: "The Orchard" });
    expect((await calls.invite(rehearsal.id, { visibility: "invited", partyIds: [family.id] })).statusCode).toBe(200);
    const [chidi, ada] = family.guests.map((guest) => guest.id) as [string, string];
    const carl = friends.guests[0]!.id;

    const familyReply = await answerInvitation(t.app, family.invitationToken, {
      guests: [
        { guestId: chidi, attending: true },
        { guestId: ada, attending: false },
      ],
      responses: {
        [seed.q("meal")]: { [chidi]: "Beef" },
        [rehearsal.attendanceQuestionId!]: { [chidi]: YES, [ada]: YES },
        [supper.id]: { [chidi]: "Fish pie", [ada]: "Lamb shank" },
        [brunch.attendanceQuestionId!]: { [chidi]: NO },
      },
    });
    expect(familyReply.statusCode, familyReply.body).toBe(200);
    const [familyMail] = await sink.waitForCount(1);
    expect(familyMail!.raw).toMatch(/^To: .*chidi@example\.org/im);
    const text = familyMail!.parsed.text ?? "";
    expect(text).toContain("Your schedule");
    expect(text).toContain("Rehearsal dinner");
    expect(text).toContain("The Boathouse");
    expect(text).toContain("Smart casual");
    // Ada declined the wedding but comes to the rehearsal: her supper is in her family's confirmation.
    expect(text).toContain("Ada Okafor");
    expect(text).toContain("Lamb shank");
    // Nobody is coming to the brunch: not in the schedule, not in the calendar.
    expect(text).not.toContain("The Orchard");
    const familyCalendar = calendarOf(familyMail!)!;
    expect(familyCalendar.events.map((event) => event.uid)).toEqual([`wedding-${seed.wedding.id}@forever-rsvp`, `event-${rehearsal.id}@forever-rsvp`]);
    expect(familyCalendar.events[1]!.summary).toBe("Rehearsal dinner: Amelia & Jonah");

    const friendsReply = await answerInvitation(t.app, friends.invitationToken, {
      guests: [{ guestId: carl, attending: true }],
      responses: { [seed.q("meal")]: { [carl]: "Chicken" }, [brunch.attendanceQuestionId!]: { [carl]: YES } },
    });
    expect(friendsReply.statusCode, friendsReply.body).toBe(200);
    const mails = await sink.waitForCount(2);
    const friendsMail = mails.find((mail) => /^To: .*carl@example\.org/im.test(mail.raw))!;
    const friendsCalendar = calendarOf(friendsMail)!;
    expect(friendsCalendar.events.map((event) => event.summary)).toEqual(["Amelia & Jonah Wedding", "Sunday brunch: Amelia & Jonah"]);
    for (const trace of ["Rehearsal", "Boathouse", "Supper choice", "Fish pie", rehearsal.id]) {
      expect(friendsMail.raw, `the friends' email shows ${trace}`).not.toContain(trace);
      expect(friendsCalendar.text).not.toContain(trace);
    }
  });
});
