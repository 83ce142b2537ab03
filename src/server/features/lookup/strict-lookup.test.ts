import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { LookupCheck, Party } from "../../../contract/guest-list";
import type { FullWedding } from "../../../contract/full-wedding";
import { expectError, expectPrivate } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import { ADDRESS_MISSES_PER_DAY, PARTY_TRIES_PER_DAY } from "./detail-check";
import { FRESHNESS_MS } from "./lookup-index";
import { addParty } from "./test-guest-list";

// Issue 27 item 2: the couple may ask, besides the name, for one detail they hold and a stranger
// does not (docs/decisions/0022-lookup-privacy.md). A wrong detail answers exactly as a name not on the list.
describe.each(ENGINES)("a strict lookup on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const settle = () => (engine === "postgres" ? sleep(FRESHNESS_MS.postgres + 50) : Promise.resolve());
  const settings = (seed: SeededWedding, payload: object) =>
    t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}/guest-list/settings`, headers: seed.auth, payload });
  async function strict(seed: SeededWedding, lookupCheck: LookupCheck) {
    const res = await settings(seed, { lookupCheck });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ rsvpAccess: "open", lookupCheck });
  }
  const post = (seed: SeededWedding, name: string, detail?: string, choice?: string, remoteAddress?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/invitations/lookup",
      payload: { weddingId: seed.wedding.id, name, ...(detail !== undefined ? { detail } : {}), ...(choice ? { choice } : {}) },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const lookup = async (seed: SeededWedding, name: string, detail?: string, choice?: string) => {
    const res = await post(seed, name, detail, choice);
    expect(res.statusCode, res.body).toBe(200);
    expectPrivate(res);
    return res.json();
  };
  const found = (party: Party) => ({ outcome: "found", token: party.invitationToken });
  const NOT_FOUND = { outcome: "not_found" };

  it("is chosen on the guest list's settings, shown on the public invitation as a kind, never a value, and refused when unknown", async () => {
    const seed = await seedWedding(t.app);
    const full = async () => (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.uniqueCode}/full` })).json<FullWedding>();
    expect((await full()).lookupCheck).toBe("name");
    await strict(seed, "postcode");
    expect((await full()).lookupCheck).toBe("postcode");
    // Either setting alone keeps the other.
    const access = await settings(seed, { rsvpAccess: "invitation" });
    expect(access.json()).toEqual({ rsvpAccess: "invitation", lookupCheck: "postcode" });
    expectError(await settings(seed, { lookupCheck: "birthday" }), 400, "validation_failed");
    expectError(await settings(seed, {}), 400, "validation_failed");
    const other = await seedWedding(t.app);
    expectError(
      await t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}/guest-list/settings`, headers: other.auth, payload: { lookupCheck: "name" } }),
      403,
    );
  });

  it("opens with the postcode typed in any case and spacing; a wrong one answers exactly as a name not on the list", async () => {
    const seed = await seedWedding(t.app);
    const party = await addParty(t, seed, [{ firstName: "Chidi", lastName: "Okafor" }], { postalCode: "SW1A 1AA" });
    expect(party.postalCode).toBe("SW1A 1AA");
    await strict(seed, "postcode");
    expect(await lookup(seed, "Chidi Okafor", "sw1a1aa")).toEqual(found(party));
    expect(await lookup(seed, "Okafor", " SW1A-1AA ")).toEqual(found(party));
    const wrong = await post(seed, "Chidi Okafor", "SW1A 2AA");
    const stranger = await post(seed, "Zebedee Quark", "SW1A 1AA");
    expect(wrong.json()).toEqual(NOT_FOUND);
    expect(wrong.body).toBe(stranger.body);
    const headers = (res: typeof wrong) => Object.fromEntries(Object.entries(res.headers).filter(([key]) => key !== "date"));
    expect(headers(wrong)).toEqual(headers(stranger));
    // Without the detail the lookup says what it needs, whatever the name: it has not looked at the list.
    for (const name of ["Chidi Okafor", "Zebedee Quark"]) {
      const missing = expectError(await post(seed, name), 400, "validation_failed");
      expect(missing.fields).toEqual({ detail: "Type your postcode" });
    }
  });

  it("opens with the last four digits of any phone of the household, however typed", async () => {
    const seed = await seedWedding(t.app);
    const party = await addParty(t, seed, [
      { firstName: "Ana", lastName: "Lopez" },
      { firstName: "Luis", lastName: "Lopez", phone: "+34 600 111 222" },
    ]);
    await strict(seed, "phone");
    expect(await lookup(seed, "Ana Lopez", "1222")).toEqual(found(party));
    expect(await lookup(seed, "Ana Lopez", "600 111 222")).toEqual(found(party));
    expect(await lookup(seed, "Ana Lopez", "2221")).toEqual(NOT_FOUND);
    expect(expectError(await post(seed, "Ana Lopez", "222"), 400).fields).toEqual({ detail: "Type the last 4 digits of your phone number" });
  });

  it("opens with any email of the household, in any case", async () => {
    const seed = await seedWedding(t.app);
    const party = await addParty(t, seed, [
      { firstName: "Grace", lastName: "Hopper", email: "grace@example.com" },
      { firstName: "Vincent", lastName: "Hopper" },
    ]);
    await strict(seed, "email");
    expect(await lookup(seed, "Vincent Hopper", " Grace@Example.COM ")).toEqual(found(party));
    expect(await lookup(seed, "Vincent Hopper", "vincent@example.com")).toEqual(NOT_FOUND);
  });

  it("opens with the words printed on the invitation; a new link brings new words and the old ones stop", async () => {
    const seed = await seedWedding(t.app);
    const party = await addParty(t, seed, [{ firstName: "Ada", lastName: "Lovelace" }]);
    expect(party.invitationWords).toMatch(/^[a-z]+ [a-z]+$/);
    await strict(seed, "words");
    const [first, second] = party.invitationWords.split(" ");
    expect(await lookup(seed, "Ada Lovelace", `${first!.toUpperCase()}-${second}`)).toEqual(found(party));
    expect(await lookup(seed, "Ada Lovelace", `${first}${second}`)).toEqual(found(party));
    expect(await lookup(seed, "Ada Lovelace", `${second} ${first}`)).toEqual(NOT_FOUND);
    const replaced = (await t.app.inject({ method: "POST", url: `/api/parties/${party.id}/invitation`, headers: seed.auth })).json<Party>();
    expect(replaced.invitationWords).not.toBe(party.invitationWords);
    await settle();
    expect(await lookup(seed, "Ada Lovelace", party.invitationWords)).toEqual(NOT_FOUND);
    expect(await lookup(seed, "Ada Lovelace", replaced.invitationWords)).toEqual(found(replaced));
  });

  it("asks who is invited with you only among invitations of that name holding the detail", async () => {
    const seed = await seedWedding(t.app);
    const withJane = await addParty(
      t,
      seed,
      [
        { firstName: "John", lastName: "Smith" },
        { firstName: "Jane", lastName: "Smith" },
      ],
      { postalCode: "10115" },
    );
    const withNoah = await addParty(
      t,
      seed,
      [
        { firstName: "John", lastName: "Smith" },
        { firstName: "Noah", lastName: "Smith" },
      ],
      { postalCode: "10115" },
    );
    const elsewhere = await addParty(t, seed, [{ firstName: "John", lastName: "Smith" }], { postalCode: "80331" });
    await strict(seed, "postcode");
    expect(await lookup(seed, "John Smith", "80331")).toEqual(found(elsewhere));
    const asked = await lookup(seed, "John Smith", "10115");
    expect(asked.outcome).toBe("ask");
    const labels = (asked.options as { id: string; label: string }[]).map((option) => option.label).sort();
    expect(labels).toEqual(["With Jane", "With Noah"]);
    const noah = (asked.options as { id: string; label: string }[]).find((option) => option.label === "With Noah")!;
    expect(await lookup(seed, "John Smith", "10115", noah.id)).toEqual(found(withNoah));
    // The choice is checked with the detail again: without the right one it opens nothing.
    expect(await lookup(seed, "John Smith", "80331", noah.id)).toEqual(NOT_FOUND);
    expect(withJane.id).not.toBe(withNoah.id);
    // A stranger with a wrong postcode sees no question, and no names.
    expect(await lookup(seed, "John Smith", "99999")).toEqual(NOT_FOUND);
  });

  it(`stops opening a household after ${PARTY_TRIES_PER_DAY} tries in a day, from any address, answering as before`, async () => {
    const seed = await seedWedding(t.app);
    const party = await addParty(t, seed, [{ firstName: "Hedy", lastName: "Lamarr" }], { postalCode: "1010" });
    const neighbour = await addParty(t, seed, [{ firstName: "Emmy", lastName: "Noether" }], { postalCode: "1010" });
    await strict(seed, "postcode");
    for (let attempt = 1; attempt < PARTY_TRIES_PER_DAY; attempt++) {
      const res = await post(seed, "Hedy Lamarr", String(2000 + attempt), undefined, `198.51.100.${attempt}`);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    // The tenth try still opens with the right detail; past it, nothing does today.
    expect(await lookup(seed, "Hedy Lamarr", "1010")).toEqual(found(party));
    expect(await lookup(seed, "Hedy Lamarr", "1010")).toEqual(NOT_FOUND);
    expect(await lookup(seed, "Emmy Noether", "1010")).toEqual(found(neighbour));
  });

  it("asks for the name alone again once the couple says so", async () => {
    const seed = await seedWedding(t.app);
    const party = await addParty(t, seed, [{ firstName: "Alan", lastName: "Turing" }], { postalCode: "OX1" });
    await strict(seed, "postcode");
    expectError(await post(seed, "Alan Turing"), 400);
    await strict(seed, "name");
    expect(await lookup(seed, "Alan Turing")).toEqual(found(party));
    // A detail sent to a lookup that does not ask for one changes nothing.
    expect(await lookup(seed, "Alan Turing", "wrong")).toEqual(found(party));
  });

  it("keeps the postcode through the couple's edits and imports, and clears it when they blank it", async () => {
    const seed = await seedWedding(t.app);
    const party = await addParty(t, seed, [{ firstName: "Mary", lastName: "Shelley" }], { postalCode: "GU1 1AA" });
    const edit = (payload: object) => t.app.inject({ method: "PUT", url: `/api/parties/${party.id}`, headers: seed.auth, payload });
    const kept = await edit({ guests: [{ id: party.guests[0]!.id, firstName: "Mary", lastName: "Shelley" }] });
    expect(kept.json<Party>().postalCode).toBe("GU1 1AA");
    const imported = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/parties/import`,
      headers: seed.auth,
      payload: { parties: [{ guests: [{ firstName: "Percy", lastName: "Shelley" }], postalCode: "EH1 1AA" }] },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    await strict(seed, "postcode");
    await settle();
    expect((await lookup(seed, "Percy Shelley", "eh1 1aa")).outcome).toBe("found");
    const cleared = await edit({ guests: [{ id: party.guests[0]!.id, firstName: "Mary", lastName: "Shelley" }], postalCode: "" });
    expect(cleared.json<Party>().postalCode).toBeNull();
    await settle();
    expect(await lookup(seed, "Mary Shelley", "GU1 1AA")).toEqual(NOT_FOUND);
  });
});

describe.each(ENGINES)("a strict lookup's daily bound per address on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: true });
  });
  afterAll(() => t?.close());

  it(`answers 429 after ${ADDRESS_MISSES_PER_DAY} misses in a day from one address, while another address still finds`, async () => {
    const seed = await seedWedding(t.app);
    const party = await addParty(t, seed, [{ firstName: "Rosalind", lastName: "Franklin" }], { postalCode: "CB2" });
    const set = await t.app.inject({
      method: "PUT",
      url: `/api/weddings/${seed.wedding.id}/guest-list/settings`,
      headers: seed.auth,
      payload: { lookupCheck: "postcode" },
    });
    expect(set.statusCode).toBe(200);
    const attempt = (name: string, detail: string, remoteAddress: string) =>
      t.app.inject({ method: "POST", url: "/api/invitations/lookup", payload: { weddingId: seed.wedding.id, name, detail }, remoteAddress });
    // The route's own limit is 20 a minute per address; the misses are spread over two minutes
    // (the clock moved on, as the counters read it) so the daily bound is what refuses. On
    // PostgreSQL a key near its limit is decided by the table's clock (decision 0023), so the
    // minute's windows there end too.
    const realNow = Date.now.bind(Date);
    let offset = 0;
    const clock = vi.spyOn(Date, "now").mockImplementation(() => realNow() + offset);
    const aMinuteLater = async () => {
      offset += 61_000;
      if (engine === "postgres") {
        await t.database.db.execute(sql`update rate_limit_counters set expires_at = now() where expires_at < now() + interval '2 minutes'`);
      }
    };
    try {
      for (let miss = 0; miss < ADDRESS_MISSES_PER_DAY; miss++) {
        if (miss === 15) await aMinuteLater();
        const res = await attempt(`Nobody ${miss}`, "X1", "203.0.113.50");
        expect(res.json(), `miss ${miss}`).toEqual({ outcome: "not_found" });
      }
      await aMinuteLater();
      // The shared counters reach the other side within a flush (250 ms).
      if (engine === "postgres") await new Promise((resolve) => setTimeout(resolve, 400));
      const refused = expectError(await attempt("Rosalind Franklin", "CB2", "203.0.113.50"), 429, "rate_limited");
      expect(refused.message).toMatch(/today/);
    } finally {
      clock.mockRestore();
    }
    expect((await attempt("Rosalind Franklin", "CB2", "203.0.113.51")).json()).toEqual({ outcome: "found", token: party.invitationToken });
  });
});
