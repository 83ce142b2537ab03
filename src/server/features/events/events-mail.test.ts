import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { seedWedding } from "../../test/fixtures";
import { ENGINES } from "../../test/harness";
import { mailTestApp } from "../../test/mail";
import type { ReceivedMail } from "../../test/smtp-sink";
import type { CoupleAddress } from "../../../contract/mail-settings";
import { answerThroughLink, eventCalls } from "./test-events";

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

    const familyReply = await answerThroughLink(t.app, family.invitationToken, {
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
    // By day, as the page lists them: the rehearsal the evening before, then the wedding.
    expect(text.indexOf("Rehearsal dinner")).toBeLessThan(text.indexOf("The wedding"));
    // Ada declined the wedding but comes to the rehearsal: her supper is in her family's confirmation.
    expect(text).toContain("Ada Okafor");
    expect(text).toContain("Lamb shank");
    // Nobody is coming to the brunch: not in the schedule, not in the calendar.
    expect(text).not.toContain("The Orchard");
    const familyCalendar = calendarOf(familyMail!)!;
    expect(familyCalendar.events.map((event) => event.uid)).toEqual([`wedding-${seed.wedding.id}@forever-rsvp`, `event-${rehearsal.id}@forever-rsvp`]);
    expect(familyCalendar.events[1]!.summary).toBe("Rehearsal dinner: Amelia & Jonah");

    const friendsReply = await answerThroughLink(t.app, friends.invitationToken, {
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

  /** The first message to `address` among those after the first `after`. */
  const mailTo = async (address: string, after: number, subject?: RegExp) => {
    for (;;) {
      const mails = await sink.waitForCount(after + 1);
      const found = mails
        .slice(after)
        .find((mail) => mail.raw.match(/^To: .*$/im)?.[0].includes(address) && (!subject || subject.test(mail.parsed.subject ?? "")));
      if (found) return found;
      after = mails.length;
    }
  };

  it("tells the couple each household's replies per event, the rehearsal of the family's included, and the friends' without it", async () => {
    const seed = await seedWedding(t.app);
    const calls = eventCalls(t.app, seed);
    const start = sink.received.length;
    const added = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/couple-addresses`,
      headers: seed.auth,
      payload: { email: "amelia@couple.test" },
    });
    expect(added.json<CoupleAddress>().mode).toBe("each");
    const confirmation = await mailTo("amelia@couple.test", start);
    const confirm = new URL(/http:\/\/rsvp\.test\/mail\/confirm\/\S+/.exec(confirmation.parsed.text ?? "")![0]);
    expect((await t.app.inject({ method: "POST", url: confirm.pathname })).statusCode).toBe(200);

    const family = await calls.party({
      name: "The Okafor family",
      guests: [
        { firstName: "Chidi", lastName: "Okafor" },
        { firstName: "Ada", lastName: "Okafor" },
      ],
    });
    const friends = await calls.party({ name: "The Lindqvists", guests: [{ firstName: "Carl", lastName: "Lindqvist" }] });
    // Added before the rehearsal, held after it: the email lists the events by day, as the form does.
    const brunch = await calls.add({ name: "Sunday brunch", date: "2027-06-13", startTime: "11:00", venue: "The Orchard" });
    const rehearsal = await calls.add({ name: "Rehearsal dinner", date: "2027-06-11", startTime: "19:00", venue: "The Boathouse" });
    const supper = await calls.addQuestion(rehearsal.id, { question: "Supper choice", options: ["Fish pie", "Lamb shank"] });
    expect((await calls.invite(rehearsal.id, { visibility: "invited", partyIds: [family.id] })).statusCode).toBe(200);
    const [chidi, ada] = family.guests.map((guest) => guest.id) as [string, string];
    const carl = friends.guests[0]!.id;
    const reply = (token: string, payload: object) =>
      t.app.inject({ method: "PUT", url: "/api/invitations/mine", headers: { "x-invitation-token": token }, payload });

    let seen = sink.received.length;
    const familyReply = await reply(family.invitationToken, {
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
    const familyNotice = await mailTo("amelia@couple.test", seen, /replied/);
    expect(familyNotice.parsed.subject).toBe("Chidi Okafor replied: Attending, 1 guest");
    const text = familyNotice.parsed.text ?? "";
    const html = familyNotice.parsed.html || "";
    // The wedding's own answer where it always was.
    expect(text).toContain("Meal preference: Chidi Okafor: Beef");
    // The private rehearsal: who comes (Ada declined the wedding but comes to it) and its supper per person.
    expect(text).toMatch(
      /Rehearsal dinner\n-+\n\nComing \(2\): Chidi Okafor\n {2}Ada Okafor\nSupper choice: Chidi Okafor: Fish pie\n {2}Ada Okafor: Lamb shank/,
    );
    expect(html).toContain("Rehearsal dinner</h2>");
    expect(html).toContain("Chidi Okafor<br>Ada Okafor");
    expect(html).toContain("Ada Okafor: Lamb shank");
    // The brunch, after the rehearsal: nobody of the family comes.
    expect(text).toMatch(/Sunday brunch\n-+\n\nComing \(0\): Nobody\nNot coming \(1\): Chidi Okafor/);
    expect(text.indexOf("Rehearsal dinner")).toBeLessThan(text.indexOf("Sunday brunch"));
    // The attendance question is the lists above, not a row of its own.
    expect(text).not.toContain("will you attend?");

    seen = sink.received.length;
    const friendsReply = await reply(friends.invitationToken, {
      guests: [{ guestId: carl, attending: true }],
      responses: { [seed.q("meal")]: { [carl]: "Chicken" }, [brunch.attendanceQuestionId!]: { [carl]: YES } },
    });
    expect(friendsReply.statusCode, friendsReply.body).toBe(200);
    const friendsNotice = await mailTo("amelia@couple.test", seen, /replied/);
    expect(friendsNotice.parsed.subject).toBe("Carl Lindqvist replied: Attending, 1 guest");
    expect(friendsNotice.parsed.text).toMatch(/Sunday brunch\n-+\n\nComing \(1\): Carl Lindqvist/);
    for (const trace of ["Rehearsal", "Boathouse", "Supper choice", "Fish pie", rehearsal.id]) {
      expect(friendsNotice.raw, `the couple's email about the friends shows ${trace}`).not.toContain(trace);
    }
  });
});
