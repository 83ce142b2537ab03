import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { englishCalendarI18n } from "../../../contract/test/english-calendar";
import { weddingEvent } from "../../../contract/calendar/event";
import type { Party } from "../../../contract/guest-list";
import type { OutboxPage, RenderedMessage } from "../../../contract/mail";
import type { SubmitResult } from "../../../contract/response";
import { rsvpFor } from "../../test/api";
import { seedWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import { mailTestConfig, TEST_ORIGIN } from "../../test/mail";
import { SmtpSink } from "../../test/smtp-sink";

const outbox = async (t: TestApp, seed: Awaited<ReturnType<typeof seedWedding>>) =>
  (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/outbox`, headers: seed.auth })).json<OutboxPage>();

describe.each(ENGINES)("guest confirmation (%s)", (engine) => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await startTestApp(engine, mailTestConfig(sink.url));
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  it("arrives with the guest's answers, the edit link that opens their answer, and the wedding's calendar event", async () => {
    const seed = await seedWedding(t.app);
    const body = rsvpFor(seed, { guestName: "Zoë Łukasiewicz", guestEmail: "zoe@example.org" });
    const submitted = await t.app.inject({ method: "POST", url: "/api/responses", payload: body });
    expect(submitted.statusCode).toBe(201);
    const { id } = submitted.json<SubmitResult>();

    const [mail] = await sink.waitForCount(1);
    const parsed = mail!.parsed;
    expect(parsed.subject).toBe("Your reply to Amelia & Jonah's wedding");
    expect(parsed.from?.value[0]).toMatchObject({ address: "rsvp@rsvp.test", name: "Forever RSVP" });
    expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.value[0]).toMatchObject({ address: "zoe@example.org", name: "Zoë Łukasiewicz" });
    // The raw header is RFC 2047 encoded-words, never 8-bit text.
    expect(mail!.raw).toMatch(/^To: =\?UTF-8\?[BQ]\?.+\?= <zoe@example\.org>/im);
    expect(parsed.date).toBeInstanceOf(Date);
    // Whoever replied typed this address: one click stops all our mail to it (RFC 8058; issue 27).
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(mail!.raw.replace(/\r?\n[ \t]+/g, "")).toMatch(/^List-Unsubscribe:\s*<http:\/\/rsvp\.test\/mail\/never\/[0-9a-f]{64}\/[\w-]+\?lang=en>\r?$/m);
    expect(parsed.text).toMatch(
      /Didn't reply to Amelia & Jonah's invitation\? Someone typed your address by mistake\. Send me no more emails from this service: http:\/\/rsvp\.test\/mail\/never\//,
    );
    expect(parsed.text).toContain("Chicken");
    expect(parsed.text).toContain("Will you attend our wedding?: Yes, I'll be there!");
    expect(parsed.html).toContain('lang="en"');
    expect(parsed.html).toContain("The Orangery, Kew Gardens, London");

    // The Message-ID is the one the Outbox shows as sent. The sink holds the message before the
    // worker hears the SMTP server's 250 and marks it sent, so wait for the mark.
    await expect.poll(async () => (await outbox(t, seed)).messages[0]?.status).toBe("sent");
    const page = await outbox(t, seed);
    expect(page.messages).toHaveLength(1);
    expect(page.messages[0]).toMatchObject({ kind: "guest-confirmation", recipient: "zoe@example.org", recipientName: "Zoë Łukasiewicz", status: "sent" });
    expect(mail!.messageId).toMatch(/^<[0-9a-f-]{36}@rsvp\.test>$/);

    // The edit link reads the guest's own answer from the app.
    const link = new URL(/(http:\/\/rsvp\.test\/rsvp\/\S+)/.exec(parsed.text ?? "")![1]!);
    expect(link.origin).toBe(TEST_ORIGIN);
    expect(link.searchParams.get("response")).toBe(id);
    const token = new URLSearchParams(link.hash.slice(1)).get("token")!;
    const own = await t.app.inject({ method: "GET", url: `/api/responses/${id}/guest`, headers: { "x-edit-token": token } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ guestName: "Zoë Łukasiewicz" });

    // The .ics is the calendar button's event.
    const ics = parsed.attachments.find((attachment) => attachment.contentType === "text/calendar");
    expect(ics?.filename).toBe("amelia-jonah-wedding.ics");
    const vevent = new ICAL.Event(new ICAL.Component(ICAL.parse(ics!.content.toString("utf8"))).getFirstSubcomponent("vevent")!);
    const expected = weddingEvent({ ...seed.wedding, message: seed.wedding.message ?? null }, TEST_ORIGIN, englishCalendarI18n);
    expect(vevent.uid).toBe(expected.uid);
    expect(vevent.summary).toBe(expected.title);
    expect(vevent.location).toBe(expected.location);
    expect(vevent.startDate.toJSDate().toISOString()).toBe(expected.start.toISOString());
    expect(vevent.endDate.toJSDate().toISOString()).toBe(expected.end.toISOString());
  });

  it("queues one confirmation per stored reply: a retry under the same Idempotency-Key queues none", async () => {
    const seed = await seedWedding(t.app);
    const headers = { "idempotency-key": "retry-key-1" };
    const payload = rsvpFor(seed, { guestEmail: "retry@example.org" });
    expect((await t.app.inject({ method: "POST", url: "/api/responses", payload, headers })).statusCode).toBe(201);
    expect((await t.app.inject({ method: "POST", url: "/api/responses", payload, headers })).statusCode).toBe(200);
    const page = await outbox(t, seed);
    expect(page.messages.map((message) => message.recipient)).toEqual(["retry@example.org"]);
  });

  it("confirms a guest's own change, and queues nothing for a reply the couple enters without an email", async () => {
    const seed = await seedWedding(t.app);
    const first = (
      await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed, { guestEmail: "edit@example.org" }) })
    ).json<SubmitResult>();
    const { weddingId: _w, ...change } = rsvpFor(seed, { guestEmail: "edit@example.org", responses: { [seed.q("attend")]: "Sorry, can't make it" } });
    const edited = await t.app.inject({ method: "PUT", url: `/api/responses/${first.id}/guest`, payload: { ...change, editToken: first.editToken } });
    expect(edited.statusCode).toBe(200);
    const { weddingId: _x, ...entry } = rsvpFor(seed, { guestName: "Grandma", guestEmail: "" });
    const entered = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/responses`, headers: seed.auth, payload: entry });
    expect(entered.statusCode, entered.body).toBe(201);
    const page = await outbox(t, seed);
    expect(page.messages.map((message) => message.recipient)).toEqual(["edit@example.org", "edit@example.org"]);
  });
});

describe.each(ENGINES)("without a mail server (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, mailTestConfig(undefined));
  });
  afterAll(async () => t?.close());

  it("keeps every message queued, shows it held in the Outbox, and previews it without the guest's own link", async () => {
    const seed = await seedWedding(t.app);
    const { id } = (
      await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed, { guestEmail: "held@example.org" }) })
    ).json<SubmitResult>();
    const page = await outbox(t, seed);
    expect(page.delivery).toBe("held");
    expect(page.nextCursor).toBeNull();
    expect(page.messages).toHaveLength(1);
    expect(page.messages[0]).toMatchObject({ status: "queued", attempts: 0, recipient: "held@example.org" });
    expect(page.messages[0]!.lastError).toBe("Held: no mail server is configured, so it is not sent. The guest saw their link when they replied.");

    const preview = await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/outbox/${page.messages[0]!.id}`, headers: seed.auth });
    expect(preview.statusCode).toBe(200);
    const rendered = preview.json<RenderedMessage>();
    expect(rendered.subject).toBe("Your reply to Amelia & Jonah's wedding");
    // The guest's edit link is theirs alone (issue 27): the couple sees where it is, not what it is.
    expect(rendered.text).toContain("See or change your answer:\n[private link: sent only to the recipient]");
    expect(rendered.text).not.toContain(`?response=${id}`);
    expect(rendered.html).toContain("See or change your answer");
    expect(rendered.html).not.toContain("#token=");
    expect(rendered.action).toBeNull();
    expect(rendered.withheld).toBe(true);
  });

  it("confirms a party's reply from its link to the address on the guest list, linking back to its invitation", async () => {
    const seed = await seedWedding(t.app);
    const created = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/parties`,
      headers: seed.auth,
      payload: { name: "The Okafor family", guests: [{ firstName: "Chidi", lastName: "Okafor", email: "chidi@example.com" }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const party = created.json<Party>();
    const replied = await t.app.inject({
      method: "PUT",
      url: `/api/invitations/mine?wedding=${seed.wedding.uniqueCode}`,
      headers: { "x-invitation-token": party.invitationToken },
      payload: {
        guests: [{ guestId: party.guests[0]!.id, attending: true }],
        extraGuests: [],
        responses: { [seed.q("meal")]: { [party.guests[0]!.id]: "Beef" } },
      },
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const [message] = (await outbox(t, seed)).messages;
    expect(message).toMatchObject({ recipient: "chidi@example.com", partyId: party.id, status: "queued" });
    const rendered = (
      await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/outbox/${message!.id}`, headers: seed.auth })
    ).json<RenderedMessage>();
    // A party's invitation link is the couple's (their guest list shows it): it stays, to share by hand.
    expect(rendered.text).toContain(`${TEST_ORIGIN}/rsvp/${seed.wedding.uniqueCode}#invite=${party.invitationToken}`);
    expect(rendered.action?.url).toBe(`${TEST_ORIGIN}/rsvp/${seed.wedding.uniqueCode}#invite=${party.invitationToken}`);
    expect(rendered.text).toContain("Meal preference: Beef");
  });

  it("shows the Outbox only to the couple", async () => {
    const seed = await seedWedding(t.app);
    const other = await seedWedding(t.app);
    expect((await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/outbox` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/outbox`, headers: other.auth })).statusCode).toBe(403);
  });
});
