import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Party } from "../../../contract/guest-list";
import { ZLookupResult, type LookupResult } from "../../../contract/invitation";
import { parties, weddings } from "../../db/schema";
import { expectError, expectPrivate, hammer } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import { FRESHNESS_MS } from "./lookup-index";
import { addParty } from "./test-guest-list";

describe.each(ENGINES)("invitation lookup on %s", (engine) => {
  let t: TestApp;
  let seed: SeededWedding;
  let garcia: Party, okafor: Party, garza: Party, smithA: Party, smithB: Party, lee: Party;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
    seed = await seedWedding(t.app);
    garcia = await addParty(t, seed, [
      { firstName: "José", lastName: "García", email: "jose@example.com", phone: "+34 600 111 222" },
      { firstName: "María", lastName: "García" },
    ]);
    okafor = await addParty(t, seed, [
      { firstName: "Robert", lastName: "Okafor", email: "rob@example.com" },
      { firstName: "Ngozi", lastName: "Okafor-Adeyemi", phone: "+44 7700 900555" },
      { firstName: "Elizabeth", lastName: "Okafor", aliases: ["Bubbles"] },
    ]);
    garza = await addParty(t, seed, [{ firstName: "Mario", lastName: "Garza", email: "mario@example.com" }]);
    smithA = await addParty(t, seed, [
      { firstName: "John", lastName: "Smith" },
      { firstName: "Jane", lastName: "Smith", email: "jane@example.com" },
    ]);
    smithB = await addParty(t, seed, [
      { firstName: "John", lastName: "Smith", phone: "+1 555 0100" },
      { firstName: "Noah", lastName: "Smith" },
    ]);
    lee = await addParty(t, seed, [{ firstName: "Maria", lastName: "Lee" }], { extraSeats: 1 });
  });
  afterAll(() => t?.close());

  const answers: string[] = [];
  const lookup = async (name: string, choice?: string, weddingId = seed.wedding.id): Promise<LookupResult> => {
    const res = await t.app.inject({ method: "POST", url: "/api/invitations/lookup", payload: { weddingId, name, ...(choice ? { choice } : {}) } });
    expect(res.statusCode, res.body).toBe(200);
    expectPrivate(res);
    answers.push(res.body);
    return ZLookupResult.parse(res.json());
  };
  const NOT_FOUND = { outcome: "not_found" };

  it("finds a party by a full name typed without accents, in any case", async () => {
    expect(await lookup("jose garcia")).toEqual({ outcome: "found", token: garcia.invitationToken });
    expect(await lookup("MARÍA GARCÍA")).toEqual({ outcome: "found", token: garcia.invitationToken });
    // The token is the party's own link: it opens their invitation.
    const opened = await t.app.inject({ method: "GET", url: "/api/invitations/mine", headers: { "x-invitation-token": garcia.invitationToken } });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().party.guests.map((guest: { firstName: string }) => guest.firstName)).toEqual(["José", "María"]);
  });

  it("finds nicknames, the couple's aliases and small typos", async () => {
    expect(await lookup("Bob Okafor")).toEqual({ outcome: "found", token: okafor.invitationToken });
    expect(await lookup("Liz Okafor")).toEqual({ outcome: "found", token: okafor.invitationToken });
    expect(await lookup("Bubbles Okafor")).toEqual({ outcome: "found", token: okafor.invitationToken });
    expect(await lookup("Robret Okafor")).toEqual({ outcome: "found", token: okafor.invitationToken });
    expect(await lookup("Elizabeth Okafro")).toEqual({ outcome: "found", token: okafor.invitationToken });
  });

  it("finds a party from any one name in it: the family name alone, or a spouse's full name", async () => {
    expect(await lookup("Okafor")).toEqual({ outcome: "found", token: okafor.invitationToken });
    expect(await lookup("Ngozi Okafor-Adeyemi")).toEqual({ outcome: "found", token: okafor.invitationToken });
    expect(await lookup("Ngozi Adeyemi")).toEqual({ outcome: "found", token: okafor.invitationToken });
    expect(await lookup("Garza")).toEqual({ outcome: "found", token: garza.invitationToken });
  });

  it("does not find a stranger whose name is a near miss", async () => {
    expect(await lookup("Maria Garza")).toEqual(NOT_FOUND);
    expect(await lookup("Mario Garcia")).toEqual(NOT_FOUND);
    expect(await lookup("Roberta Okafor")).toEqual(NOT_FOUND);
    expect(await lookup("Zoe Quinn")).toEqual(NOT_FOUND);
  });

  // Issue 27 item 5: "not enough to tell" (a given name on the list, a family name several
  // households share) and "not on the list" are one answer, so the lookup cannot be asked whether a name is there.
  it("answers a lone given name or a shared family name on the list exactly as a name not on it", async () => {
    const post = (name: string) => t.app.inject({ method: "POST", url: "/api/invitations/lookup", payload: { weddingId: seed.wedding.id, name } });
    const stranger = await post("Zebedee");
    expect(stranger.json()).toEqual(NOT_FOUND);
    for (const name of ["Maria", "John", "Smith", "maría", "Zebedee Quark"]) {
      const res = await post(name);
      expect(res.statusCode).toBe(200);
      expect(res.body, name).toBe(stranger.body);
      const headers = (r: typeof res) => Object.fromEntries(Object.entries(r.headers).filter(([key]) => key !== "date"));
      expect(headers(res)).toEqual(headers(stranger));
    }
    expect(await lookup("Maria Lee")).toEqual({ outcome: "found", token: lee.invitationToken });
  });

  it("asks who else is invited when two parties have the same full name; the right answer finds, a wrong one is not_found", async () => {
    const asked = await lookup("John Smith");
    expect(asked.outcome).toBe("ask");
    if (asked.outcome !== "ask") return;
    expect(asked.options.map((option) => option.label).sort()).toEqual(["With Jane", "With Noah"]);
    const withJane = asked.options.find((option) => option.label === "With Jane")!;
    const withNoah = asked.options.find((option) => option.label === "With Noah")!;
    expect(await lookup("John Smith", withJane.id)).toEqual({ outcome: "found", token: smithA.invitationToken });
    expect(await lookup("Johnny Smith", withNoah.id)).toEqual(NOT_FOUND);
    expect(await lookup("John Smith", withNoah.id)).toEqual({ outcome: "found", token: smithB.invitationToken });
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

  it("asks in the page's language (issue 16), with options that answer the same in any language", async () => {
    const ask = async (name: string, locale: string) => {
      const res = await t.app.inject({ method: "POST", url: "/api/invitations/lookup", payload: { weddingId: seed.wedding.id, name, locale } });
      expect(res.statusCode, res.body).toBe(200);
      return ZLookupResult.parse(res.json());
    };
    const spanish = await ask("John Smith", "es");
    expect(spanish).toMatchObject({ outcome: "ask", prompt: "Hay más de una invitación con este nombre. ¿Quién está invitado con usted?" });
    if (spanish.outcome !== "ask") return;
    expect(spanish.options.map((option) => option.label).sort()).toEqual(["Con Jane", "Con Noah"]);
    expect(await lookup("John Smith", spanish.options.find((option) => option.label === "Con Noah")!.id)).toEqual({
      outcome: "found",
      token: smithB.invitationToken,
    });
    expect(await ask("Maria", "ar")).toEqual(NOT_FOUND);
    // A language the product does not have is refused, not answered in English.
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/invitations/lookup",
      payload: { weddingId: seed.wedding.id, name: "Maria", locale: "xx" },
    });
    expect(unknown.statusCode).toBe(400);
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
    expect(await lookup("Jose Garcia", undefined, seed.wedding.uniqueCode.toLowerCase())).toEqual({ outcome: "found", token: garcia.invitationToken });
  });

  // The couple's changes are announced on the change feed: on PGlite synchronously, on PostgreSQL a
  // few milliseconds behind the write's answer, and the fingerprint is re-read within its window there.
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const afterFreshness = () => (engine === "postgres" ? sleep(FRESHNESS_MS.postgres + 50) : Promise.resolve());

  it("stops finding a guest the couple removed or renamed", async () => {
    const other = await seedWedding(t.app);
    const party = await addParty(t, other, [
      { firstName: "Ada", lastName: "Lovelace" },
      { firstName: "Charles", lastName: "Babbage" },
    ]);
    const find = (name: string) => lookup(name, undefined, other.wedding.id);
    expect(await find("Ada Lovelace")).toEqual({ outcome: "found", token: party.invitationToken });
    expect(await find("Charles Babbage")).toEqual({ outcome: "found", token: party.invitationToken });
    const [ada] = party.guests;
    const renamed = await t.app.inject({
      method: "PUT",
      url: `/api/parties/${party.id}`,
      headers: other.auth,
      payload: { guests: [{ id: ada!.id, firstName: "Ada", lastName: "King" }] },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await afterFreshness();
    expect(await find("Ada Lovelace")).toEqual(NOT_FOUND);
    expect(await find("Charles Babbage")).toEqual(NOT_FOUND);
    expect(await find("Ada King")).toEqual({ outcome: "found", token: party.invitationToken });
    expect((await t.app.inject({ method: "DELETE", url: `/api/parties/${party.id}`, headers: other.auth })).statusCode).toBe(204);
    await afterFreshness();
    expect(await find("Ada King")).toEqual(NOT_FOUND);
  });

  it.runIf(engine === "pglite")("sees an edit announced by this process at once, without waiting for the freshness window", async () => {
    const other = await seedWedding(t.app);
    const party = await addParty(t, other, [{ firstName: "Hedy", lastName: "Lamarr" }]);
    expect(await lookup("Hedy Lamarr", undefined, other.wedding.id)).toEqual({ outcome: "found", token: party.invitationToken });
    const payload = { guests: [{ id: party.guests[0]!.id, firstName: "Hedy", lastName: "Markey" }] };
    expect((await t.app.inject({ method: "PUT", url: `/api/parties/${party.id}`, headers: other.auth, payload })).statusCode).toBe(200);
    expect(await lookup("Hedy Lamarr", undefined, other.wedding.id)).toEqual(NOT_FOUND);
    expect(await lookup("Hedy Markey", undefined, other.wedding.id)).toEqual({ outcome: "found", token: party.invitationToken });
  });

  it("answers with a replaced link's new token, never the old one", async () => {
    const other = await seedWedding(t.app);
    const party = await addParty(t, other, [{ firstName: "Grace", lastName: "Hopper" }]);
    expect(await lookup("Grace Hopper", undefined, other.wedding.id)).toEqual({ outcome: "found", token: party.invitationToken });
    const replaced = await t.app.inject({ method: "POST", url: `/api/parties/${party.id}/invitation`, headers: other.auth });
    const fresh = replaced.json<Party>().invitationToken;
    expect(fresh).not.toBe(party.invitationToken);
    await afterFreshness();
    expect(await lookup("Grace Hopper", undefined, other.wedding.id)).toEqual({ outcome: "found", token: fresh });
  });

  it("notices a change nobody announced (a lost notification, a script) once the freshness window has passed", async () => {
    const other = await seedWedding(t.app);
    const party = await addParty(t, other, [{ firstName: "Alan", lastName: "Turing" }]);
    expect(await lookup("Alan Turing", undefined, other.wedding.id)).toEqual({ outcome: "found", token: party.invitationToken });
    // Straight to the table: no change notification, so only the list's fingerprint can tell.
    await t.database.db.delete(parties).where(eq(parties.id, party.id));
    // The index's clock (performance.now) moves past the window rather than the test waiting it out (5 s on PGlite).
    const now = performance.now.bind(performance);
    const later = vi.spyOn(performance, "now").mockImplementation(() => now() + FRESHNESS_MS[engine] + 50);
    try {
      // The first lookup past the window starts the re-read; the answers after it no longer find Alan.
      await expect.poll(() => lookup("Alan Turing", undefined, other.wedding.id), { timeout: 2_000, interval: 50 }).toEqual(NOT_FOUND);
    } finally {
      later.mockRestore();
    }
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
    const party = await addParty(t, seed, [{ firstName: "Ada", lastName: "Lovelace" }]);
    const request = { method: "POST" as const, url: "/api/invitations/lookup", payload: { weddingId: seed.wedding.id, name: "Ada Lovelace" } };
    const { statuses, last } = await hammer(t.app, request, 21, "203.0.113.7");
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(expectError(last, 429, "rate_limited").message).toMatch(/please wait \d+ seconds/);
    const elsewhere = await t.app.inject({ ...request, remoteAddress: "203.0.113.8" });
    expect(elsewhere.json()).toEqual({ outcome: "found", token: party.invitationToken });
  });
});
