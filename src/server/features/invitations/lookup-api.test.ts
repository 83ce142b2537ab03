import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZInvitationLookupResult, type InvitationLookupResult } from "../../../contract/invitation";
import { guests, parties, weddings } from "../../db/schema";
import { expectError, expectPrivate, hammer } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import { FRESHNESS_MS } from "./lookup-index";
import { insertParty, type TestParty } from "./test-guest-list";

describe.each(ENGINES)("invitation lookup on %s", (engine) => {
  let t: TestApp;
  let seed: SeededWedding;
  let garcia: TestParty, okafor: TestParty, garza: TestParty, smithA: TestParty, smithB: TestParty, lee: TestParty;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
    seed = await seedWedding(t.app);
    const id = seed.wedding.id;
    garcia = await insertParty(t, id, [
      { firstName: "José", lastName: "García", email: "jose@example.com", phone: "+34 600 111 222" },
      { firstName: "María", lastName: "García" },
    ]);
    okafor = await insertParty(t, id, [
      { firstName: "Robert", lastName: "Okafor", email: "rob@example.com" },
      { firstName: "Ngozi", lastName: "Okafor-Adeyemi", phone: "+44 7700 900555" },
      { firstName: "Elizabeth", lastName: "Okafor", aliases: ["Bubbles"] },
    ]);
    garza = await insertParty(t, id, [{ firstName: "Mario", lastName: "Garza", email: "mario@example.com" }]);
    smithA = await insertParty(t, id, [
      { firstName: "John", lastName: "Smith" },
      { firstName: "Jane", lastName: "Smith", email: "jane@example.com" },
    ]);
    smithB = await insertParty(t, id, [
      { firstName: "John", lastName: "Smith", phone: "+1 555 0100" },
      { firstName: "Noah", lastName: "Smith" },
    ]);
    lee = await insertParty(t, id, [{ firstName: "Maria", lastName: "Lee" }], { extraSeats: 1 });
  });
  afterAll(() => t?.close());

  const answers: string[] = [];
  const lookup = async (name: string, choice?: string, weddingId = seed.wedding.id): Promise<InvitationLookupResult> => {
    const res = await t.app.inject({ method: "POST", url: "/api/invitations/lookup", payload: { weddingId, name, ...(choice ? { choice } : {}) } });
    expect(res.statusCode, res.body).toBe(200);
    expectPrivate(res);
    answers.push(res.body);
    return ZInvitationLookupResult.parse(res.json());
  };
  const NOT_FOUND = { outcome: "not_found" };

  it("finds a party by a full name typed without accents, in any case", async () => {
    expect(await lookup("jose garcia")).toEqual({ outcome: "found", token: garcia.token });
    expect(await lookup("MARÍA GARCÍA")).toEqual({ outcome: "found", token: garcia.token });
  });

  it("finds nicknames, the couple's aliases and small typos", async () => {
    expect(await lookup("Bob Okafor")).toEqual({ outcome: "found", token: okafor.token });
    expect(await lookup("Liz Okafor")).toEqual({ outcome: "found", token: okafor.token });
    expect(await lookup("Bubbles Okafor")).toEqual({ outcome: "found", token: okafor.token });
    expect(await lookup("Robret Okafor")).toEqual({ outcome: "found", token: okafor.token });
    expect(await lookup("Elizabeth Okafro")).toEqual({ outcome: "found", token: okafor.token });
  });

  it("finds a party from any one name in it: the family name alone, or a spouse's full name", async () => {
    expect(await lookup("Okafor")).toEqual({ outcome: "found", token: okafor.token });
    expect(await lookup("Ngozi Okafor-Adeyemi")).toEqual({ outcome: "found", token: okafor.token });
    expect(await lookup("Ngozi Adeyemi")).toEqual({ outcome: "found", token: okafor.token });
    expect(await lookup("Garza")).toEqual({ outcome: "found", token: garza.token });
  });

  it("does not find a stranger whose name is a near miss", async () => {
    expect(await lookup("Maria Garza")).toEqual(NOT_FOUND);
    expect(await lookup("Mario Garcia")).toEqual(NOT_FOUND);
    expect(await lookup("Roberta Okafor")).toEqual(NOT_FOUND);
    expect(await lookup("Zoe Quinn")).toEqual(NOT_FOUND);
  });

  it("asks for the full name when only a first name several parties share was typed, naming no one", async () => {
    const answer = await lookup("Maria");
    expect(answer).toMatchObject({ outcome: "ask", options: [] });
    expect(answer.outcome === "ask" && answer.prompt).toMatch(/first and last name/);
    expect(await lookup("Maria Lee")).toEqual({ outcome: "found", token: lee.token });
  });

  it("asks who else is invited when two parties have the same full name; the right answer finds, a wrong one is not_found", async () => {
    const asked = await lookup("John Smith");
    expect(asked.outcome).toBe("ask");
    if (asked.outcome !== "ask") return;
    expect(asked.options.map((option) => option.label).sort()).toEqual(["With Jane", "With Noah"]);
    const withJane = asked.options.find((option) => option.label === "With Jane")!;
    const withNoah = asked.options.find((option) => option.label === "With Noah")!;
    expect(await lookup("John Smith", withJane.id)).toEqual({ outcome: "found", token: smithA.token });
    expect(await lookup("Johnny Smith", withNoah.id)).toEqual(NOT_FOUND);
    expect(await lookup("John Smith", withNoah.id)).toEqual({ outcome: "found", token: smithB.token });
    // An answer to the question about another name, or a made-up one: not_found, the same shape as no match.
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/invitations/lookup",
      payload: { weddingId: seed.wedding.id, name: "John Smith", choice: "made-up" },
    });
    const none = await t.app.inject({ method: "POST", url: "/api/invitations/lookup", payload: { weddingId: seed.wedding.id, name: "Zoe Quinn" } });
    expect(wrong.body).toBe(none.body);
    expect(Object.keys(wrong.headers).sort()).toEqual(Object.keys(none.headers).sort());
  });

  it("never answers with anyone's contact details, ids or another party's names", async () => {
    await lookup("Smith");
    const all = answers.join("\n");
    for (const secret of ["@example.com", "+34 600", "+44 7700", "+1 555", smithA.id, smithB.id, okafor.id, garcia.id]) {
      expect(all).not.toContain(secret);
    }
    // The only names an answer shows are the companions on a same-named guest's invitation.
    for (const name of ["Okafor", "García", "Garza", "Ngozi", "Elizabeth", "Lee"]) expect(all).not.toContain(name);
  });

  it("answers 404 for an unknown wedding, and works whatever the wedding's RSVP access", async () => {
    expectError(
      await t.app.inject({ method: "POST", url: "/api/invitations/lookup", payload: { weddingId: "ZZZZZZZZ", name: "Jose Garcia" } }),
      404,
      "not_found",
    );
    await t.database.db.update(weddings).set({ rsvpAccess: "invitation" }).where(eq(weddings.id, seed.wedding.id));
    expect(await lookup("Jose Garcia", undefined, seed.wedding.uniqueCode.toLowerCase())).toEqual({ outcome: "found", token: garcia.token });
  });

  it("stops finding a guest removed or renamed, even by a write nobody announced, once the freshness window has passed", async () => {
    const other = await seedWedding(t.app);
    const party = await insertParty(t, other.wedding.id, [
      { firstName: "Ada", lastName: "Lovelace" },
      { firstName: "Charles", lastName: "Babbage" },
    ]);
    const find = (name: string) => lookup(name, undefined, other.wedding.id);
    // Written straight to the tables, so no change notification: the fingerprint must notice.
    const afterWindow = () => new Promise((resolve) => setTimeout(resolve, FRESHNESS_MS + 50));
    expect(await find("Ada Lovelace")).toEqual({ outcome: "found", token: party.token });
    expect(await find("Charles Babbage")).toEqual({ outcome: "found", token: party.token });
    // As the host's edit does: the guest rows change and the party is touched.
    await t.database.db.update(guests).set({ lastName: "King" }).where(eq(guests.partyId, party.id));
    await t.database.db.update(parties).set({ updatedAt: new Date() }).where(eq(parties.id, party.id));
    await afterWindow();
    expect(await find("Ada Lovelace")).toEqual(NOT_FOUND);
    expect(await find("Ada King")).toEqual({ outcome: "found", token: party.token });
    await t.database.db.delete(guests).where(eq(guests.firstName, "Charles"));
    await afterWindow();
    expect(await find("Charles King")).toEqual(NOT_FOUND);
    await t.database.db.delete(parties).where(eq(parties.id, party.id));
    await afterWindow();
    expect(await find("Ada King")).toEqual(NOT_FOUND);
  });
});

describe.each(ENGINES)("invitation lookup rate limit on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: true });
  });
  afterAll(() => t?.close());

  it("answers 429 past 20 lookups a minute from one address, while another address still gets answers", async () => {
    const seed = await seedWedding(t.app);
    const party = await insertParty(t, seed.wedding.id, [{ firstName: "Ada", lastName: "Lovelace" }]);
    const request = { method: "POST" as const, url: "/api/invitations/lookup", payload: { weddingId: seed.wedding.id, name: "Ada Lovelace" } };
    const { statuses, last } = await hammer(t.app, request, 21, "203.0.113.7");
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(expectError(last, 429, "rate_limited").message).toMatch(/please wait \d+ seconds/);
    const elsewhere = await t.app.inject({ ...request, remoteAddress: "203.0.113.8" });
    expect(elsewhere.json()).toEqual({ outcome: "found", token: party.token });
  });
});
