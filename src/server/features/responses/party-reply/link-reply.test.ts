import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Party, PartyInput, PartyPage } from "../../../../contract/guest-list";
import type { LinkView } from "../../../../contract/invitation";
import type { RsvpResponse } from "../../../../contract/response";
import { countRows, expectError } from "../../../test/api";
import { seedWedding, type SeededWedding } from "../../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../../test/harness";

const family: PartyInput = {
  name: "The Okafor family",
  guests: [
    { firstName: "Chidi", lastName: "Okafor", email: "chidi@example.com" },
    { firstName: "Ada", lastName: "Okafor" },
    { firstName: "Emeka", lastName: "Okafor", isChild: true, age: 7 },
    { firstName: "Grandma", lastName: "Okafor" },
  ],
  extraSeats: 1,
  side: "groom",
};

const yesterday = () => new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

describe.each(ENGINES)("a party answers from its invitation link on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  async function invite(seed: SeededWedding, party = family) {
    const res = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth, payload: party });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Party>();
  }
  const open = (token: string, wedding?: string) =>
    t.app.inject({ method: "GET", url: `/api/invitations/mine${wedding ? `?wedding=${wedding}` : ""}`, headers: { "x-invitation-token": token } });
  const reply = (token: string, payload: object, wedding?: string) =>
    t.app.inject({ method: "PUT", url: `/api/invitations/mine${wedding ? `?wedding=${wedding}` : ""}`, headers: { "x-invitation-token": token }, payload });
  const summary = async (seed: SeededWedding) =>
    (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth })).json<PartyPage>();

  it("greets the party, takes one choice per person and a named open seat without an email, and shows it again", async () => {
    const seed = await seedWedding(t.app);
    const party = await invite(seed);
    const opened = await open(party.invitationToken, seed.wedding.uniqueCode);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<LinkView>()).toMatchObject({
      weddingCode: seed.wedding.uniqueCode,
      party: { name: "The Okafor family", extraSeats: 1 },
      reply: null,
    });
    // Nothing private: no emails, no other parties.
    expect(opened.body).not.toContain("chidi@example.com");

    const [chidi, ada, emeka, grandma] = party.guests.map((g) => g.id);
    const answer = {
      guests: [
        { guestId: chidi, attending: true },
        { guestId: ada, attending: true },
        { guestId: emeka, attending: true },
        { guestId: grandma, attending: false },
      ],
      extraGuests: [{ name: "Tunde Bello" }],
      responses: { [seed.q("meal")]: { [chidi!]: "Beef", [ada!]: "Vegetarian", [emeka!]: "Chicken", "seat-1": "Beef" } },
    };
    const sent = await reply(party.invitationToken, answer, seed.wedding.uniqueCode);
    expect(sent.statusCode, sent.body).toBe(200);
    const view = sent.json<LinkView>();
    expect(view.reply!.guests).toEqual(answer.guests);
    expect(view.reply!.extraGuests).toEqual([{ name: "Tunde Bello", isChild: false, age: null }]);
    expect(view.reply!.responses[seed.q("meal")]).toEqual(answer.responses[seed.q("meal")]);

    // The couple sees it: a partial party of four coming, its side carried to the reply, counts moved.
    const page = await summary(seed);
    expect(page.parties[0]).toMatchObject({ status: "partial", attending: 4 });
    expect(page.parties[0]!.guests.map((g) => g.attending)).toEqual([true, true, true, false]);
    expect(page.summary).toMatchObject({ repliedParties: 1, notRepliedParties: 0, attending: 4, declined: 1, openSeats: 0 });
    const responses = (await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}`, headers: seed.auth })).json<RsvpResponse[]>();
    expect(responses).toHaveLength(1);
    expect(responses[0]).toMatchObject({
      guestName: "Chidi Okafor",
      guestEmail: "chidi@example.com",
      sideAssignment: "groom",
      partyId: party.id,
      partyMatch: "invitation",
    });
    expect(responses[0]!.partyMembers.map((m) => m.name)).toEqual(["Chidi Okafor", "Ada Okafor", "Emeka Okafor", "Tunde Bello"]);
    expect(responses[0]!.responses[seed.q("attend")]).toBe("Yes, I'll be there!");

    // Opening the link again shows the answer; changing it replaces it (still one reply).
    expect((await open(party.invitationToken)).json<LinkView>().reply!.guests).toEqual(answer.guests);
    const everyone = { ...answer, guests: answer.guests.map((g) => ({ ...g, attending: true })) };
    const changed = await reply(party.invitationToken, {
      ...everyone,
      responses: { [seed.q("meal")]: { ...answer.responses[seed.q("meal")], [grandma!]: "Chicken" } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await countRows(t, "responses", seed.wedding.id)).toBe(1);
    expect((await summary(seed)).parties[0]).toMatchObject({ status: "attending", attending: 5 });
  });

  // Issue 27 item 2: the couple's guest list is theirs; a link holder sees only what the party typed.
  it("never shows a link holder the email or phone the couple typed, and shows what the party typed again", async () => {
    const seed = await seedWedding(t.app);
    const party = await invite(seed, {
      guests: [
        { firstName: "Chidi", lastName: "Okafor", email: "chidi.private@example.com", phone: "+44 7700 900123" },
        { firstName: "Ada", lastName: "Okafor" },
      ],
    });
    const guests = party.guests.map((g) => ({ guestId: g.id, attending: true }));
    const bodies: string[] = [];
    const saved = await reply(party.invitationToken, { guests });
    expect(saved.statusCode, saved.body).toBe(200);
    bodies.push(saved.body, (await open(party.invitationToken)).body);
    expect(saved.json<LinkView>().reply).toMatchObject({ guestEmail: "", guestPhone: null });
    // Sent back blank, as the form sends it: the couple keeps the address they have.
    const again = await reply(party.invitationToken, { guests, guestEmail: "" });
    bodies.push(again.body, (await open(party.invitationToken)).body);
    for (const body of bodies) {
      expect(body).not.toContain("chidi.private@example.com");
      expect(body).not.toContain("7700 900123");
    }
    // The couple still sees the household's contact details on the reply.
    const responses = async () =>
      (await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}`, headers: seed.auth })).json<RsvpResponse[]>();
    expect((await responses())[0]).toMatchObject({ guestEmail: "chidi.private@example.com", guestPhone: "+44 7700 900123" });

    // What the party types is theirs: shown again on the link, and what the couple's reply holds.
    const typed = await reply(party.invitationToken, { guests, guestEmail: "ada.own@example.com" });
    expect(typed.json<LinkView>().reply).toMatchObject({ guestEmail: "ada.own@example.com", guestPhone: null });
    expect((await open(party.invitationToken)).json<LinkView>().reply!.guestEmail).toBe("ada.own@example.com");
    expect((await responses())[0]).toMatchObject({ guestEmail: "ada.own@example.com", guestPhone: "+44 7700 900123" });
    // Cleared: the couple's address again, hidden again.
    const cleared = await reply(party.invitationToken, { guests, guestEmail: "" });
    expect(cleared.json<LinkView>().reply!.guestEmail).toBe("");
    expect((await responses())[0]!.guestEmail).toBe("chidi.private@example.com");
  });

  it("never shows a link holder the contact details the couple typed into a reply they entered or corrected for the party", async () => {
    const seed = await seedWedding(t.app);
    const party = await invite(seed, { guests: [{ firstName: "Ana", lastName: "Lopez" }] });
    const entry = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/responses`,
      headers: seed.auth,
      payload: {
        guestName: "Ana Lopez",
        guestEmail: "ana.by.phone@example.com",
        guestPhone: "+1 555 0199",
        partyMembers: [],
        responses: { [seed.q("attend")]: "Yes, I'll be there!", [seed.q("meal")]: "Beef" },
        partyId: party.id,
      },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const opened = await open(party.invitationToken);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<LinkView>().reply).toMatchObject({ guestEmail: "", guestPhone: null });
    expect(opened.body).not.toContain("ana.by.phone@example.com");
    expect(opened.body).not.toContain("555 0199");
  });

  it("refuses one person more than the allowance, and stores nothing", async () => {
    const seed = await seedWedding(t.app);
    const party = await invite(seed);
    const guests = party.guests.map((g) => ({ guestId: g.id, attending: true }));
    const res = await reply(party.invitationToken, { guests, extraGuests: [{ name: "One" }, { name: "Two" }] });
    expectError(res, 400, "validation_failed");
    expect(res.json().error.fields).toEqual({ extraGuests: "Your invitation has room for 1 more guest." });
    expect(await countRows(t, "responses", seed.wedding.id)).toBe(0);
  });

  it("asks per-person questions only of those coming", async () => {
    const seed = await seedWedding(t.app);
    const party = await invite(seed);
    const [chidi, ada] = party.guests.map((g) => g.id);
    const guests = party.guests.map((g) => ({ guestId: g.id, attending: g.id === chidi }));
    const res = await reply(party.invitationToken, { guests, responses: { [seed.q("meal")]: { [chidi!]: "Beef", [ada!]: "Chicken" } } });
    // Ada is not coming: her meal was not hers to answer, so it is dropped, never refused (decision 0033, as for every attending-only question).
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = (await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}`, headers: seed.auth })).json<RsvpResponse[]>();
    expect(stored!.responses[seed.q("meal")]).toEqual({ primary: "Beef" });
  });

  it("a party that declines is counted as declined", async () => {
    const seed = await seedWedding(t.app);
    const party = await invite(seed);
    const res = await reply(party.invitationToken, { guests: party.guests.map((g) => ({ guestId: g.id, attending: false })) });
    expect(res.statusCode, res.body).toBe(200);
    const page = await summary(seed);
    expect(page.parties[0]).toMatchObject({ status: "declined", attending: 0 });
    expect(page.summary).toMatchObject({ repliedParties: 1, attending: 0, declined: 4, openSeats: 1 });
    const [stored] = (await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}`, headers: seed.auth })).json<RsvpResponse[]>();
    expect(stored!.responses[seed.q("attend")]).toBe("Sorry, can't make it");
  });

  it("refuses a wrong token, a replaced one, a token on another wedding's page, a missing guest, and after the deadline", async () => {
    const seed = await seedWedding(t.app);
    const other = await seedWedding(t.app);
    const party = await invite(seed);
    const guests = party.guests.map((g) => ({ guestId: g.id, attending: true }));
    expectError(await open("not-a-real-token-at-all-000"), 404, "not_found");
    expectError(await t.app.inject({ method: "GET", url: "/api/invitations/mine" }), 401);
    expectError(await open(party.invitationToken, other.wedding.uniqueCode), 404);
    expectError(await reply(party.invitationToken, { guests }, other.wedding.uniqueCode), 404);
    expectError(await reply(party.invitationToken, { guests: guests.slice(1) }), 400, "validation_failed");

    const replaced = (await t.app.inject({ method: "POST", url: `/api/parties/${party.id}/invitation`, headers: seed.auth })).json<Party>();
    expect(replaced.invitationToken).not.toBe(party.invitationToken);
    expectError(await open(party.invitationToken), 404);
    expect((await open(replaced.invitationToken)).statusCode).toBe(200);

    const late = await seedWedding(t.app, { rsvpDeadline: yesterday() });
    const latecomers = await invite(late);
    expectError(
      await reply(latecomers.invitationToken, { guests: latecomers.guests.map((g) => ({ guestId: g.id, attending: true })) }),
      403,
      "deadline_passed",
    );
    expect(await countRows(t, "responses", seed.wedding.id)).toBe(0);
    expect(await countRows(t, "responses", late.wedding.id)).toBe(0);
  });

  it("answers from the link also in invitation-only mode, where the open form is refused", async () => {
    const seed = await seedWedding(t.app);
    await t.app.inject({
      method: "PUT",
      url: `/api/weddings/${seed.wedding.id}/guest-list/settings`,
      headers: seed.auth,
      payload: { rsvpAccess: "invitation" },
    });
    const party = await invite(seed, { guests: [{ firstName: "Ana", lastName: "Lopez" }] });
    const res = await reply(party.invitationToken, { guests: [{ guestId: party.guests[0]!.id, attending: true }] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await summary(seed)).parties[0]).toMatchObject({ status: "attending", attending: 1 });
  });
});
