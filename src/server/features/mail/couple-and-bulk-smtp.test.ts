import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { invitationTokenFromHash, type Party, type PartyInput } from "../../../contract/guest-list";
import type { LinkView } from "../../../contract/invitation";
import type { OutboxPage } from "../../../contract/mail";
import type { CoupleAddress, MailSettings } from "../../../contract/mail-settings";
import type { AppContext } from "../../context";
import { rsvpFor } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, testConfig } from "../../test/harness";
import { mailTestApp, mailTestConfig, TEST_ORIGIN } from "../../test/mail";
import type { ReceivedMail } from "../../test/smtp-sink";
import { makeDigests } from "./mail-jobs";

const party = (family: string, email: string): PartyInput => ({ name: `The ${family}s`, guests: [{ firstName: "Sam", lastName: family, email }] });
const text = { subject: "Join us, {names}", message: "Dear {names},\n\nPlease come." };

const to = (mail: ReceivedMail) => (mail.parsed.to && !Array.isArray(mail.parsed.to) ? mail.parsed.to.value[0]?.address : undefined);
/** The calendar attached to a message, as a calendar app reads it: each event's summary and start. */
const attachedEvents = (mail: ReceivedMail) => {
  const ics = mail.parsed.attachments.find((attachment) => attachment.contentType === "text/calendar");
  expect(ics, "an .ics attached").toBeDefined();
  return new ICAL.Component(ICAL.parse(ics!.content.toString("utf8")))
    .getAllSubcomponents("vevent")
    .map((component) => new ICAL.Event(component))
    .map((event) => ({ summary: event.summary, start: event.startDate.toJSDate().toISOString() }));
};
const linkIn = (mail: ReceivedMail, pattern: RegExp) => new URL(pattern.exec(mail.parsed.text ?? "")![0]);

describe.each(ENGINES)("couple notifications, invitations and reminders through SMTP (%s)", (engine) => {
  const { t, sink } = mailTestApp(engine, { rateLimit: false });

  /** Waits for the next message to `address` that arrives after `after` messages. */
  const next = async (address: string, after: number) => {
    for (;;) {
      const found = (await sink.waitForCount(after + 1)).slice(after).find((mail) => to(mail) === address);
      if (found) return found;
      after = sink.received.length;
    }
  };
  const outbox = async (seed: SeededWedding) =>
    (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/outbox`, headers: seed.auth })).json<OutboxPage>().messages;
  const addParty = async (seed: SeededWedding, party: PartyInput) =>
    (await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth, payload: party })).json<Party>();

  it("confirms a couple address by its link, notifies it of each reply with a stop link that works, and sends it nothing unconfirmed", async () => {
    const seed = await seedWedding(t.app);
    let seen = sink.received.length;
    const added = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/couple-addresses`,
      headers: seed.auth,
      payload: { email: "amelia@couple.test" },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<CoupleAddress>()).toMatchObject({ confirmed: false, mode: "each" });

    // Before confirmation, a reply notifies nobody.
    await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed, { guestEmail: "first@guest.test" }) });
    const confirmation = await next("amelia@couple.test", seen);
    expect(confirmation.parsed.subject).toContain("Confirm your address");
    expect((await outbox(seed)).filter((m) => m.kind === "couple-notification")).toHaveLength(0);

    const confirm = linkIn(confirmation, /http:\/\/rsvp\.test\/mail\/confirm\/\S+/);
    expect(confirm.origin).toBe(TEST_ORIGIN);
    const page = await t.app.inject({ method: "GET", url: confirm.pathname });
    expect(page.body).toContain("Confirm this address");
    // Only the POST confirms (a link scanner's GET changes nothing).
    const before = (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/mail-settings`, headers: seed.auth })).json<MailSettings>();
    expect(before.addresses[0]!.confirmed).toBe(false);
    expect((await t.app.inject({ method: "POST", url: confirm.pathname })).statusCode).toBe(200);
    const after = (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/mail-settings`, headers: seed.auth })).json<MailSettings>();
    expect(after.addresses[0]!.confirmed).toBe(true);

    seen = sink.received.length;
    await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed, { guestName: "Noor Haddad", guestEmail: "noor@guest.test" }) });
    const notification = await next("amelia@couple.test", seen);
    expect(notification.parsed.subject).toBe("Noor Haddad replied: Attending, 1 guest");
    expect(notification.parsed.text).toContain("Chicken");
    expect(notification.parsed.html).toContain(`${TEST_ORIGIN}/responses/${seed.wedding.uniqueCode}`);
    // Not bulk mail: no List-Unsubscribe, but a visible stop link.
    expect(notification.raw).not.toMatch(/^List-Unsubscribe/im);
    const stop = linkIn(notification, /http:\/\/rsvp\.test\/mail\/stop\/couple\/\S+/);
    expect((await t.app.inject({ method: "POST", url: stop.pathname })).statusCode).toBe(200);

    await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed, { guestName: "Late Guest", guestEmail: "late@guest.test" }) });
    await next("late@guest.test", 0);
    // The reply after the stop queued no notification (it would have been written with the reply).
    expect((await outbox(seed)).filter((m) => m.kind === "couple-notification")).toHaveLength(1);
  });

  it("makes one digest a day per digest address, however often the job runs", async () => {
    const seed = await seedWedding(t.app);
    const added = (
      await t.app.inject({
        method: "POST",
        url: `/api/weddings/${seed.wedding.id}/couple-addresses`,
        headers: seed.auth,
        payload: { email: "jonah@couple.test", mode: "digest" },
      })
    ).json<CoupleAddress>();
    const confirmation = await next("jonah@couple.test", 0);
    await t.app.inject({ method: "POST", url: linkIn(confirmation, /http:\/\/rsvp\.test\/mail\/confirm\/\S+/).pathname });
    await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed, { guestName: "Digest Guest", guestEmail: "d@guest.test" }) });
    expect(added.mode).toBe("digest");
    // The job as two instances would run it, the day after the reply.
    const ctx = {
      config: testConfig(mailTestConfig(sink.url)),
      db: t.database.db,
      database: t.database,
      feed: { publish: async () => {} },
    } as unknown as AppContext;
    const tomorrow = new Date(Date.now() + 86_400_000);
    const beforeJobs = sink.received.length;
    const made = await Promise.all([makeDigests(ctx, tomorrow), makeDigests(ctx, tomorrow)]);
    expect(made[0]! + made[1]!).toBe(1);
    expect(await makeDigests(ctx, tomorrow)).toBe(0);
    const digest = await next("jonah@couple.test", beforeJobs);
    expect(digest.parsed.subject).toMatch(/^1 new reply on \d{4}-\d{2}-\d{2}$/);
    expect(digest.parsed.text).toContain("Digest Guest");
  });

  it("invitations and reminders list each household's own events in the wedding's zone, with an .ics of them: a private drink only for those invited", async () => {
    // A Seville wedding at 17:00 (15:00 UTC in June) and a welcome drink the evening before for the Okafors only.
    const seed = await seedWedding(t.app, { timeZone: "Europe/Madrid", time: "17:00", venue: "Hacienda San Rafael, Sevilla" });
    const okafors = await addParty(seed, party("Okafor", "okafor-drink@guest.test"));
    const lees = await addParty(seed, party("Lee", "lee-drink@guest.test"));
    const drink = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/events`,
      headers: seed.auth,
      payload: { name: "Welcome drink", date: "2027-06-11", startTime: "20:30", endTime: "23:00", venue: "Bar Alfalfa" },
    });
    expect(drink.statusCode, drink.body).toBe(201);
    const invited = await t.app.inject({
      method: "PUT",
      url: `/api/events/${drink.json<{ id: string }>().id}/invitation`,
      headers: seed.auth,
      payload: { visibility: "invited", partyIds: [okafors.id] },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const couple = `${seed.wedding.partner1} & ${seed.wedding.partner2}`;

    for (const kind of ["invitation", "reminder"] as const) {
      const seen = sink.received.length;
      const sent = await t.app.inject({
        method: "POST",
        url: `/api/weddings/${seed.wedding.id}/mail/send`,
        headers: seed.auth,
        payload: { kind, ...text, partyIds: [okafors.id, lees.id] },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const [forOkafors, forLees] = [await next("okafor-drink@guest.test", seen), await next("lee-drink@guest.test", seen)];
      expect(forOkafors.parsed.text).toContain("Welcome drink");
      expect(forOkafors.parsed.text).toContain("8:30 PM – 11:00 PM (Madrid time)");
      expect(forOkafors.parsed.text).toContain("5:00 PM (Madrid time)");
      expect(forOkafors.parsed.html).toContain("Bar Alfalfa");
      expect(attachedEvents(forOkafors)).toEqual([
        { summary: `${couple} Wedding`, start: "2027-06-12T15:00:00.000Z" },
        { summary: `Welcome drink: ${couple}`, start: "2027-06-11T18:30:00.000Z" },
      ]);
      // The Lees are never told of it, in the message or its calendar.
      for (const part of [forLees.parsed.text, forLees.parsed.html, forLees.raw]) {
        expect(part).not.toContain("Welcome drink");
        expect(part).not.toContain("Alfalfa");
      }
      expect(forLees.parsed.text).toContain("5:00 PM (Madrid time)");
      expect(attachedEvents(forLees)).toEqual([{ summary: `${couple} Wedding`, start: "2027-06-12T15:00:00.000Z" }]);
    }
  });

  it("invites a selection, each with its own link that opens its invitation, with one-click unsubscribe that opts the party out; reminders skip it", async () => {
    const seed = await seedWedding(t.app);
    const okafors = await addParty(seed, party("Okafor", "okafor@guest.test"));
    const lees = await addParty(seed, party("Lee", "lee@guest.test"));
    const unpicked = await addParty(seed, party("Unpicked", "unpicked@guest.test"));
    const seen = sink.received.length;
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/mail/send`,
      headers: seed.auth,
      payload: { kind: "invitation", ...text, partyIds: [okafors.id, lees.id] },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const forOkafors = await next("okafor@guest.test", seen);
    const forLees = await next("lee@guest.test", seen);
    for (const [mail, party] of [
      [forOkafors, okafors],
      [forLees, lees],
    ] as const) {
      expect(mail.parsed.subject).toBe(`Join us, ${party.name}`);
      const invite = linkIn(mail, /http:\/\/rsvp\.test\/rsvp\/\S+/);
      const opened = await t.app.inject({
        method: "GET",
        url: `/api/invitations/mine?wedding=${seed.wedding.uniqueCode}`,
        headers: { "x-invitation-token": invitationTokenFromHash(invite.hash)! },
      });
      expect(opened.json<LinkView>().party.name).toBe(party.name);
      // Read from the raw message: mailparser folds List-* headers into one structured field.
      expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      expect(mail.raw).toMatch(/^List-Unsubscribe:\s*<http:\/\/rsvp\.test\/mail\/stop\/party\/[^>]+>\r?$/m);
    }
    expect(sink.received.slice(seen).some((mail) => to(mail) === "unpicked@guest.test")).toBe(false);

    // The Lees reply; the Okafors use the one-click unsubscribe from their invitation's header.
    await t.app.inject({
      method: "PUT",
      url: "/api/invitations/mine",
      headers: { "x-invitation-token": lees.invitationToken },
      payload: { guests: [{ guestId: lees.guests[0]!.id, attending: false }], extraGuests: [], responses: {} },
    });
    const header = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(forOkafors.raw)![1]!.replace(/\s+/g, "");
    const oneClick = await t.app.inject({
      method: "POST",
      url: new URL(header).pathname,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);

    const remindFrom = sink.received.length;
    const reminded = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/mail/send`,
      headers: seed.auth,
      payload: { kind: "reminder", subject: "Reminder", message: "Please reply, {names}.", partyIds: [okafors.id, lees.id, unpicked.id] },
    });
    expect(reminded.json()).toMatchObject({ queued: 1 });
    const reminder = await next("unpicked@guest.test", remindFrom);
    expect(reminder.parsed.text).toContain("Please reply, The Unpickeds.");
    expect(reminder.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const reminders = (await outbox(seed)).filter((m) => m.kind === "reminder");
    expect(reminders.map((m) => m.recipient)).toEqual(["unpicked@guest.test"]);
  });
});
