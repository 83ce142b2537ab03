import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Party, PartyInput, PartyPage } from "../../../contract/guest-list";
import { countRows, expectError, rsvpFor } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";

const okafors: PartyInput = {
  name: "The Okafor family",
  guests: [
    { firstName: "Chidi", lastName: "Okafor", email: "chidi@example.com" },
    { firstName: "Ada", lastName: "Okafor" },
    { firstName: "Emeka", lastName: "Okafor", isChild: true, age: 7 },
  ],
  extraSeats: 1,
  side: "bride",
  tags: ["Family"],
};

describe.each(ENGINES)("the couple's guest list on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  const addParty = async (seed: SeededWedding, party: PartyInput) => {
    const res = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth, payload: party });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Party>();
  };
  const list = async (seed: SeededWedding) => {
    const res = await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PartyPage>();
  };

  it("adds a household with its allowance and a private link, and counts it as not replied", async () => {
    const seed = await seedWedding(t.app);
    const party = await addParty(seed, okafors);
    expect(party).toMatchObject({ name: "The Okafor family", seats: 4, extraSeats: 1, side: "bride", tags: ["Family"], status: "not_replied", attending: 0 });
    expect(party.guests.map((g) => [g.firstName, g.isChild, g.age, g.attending])).toEqual([
      ["Chidi", false, null, null],
      ["Ada", false, null, null],
      ["Emeka", true, 7, null],
    ]);
    // At least 128 bits, URL-safe.
    expect(party.invitationToken).toMatch(/^[A-Za-z0-9_-]{24,}$/);
    const page = await list(seed);
    expect(page.summary).toEqual({ parties: 1, invited: 4, repliedParties: 0, notRepliedParties: 1, attending: 0, declined: 0, pending: 4, openSeats: 1 });
    expect(page.parties[0]!.invitationToken).toBe(party.invitationToken);
  });

  it("is the couple's alone: no key is 401, another wedding's key is 403, and its parties are not found there", async () => {
    const seed = await seedWedding(t.app);
    const other = await seedWedding(t.app);
    const party = await addParty(seed, okafors);
    expectError(await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/parties` }), 401);
    expectError(await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/parties`, headers: other.auth }), 403);
    expectError(await t.app.inject({ method: "PUT", url: `/api/parties/${party.id}`, headers: other.auth, payload: okafors }), 403);
    expectError(await t.app.inject({ method: "DELETE", url: `/api/parties/${party.id}`, headers: other.auth }), 403);
    const bulk = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${other.wedding.id}/parties/bulk`,
      headers: other.auth,
      payload: { ids: [party.id], action: { type: "delete" } },
    });
    expect(bulk.json()).toEqual({ updated: 0 });
    expect((await list(seed)).parties).toHaveLength(1);
  });

  it("edits keep a guest's id; bulk actions set side and tags; deleting removes the party", async () => {
    const seed = await seedWedding(t.app);
    const party = await addParty(seed, okafors);
    const [chidi] = party.guests;
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/parties/${party.id}`,
      headers: seed.auth,
      payload: {
        ...okafors,
        guests: [
          { ...okafors.guests[0], id: chidi!.id, phone: "+234 800 000" },
          { firstName: "Ngozi", lastName: "Okafor" },
        ],
        extraSeats: 2,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Party>().guests.map((g) => [g.id === chidi!.id, g.firstName, g.phone])).toEqual([
      [true, "Chidi", "+234 800 000"],
      [false, "Ngozi", null],
    ]);
    const bulk = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/parties/bulk`,
      headers: seed.auth,
      payload: { ids: [party.id], action: { type: "addTag", tag: "Evening only" } },
    });
    expect(bulk.json()).toEqual({ updated: 1 });
    expect((await list(seed)).parties[0]!.tags).toEqual(["Family", "Evening only"]);
    const bulk2 = (action: object) =>
      t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/parties/bulk`, headers: seed.auth, payload: { ids: [party.id], action } });
    expect((await bulk2({ type: "addTag", tag: "Evening only" })).json()).toEqual({ updated: 1 });
    expect((await bulk2({ type: "removeTag", tag: "Family" })).json()).toEqual({ updated: 1 });
    expect((await bulk2({ type: "side", side: "groom" })).json()).toEqual({ updated: 1 });
    expect((await list(seed)).parties[0]).toMatchObject({ tags: ["Evening only"], side: "groom" });
    expect((await t.app.inject({ method: "DELETE", url: `/api/parties/${party.id}`, headers: seed.auth })).statusCode).toBe(204);
    expect((await list(seed)).summary!.parties).toBe(0);
  });

  it("pages a long list with a cursor", async () => {
    const seed = await seedWedding(t.app);
    for (let i = 0; i < 5; i++) await addParty(seed, { guests: [{ firstName: `Guest${i}`, lastName: "Page" }] });
    const first = await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/parties?limit=2`, headers: seed.auth });
    const names: string[] = first.json<PartyPage>().parties.map((p) => p.name);
    let cursor = first.json<PartyPage>().nextCursor;
    while (cursor) {
      const next = (
        await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/parties?limit=2&after=${cursor}`, headers: seed.auth })
      ).json<PartyPage>();
      names.push(...next.parties.map((p) => p.name));
      cursor = next.nextCursor;
    }
    expect(names).toEqual(["Guest0 Page", "Guest1 Page", "Guest2 Page", "Guest3 Page", "Guest4 Page"]);
    expectError(await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/parties?after=bogus`, headers: seed.auth }), 400);
  });

  it("imports households, and importing the same file again merges instead of duplicating", async () => {
    const seed = await seedWedding(t.app);
    const file = {
      parties: [
        {
          guests: [
            { firstName: "José", lastName: "García", email: "jose@example.com" },
            { firstName: "Maria", lastName: "García" },
          ],
          extraSeats: 1,
        },
        { guests: [{ firstName: "Ana", lastName: "Lopez" }] },
      ],
    };
    const importFile = (payload: object) =>
      t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/parties/import`, headers: seed.auth, payload });
    const dry = await importFile({ ...file, dryRun: true });
    expect(dry.json()).toEqual({ created: 2, updated: 0, unchanged: 0, guestsAdded: 3 });
    expect((await list(seed)).summary!.parties).toBe(0);
    expect((await importFile(file)).json()).toEqual({ created: 2, updated: 0, unchanged: 0, guestsAdded: 3 });
    expect((await importFile(file)).json()).toEqual({ created: 0, updated: 0, unchanged: 2, guestsAdded: 0 });
    // The changed file: an accent dropped and a phone added still finds José; a new child joins the García party.
    const changed = {
      parties: [
        {
          guests: [
            { firstName: "Jose", lastName: "Garcia", phone: "555-0101" },
            { firstName: "Lucia", lastName: "García", isChild: true },
          ],
          extraSeats: 1,
        },
      ],
    };
    expect((await importFile(changed)).json()).toEqual({ created: 0, updated: 1, unchanged: 0, guestsAdded: 1 });
    const garcia = (await list(seed)).parties.find((p) => p.name.includes("García"))!;
    expect(garcia.guests.map((g) => [g.firstName, g.email, g.phone])).toEqual([
      ["José", "jose@example.com", "555-0101"],
      ["Maria", null, null],
      ["Lucia", null, null],
    ]);
    expect((await list(seed)).summary!.parties).toBe(2);
  });

  it("a re-import finds a guest written with other letters, spacing or punctuation, but takes a nickname for someone new", async () => {
    const seed = await seedWedding(t.app);
    await addParty(seed, {
      name: "Wałęsa",
      guests: [
        { firstName: "Łukasz", lastName: "Wałęsa" },
        { firstName: "Mary-Jane", lastName: "O'Brien" },
      ],
    });
    await addParty(seed, { name: "Al-Husseini", guests: [{ firstName: "مُحَمَّد", lastName: "الحسيني" }] });
    const file = {
      parties: [
        {
          guests: [
            { firstName: "Lukasz", lastName: "Walesa", phone: "555-0102" },
            { firstName: "Mary Jane", lastName: "OBrien" },
          ],
        },
        { guests: [{ firstName: "محمد", lastName: "الحسينى" }] },
        { guests: [{ firstName: "Bob", lastName: "Walesa" }] },
      ],
    };
    const res = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/parties/import`, headers: seed.auth, payload: file });
    expect(res.json()).toEqual({ created: 1, updated: 1, unchanged: 1, guestsAdded: 1 });
    const parties = (await list(seed)).parties;
    expect(parties.map((party) => party.guests.map((guest) => [guest.firstName, guest.phone])).sort()).toEqual([
      [["Bob", null]],
      [
        ["Łukasz", "555-0102"],
        ["Mary-Jane", null],
      ],
      [["مُحَمَّد", null]],
    ]);
  });

  it("refuses a bad import whole: nothing is stored", async () => {
    const seed = await seedWedding(t.app);
    const bad = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/parties/import`,
      headers: seed.auth,
      payload: { parties: [{ guests: [{ firstName: "Ok" }] }, { guests: [{ firstName: "" }] }] },
    });
    expectError(bad, 400, "validation_failed");
    expect((await list(seed)).summary!.parties).toBe(0);
  });

  it("invitation-only mode refuses the open form; open mode keeps it", async () => {
    const seed = await seedWedding(t.app);
    const settings = (rsvpAccess: string) =>
      t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}/guest-list/settings`, headers: seed.auth, payload: { rsvpAccess } });
    expect((await settings("invitation")).json()).toEqual({ rsvpAccess: "invitation", lookupCheck: "name" });
    expect((await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.uniqueCode}` })).json().rsvpAccess).toBe("invitation");
    expectError(await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed) }), 403, "forbidden");
    expect(await countRows(t, "responses", seed.wedding.id)).toBe(0);
    await settings("open");
    expect((await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed) })).statusCode).toBe(201);
    expectError(await settings("everyone"), 400);
  });

  it("the couple confirms an open-form reply as a party's, corrects it, and a party keeps one reply of its own", async () => {
    const seed = await seedWedding(t.app);
    const party = await addParty(seed, okafors);
    const submit = async (guestName: string) =>
      (await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed, { guestName }) })).json().id as string;
    const first = await submit("Chidi Okafor");
    const second = await submit("Ada Okafor");
    const link = (id: string, partyId: string | null, auth = seed.auth) =>
      t.app.inject({ method: "PUT", url: `/api/responses/${id}/party`, headers: auth, payload: { partyId } });
    const linked = await link(first, party.id);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ partyId: party.id, partyMatch: "confirmed", sideAssignment: "bride" });
    expect((await list(seed)).parties[0]).toMatchObject({ status: "partial", attending: 1, responseId: first });
    expectError(await link(second, party.id), 409, "conflict");
    const other = await seedWedding(t.app);
    expectError(await link(second, party.id, other.auth), 403);
    const otherParty = await addParty(other, okafors);
    expectError(await link(second, otherParty.id), 404);
    expect((await link(first, null)).json()).not.toHaveProperty("partyId");
    expect((await list(seed)).parties[0]).toMatchObject({ status: "not_replied" });
    expect((await link(second, party.id)).statusCode).toBe(200);
  });

  it("open mode: a reply whose name is on the list is suggested as that party's, for the couple to confirm", async () => {
    const seed = await seedWedding(t.app);
    const party = await addParty(seed, okafors);
    const stranger = await addParty(seed, { guests: [{ firstName: "Maria", lastName: "Garcia" }] });
    const submit = async (guestName: string, members: string[] = []) =>
      (
        await t.app.inject({
          method: "POST",
          url: "/api/responses",
          payload: rsvpFor(seed, { guestName, partyMembers: members.map((name, i) => ({ id: `m${i}`, name, relationship: "guest" })) }),
        })
      ).json().id as string;
    const byTypo = await submit("chidi okafr");
    const byMember = await submit("Someone Else", ["Ada Okafor"]);
    const nobody = await submit("Mario Garza");
    const read = async () =>
      (await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}`, headers: seed.auth })).json<
        { id: string; partyId?: string; partyMatch?: string }[]
      >();
    await expect.poll(async () => (await read()).find((r) => r.id === byMember)?.partyMatch, { timeout: 5_000 }).toBe("suggested");
    const replies = await read();
    expect(replies.find((r) => r.id === byTypo)).toMatchObject({ partyId: party.id, partyMatch: "suggested" });
    expect(replies.find((r) => r.id === byMember)).toMatchObject({ partyId: party.id, partyMatch: "suggested" });
    expect(replies.find((r) => r.id === nobody)).not.toHaveProperty("partyId");
    // A suggestion is not a reply: the party still has not replied until the couple confirms.
    expect((await list(seed)).parties.find((p) => p.id === party.id)).toMatchObject({ status: "not_replied" });
    expect(stranger.status).toBe("not_replied");
    const confirmed = await t.app.inject({ method: "PUT", url: `/api/responses/${byTypo}/party`, headers: seed.auth, payload: { partyId: party.id } });
    expect(confirmed.json()).toMatchObject({ partyMatch: "confirmed" });
    expect((await list(seed)).parties.find((p) => p.id === party.id)).toMatchObject({ status: "partial" });
  });
});
