import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitationPath, type Party, type PartyInput } from "../../../contract/guest-list";
import { responses } from "../../db/schema";
import { expectError, expectPrivate, rsvpFor, submitRsvp } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";

const PUBLIC_URL = "https://rsvp.example.com";
const HEADER = [
  "Party",
  "First name",
  "Last name",
  "Email",
  "Phone",
  "Child",
  "Age",
  "Side",
  "Tags",
  "Status",
  "Attending",
  "Invitation link",
  "Note",
  "Postcode",
  "Invitation words",
];

const okafors: PartyInput = {
  name: "The Okafor family",
  guests: [
    { firstName: "Chidi", lastName: "Okafor", email: "chidi@example.com", phone: "07700 900123" },
    { firstName: "Ada", lastName: "Okafor" },
    { firstName: "Emeka", lastName: "Okafor", isChild: true, age: 7 },
  ],
  extraSeats: 1,
  side: "bride",
  tags: ["Family", "Work"],
  note: "Near the front",
};

describe.each(ENGINES)("guest-list exports on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false, publicUrl: PUBLIC_URL });
  });
  afterAll(() => t?.close());

  const rows = (body: string): string[][] => parse(body, { bom: true });
  const addParty = async (seed: SeededWedding, party: PartyInput) => {
    const res = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth, payload: party });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Party>();
  };
  const replyFromLink = async (party: Party, payload: object) => {
    const res = await t.app.inject({ method: "PUT", url: "/api/invitations/mine", headers: { "x-invitation-token": party.invitationToken }, payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  const guestListCsv = (seed: SeededWedding, headers: Record<string, string> = seed.auth) =>
    t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/guest-list.csv`, headers });
  const linkOf = (seed: SeededWedding, party: Party) => PUBLIC_URL + invitationPath(seed.wedding.uniqueCode, party.invitationToken);

  it("lists every invited person, open seats included, with the party's status, answer and absolute link", async () => {
    const seed = await seedWedding(t.app);
    const family = await addParty(seed, okafors);
    const ana = await addParty(seed, { guests: [{ firstName: "Ana", lastName: "Lopez" }], extraSeats: 1, side: "groom" });
    const jane = await addParty(seed, { name: "Jane Doe", guests: [{ firstName: "Jane", lastName: "Doe" }] });
    const [chidi, ada, emeka] = family.guests.map((g) => g.id);
    await replyFromLink(family, {
      guests: [
        { guestId: chidi, attending: true },
        { guestId: ada, attending: true },
        { guestId: emeka, attending: false },
      ],
      extraGuests: [{ name: "Tunde Bello" }],
      responses: { [seed.q("meal")]: { [chidi!]: "Beef", [ada!]: "Vegetarian", "seat-1": "Chicken" } },
    });
    await replyFromLink(jane, { guests: [{ guestId: jane.guests[0]!.id, attending: false }] });

    const res = await guestListCsv(seed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="amelia-jonah-guest-list-[0-9A-Z]{8}\.csv"$/);
    expectPrivate(res);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const [header, ...body] = rows(res.body);
    expect(header).toEqual(HEADER);
    const familyLink = linkOf(seed, family);
    expect(familyLink).toMatch(/^https:\/\/rsvp\.example\.com\/rsvp\/[0-9A-Z]{8}#invite=[A-Za-z0-9_-]{24,}$/);
    const partial = ["Amelia's side", "Family; Work", "Partly attending"];
    const words = (party: Party) => ["", party.invitationWords];
    expect(body).toEqual([
      [
        "The Okafor family",
        "Chidi",
        "Okafor",
        "chidi@example.com",
        "07700 900123",
        "No",
        "",
        ...partial,
        "Yes",
        familyLink,
        "Near the front",
        ...words(family),
      ],
      ["The Okafor family", "Ada", "Okafor", "", "", "No", "", ...partial, "Yes", familyLink, "Near the front", ...words(family)],
      ["The Okafor family", "Emeka", "Okafor", "", "", "Yes", "7", ...partial, "No", familyLink, "Near the front", ...words(family)],
      ["The Okafor family", "Tunde Bello", "", "", "", "No", "", ...partial, "Yes", familyLink, "Near the front", ...words(family)],
      ["Ana Lopez", "Ana", "Lopez", "", "", "No", "", "Jonah's side", "", "Not replied", "", linkOf(seed, ana), "", "", ana.invitationWords],
      ["Ana Lopez", "Open seat", "", "", "", "", "", "Jonah's side", "", "Not replied", "", linkOf(seed, ana), "", "", ana.invitationWords],
      ["Jane Doe", "Jane", "Doe", "", "", "No", "", "Unassigned", "", "Declined", "No", linkOf(seed, jane), "", "", jane.invitationWords],
    ]);
    // The household's postcode and its words are on each of its rows, to print on the envelope and the card.
    const postal = await addParty(seed, { guests: [{ firstName: "Lin", lastName: "Wei" }], postalCode: "SW1A 1AA" });
    const last = rows((await guestListCsv(seed)).body).at(-1)!;
    expect(last.slice(-2)).toEqual(["SW1A 1AA", postal.invitationWords]);
  });

  it("says No for an open seat the party left empty when it replied", async () => {
    const seed = await seedWedding(t.app);
    const party = await addParty(seed, { guests: [{ firstName: "Ana", lastName: "Lopez" }], extraSeats: 2 });
    await replyFromLink(party, {
      guests: [{ guestId: party.guests[0]!.id, attending: true }],
      responses: { [seed.q("meal")]: { [party.guests[0]!.id]: "Beef" } },
    });
    const body = rows((await guestListCsv(seed)).body).slice(1);
    expect(body.map((row) => [row[1], row[9], row[10]])).toEqual([
      ["Ana", "Attending", "Yes"],
      ["Open seat", "Attending", "No"],
      ["Open seat", "Attending", "No"],
    ]);
  });

  it("reads a long list page by page, every party once, in the guest list's order", async () => {
    const seed = await seedWedding(t.app);
    const parties = Array.from({ length: 205 }, (_, i) => ({ name: `Party ${i}`, guests: [{ firstName: "Guest", lastName: `Number${i}` }] }));
    const imported = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/parties/import`, headers: seed.auth, payload: { parties } });
    expect(imported.statusCode, imported.body).toBe(200);
    const listed = (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth })).json<{ parties: Party[] }>();
    const body = rows((await guestListCsv(seed)).body).slice(1);
    expect(body.map((row) => [row[0], row[11]])).toEqual(listed.parties.map((party) => [party.name, linkOf(seed, party)]));
    expect(new Set(body.map((row) => row[0])).size).toBe(205);
  });

  it("neutralises formula-like party names, guest names, tags and notes", async () => {
    const seed = await seedWedding(t.app);
    const evil = '=HYPERLINK("http://evil.example","Click")';
    await addParty(seed, { name: evil, guests: [{ firstName: "@SUM(1)", lastName: "+1", phone: "-2" }], tags: ["-tag"], note: "\u200B=1+1" });
    const [, row] = rows((await guestListCsv(seed)).body);
    expect(row!.slice(0, 5)).toEqual([`'${evil}`, "'@SUM(1)", "'+1", "", "'-2"]);
    expect(row![8]).toBe("'-tag");
    expect(row![12]).toBe("'\u200B=1+1");
    for (const cell of row!) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("is the couple's alone: 401 without a key, 403 with another wedding's, 404 for an unknown wedding", async () => {
    const seed = await seedWedding(t.app);
    const other = await seedWedding(t.app);
    await addParty(seed, okafors);
    for (const [status, headers] of [
      [401, {}],
      [403, { authorization: "Bearer guess" }],
      [403, other.auth],
    ] as const) {
      const res = await guestListCsv(seed, headers);
      expectError(res, status);
      expect(res.body).not.toContain("Okafor");
    }
    expectError(await t.app.inject({ method: "GET", url: "/api/weddings/ZZZZZZZZ/guest-list.csv", headers: seed.auth }), 404, "not_found");
    // Another wedding's list is not in this one's file.
    expect(rows((await guestListCsv(other)).body)).toEqual([HEADER]);
  });

  it("gives both reply CSVs the party a reply belongs to and, in the responses CSV, its seat allowance", async () => {
    const seed = await seedWedding(t.app);
    const family = await addParty(seed, okafors);
    const shahs = await addParty(seed, {
      name: "The Shahs",
      guests: [
        { firstName: "Priya", lastName: "Shah" },
        { firstName: "Dev", lastName: "Shah" },
      ],
    });
    const [chidi] = family.guests.map((g) => g.id);
    await replyFromLink(family, {
      guests: family.guests.map((g) => ({ guestId: g.id, attending: g.id === chidi })),
      responses: { [seed.q("meal")]: { [chidi!]: "Beef" } },
    });
    // An open-form reply the couple linked to a party, one they did not, and one only suggested.
    const priya = (await submitRsvp(t.app, rsvpFor(seed, { guestName: "Priya Shah" }))).json<{ id: string }>();
    const linked = await t.app.inject({ method: "PUT", url: `/api/responses/${priya.id}/party`, headers: seed.auth, payload: { partyId: shahs.id } });
    expect(linked.statusCode, linked.body).toBe(200);
    await submitRsvp(t.app, rsvpFor(seed, { guestName: "Olu Stranger", guestEmail: "olu@example.com" }));
    const guess = (await submitRsvp(t.app, rsvpFor(seed, { guestName: "Dev Shah", guestEmail: "dev@example.com" }))).json<{ id: string }>();
    await t.database.db.update(responses).set({ partyId: shahs.id, partyMatch: "suggested" }).where(eq(responses.id, guess.id));

    const [header, ...body] = rows((await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}/export`, headers: seed.auth })).body);
    expect(header!.slice(-2)).toEqual(["Party", "Invited"]);
    const byGuest = Object.fromEntries(body.map((row) => [row[1], [row[5], ...row.slice(-2)]]));
    // Party size (attending) beside the allowance (invited).
    expect(byGuest).toEqual({
      "Chidi Okafor": ["1", "The Okafor family", "4"],
      "Priya Shah": ["1", "The Shahs", "2"],
      "Olu Stranger": ["1", "", ""],
      "Dev Shah": ["1", "", ""],
    });

    const [peopleHeader, ...people] = rows(
      (await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}/export/people`, headers: seed.auth })).body,
    );
    expect(peopleHeader!.at(-1)).toBe("Party");
    expect(peopleHeader!.slice(0, 7)).toEqual(["Name", "Party Lead", "Relationship", "Age", "Status", "Side", "Email"]);
    // A household's guests its reply says are not coming have their own rows (contract/rules/head-count.ts).
    expect(people.map((row) => [row[0], row[4], row.at(-1)])).toEqual([
      ["Chidi Okafor", "Attending", "The Okafor family"],
      ["Ada Okafor", "Not Attending", "The Okafor family"],
      ["Emeka Okafor", "Not Attending", "The Okafor family"],
      ["Priya Shah", "Attending", "The Shahs"],
      ["Dev Shah", "Not Attending", "The Shahs"],
      ["Olu Stranger", "Attending", ""],
      ["Dev Shah", "Attending", ""],
    ]);
  });
});
