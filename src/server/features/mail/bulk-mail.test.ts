import { and, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitationTokenFromHash, type Party, type PartyInput, type PartyPage } from "../../../contract/guest-list";
import type { LinkView } from "../../../contract/invitation";
import type { BulkMailResult, MailSettings, RenderedMail } from "../../../contract/mail-settings";
import { outboxMessages, weddings } from "../../db/schema";
import { expectError } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import { partyLinks } from "./messages/invitation";

const partyInput = (family: string, ...emails: (string | null)[]): PartyInput => ({
  name: `The ${family}s`,
  guests: emails.map((email, index) => ({ firstName: `Guest${index}`, lastName: family, email })),
});

const text = { subject: "You're invited, {names}", message: "Dear {names},\n\nCome and celebrate with us." };

describe.each(ENGINES)("invitations and reminders by email on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false, publicUrl: "https://rsvp.example" });
  });
  afterAll(() => t?.close());

  const addParty = async (seed: SeededWedding, party: PartyInput) => {
    const res = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth, payload: party });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Party>();
  };
  const send = (seed: SeededWedding, partyIds: string[], kind: "invitation" | "reminder" = "invitation") =>
    t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/mail/send`, headers: seed.auth, payload: { kind, ...text, partyIds } });
  const queued = async (weddingId: string, kinds = ["invitation", "reminder"]) =>
    t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.weddingId, weddingId), inArray(outboxMessages.kind, kinds)));
  const settings = async (seed: SeededWedding) =>
    (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/mail-settings`, headers: seed.auth })).json<MailSettings>();
  const weddingRow = async (seed: SeededWedding) => (await t.database.db.select().from(weddings).where(eq(weddings.id, seed.wedding.id)))[0]!;
  const partyOf = async (seed: SeededWedding, id: string) => {
    const page = (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth })).json<PartyPage>();
    return page.parties.find((party) => party.id === id)!;
  };

  it("previews one party's invitation with its own link, which opens that party's invitation", async () => {
    const seed = await seedWedding(t.app, { rsvpDeadline: "2027-05-01" });
    const party = await addParty(seed, partyInput("Okafor", "chidi@example.com", "ada@example.com"));
    const res = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/mail/preview`,
      headers: seed.auth,
      payload: { kind: "invitation", ...text, partyId: party.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = res.json<RenderedMail>();
    expect(mail.to).toEqual(["chidi@example.com", "ada@example.com"]);
    expect(mail.subject).toBe("You're invited, The Okafors");
    expect(mail.text).toContain("Dear The Okafors,");
    expect(mail.text).toContain("The Orangery, Kew Gardens, London");
    const link = /https:\/\/rsvp\.example\/rsvp\/[^\s]+#invite=[A-Za-z0-9_-]+/.exec(mail.text)![0];
    expect(mail.html).toContain(link);
    const opened = await t.app.inject({
      method: "GET",
      url: `/api/invitations/mine?wedding=${seed.wedding.uniqueCode}`,
      headers: { "x-invitation-token": invitationTokenFromHash(new URL(link).hash)! },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<LinkView>().party.name).toBe("The Okafors");
    // A visible opt-out (the one-click header is checked on the received message), whose link is
    // the guest's own: the couple's preview shows where it is, not what it is (issue 27).
    expect(mail.text).toContain("Stop these emails: [private link: sent only to the recipient]");
    expect(mail.text).not.toContain("/mail/stop/");
    expect(mail.html).not.toContain("/mail/stop/");
  });

  it("queues one message per distinct address of each chosen party, only from its own list, and says who was left out", async () => {
    const seed = await seedWedding(t.app);
    const other = await seedWedding(t.app);
    const okafors = await addParty(seed, partyInput("Okafor", "chidi@example.com", "CHIDI@example.com", "ada@example.com"));
    const nomail = await addParty(seed, partyInput("Quiet", null));
    const strangers = await addParty(other, partyInput("Stranger", "stranger@example.com"));
    const res = await send(seed, [okafors.id, nomail.id, strangers.id]);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<BulkMailResult>();
    expect(result.queued).toBe(2);
    expect(result.skipped).toEqual([{ partyId: nomail.id, reason: "no_email" }]);
    expect(result.allowance.sentToday).toBe(2);
    const rows = await queued(seed.wedding.id);
    expect(rows.map((row) => row.recipient).sort()).toEqual(["ada@example.com", "chidi@example.com"]);
    expect(rows.every((row) => row.partyId === okafors.id && row.kind === "invitation")).toBe(true);
    expect(await queued(other.wedding.id)).toHaveLength(0);
    // The guest list knows who has an invitation now.
    const invited = await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/mail/invited`, headers: seed.auth });
    expect(invited.json()).toEqual({ partyIds: [okafors.id] });
  });

  it("sends reminders only to parties that have not replied and did not opt out; the one-click POST opts a party out", async () => {
    const seed = await seedWedding(t.app);
    const replied = await addParty(seed, partyInput("Replied", "replied@example.com"));
    const quiet = await addParty(seed, partyInput("Quiet", "quiet@example.com"));
    const leaving = await addParty(seed, partyInput("Leaving", "leaving@example.com"));
    const answer = await t.app.inject({
      method: "PUT",
      url: `/api/invitations/mine`,
      headers: { "x-invitation-token": replied.invitationToken },
      payload: {
        guests: [{ guestId: replied.guests[0]!.id, attending: true }],
        extraGuests: [],
        responses: { [seed.q("meal")]: { [replied.guests[0]!.id]: "Chicken" } },
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);

    // The opt-out link, as the guest's email carries it: GET only asks, so a link scanner changes nothing.
    const stop = new URL(partyLinks(await weddingRow(seed), leaving, { origin: "https://rsvp.example", audience: "recipient" }).stop);
    const page = await t.app.inject({ method: "GET", url: stop.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post">');
    expect((await partyOf(seed, leaving.id)).mailOptedOut).toBe(false);
    // RFC 8058: the mail provider POSTs "List-Unsubscribe=One-Click" as a form, with no cookie or Origin.
    const oneClick = await t.app.inject({
      method: "POST",
      url: stop.pathname,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect((await partyOf(seed, leaving.id)).mailOptedOut).toBe(true);
    // A forged token does nothing.
    const forged = stop.pathname.replace(/[^/]+$/, "A".repeat(24));
    expect((await t.app.inject({ method: "POST", url: forged })).statusCode).toBe(404);

    const res = await send(seed, [replied.id, quiet.id, leaving.id], "reminder");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BulkMailResult>().skipped).toEqual(
      expect.arrayContaining([
        { partyId: replied.id, reason: "replied" },
        { partyId: leaving.id, reason: "opted_out" },
      ]),
    );
    expect((await queued(seed.wedding.id)).map((row) => row.recipient)).toEqual(["quiet@example.com"]);
    // Later invitations honour the opt-out too.
    expect((await send(seed, [leaving.id])).json<BulkMailResult>()).toMatchObject({ queued: 0, skipped: [{ partyId: leaving.id, reason: "opted_out" }] });
  });

  it("caps a new wedding at 20 a day, then 50: a batch over it is refused whole with when more can go, and nothing is stored for it", async () => {
    const seed = await seedWedding(t.app);
    const import51 = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/parties/import`,
      headers: seed.auth,
      payload: { parties: Array.from({ length: 51 }, (_, i) => partyInput(`Family${i}`, `guest${i}@example.com`)), dryRun: false },
    });
    expect(import51.statusCode, import51.body).toBe(200);
    const all = (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth })).json<PartyPage>().parties;
    const ids = all.map((party) => party.id);
    // Its first two days (issue 27): 20.
    const tooMany = expectError(await send(seed, ids.slice(0, 21)), 429, "rate_limited");
    expect(tooMany.message).toMatch(/can send 20 more emails today \(20 a day; it grows as invited households answer\)/);
    expect((await send(seed, ids.slice(0, 20))).json<BulkMailResult>().queued).toBe(20);
    // Two days later: 50 a day, today's 20 counted.
    await t.database.db
      .update(weddings)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(eq(weddings.id, seed.wedding.id));
    expect((await send(seed, ids.slice(20, 50))).json<BulkMailResult>().queued).toBe(30);
    const refused = expectError(await send(seed, [ids[50]!]), 429, "rate_limited");
    expect(refused.message).toMatch(/sent its 50 emails for today.*after \d{4}-\d{2}-\d{2} 00:00 UTC/);
    const [stored] = await t.database.db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.weddingId, seed.wedding.id));
    expect(stored!.n).toBe(50);
    expect((await settings(seed)).allowance).toMatchObject({ limit: 50, sentToday: 50 });
  });

  it("is the couple's alone", async () => {
    const seed = await seedWedding(t.app);
    const other = await seedWedding(t.app);
    const party = await addParty(seed, partyInput("Okafor", "chidi@example.com"));
    expectError(
      await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/mail/send`, payload: { kind: "invitation", ...text, partyIds: [party.id] } }),
      401,
    );
    expectError(
      await t.app.inject({
        method: "POST",
        url: `/api/weddings/${seed.wedding.id}/mail/send`,
        headers: other.auth,
        payload: { kind: "invitation", ...text, partyIds: [party.id] },
      }),
      403,
    );
    // Another wedding's party cannot be previewed or mailed through one's own wedding.
    expectError(
      await t.app.inject({
        method: "POST",
        url: `/api/weddings/${other.wedding.id}/mail/preview`,
        headers: other.auth,
        payload: { kind: "invitation", ...text, partyId: party.id },
      }),
      404,
    );
    expectError(await send(other, [party.id]), 400);
  });
});
