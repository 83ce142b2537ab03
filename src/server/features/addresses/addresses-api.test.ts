import { count, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressBook, HostPartyAddress, LinkAddress } from "../../../contract/addresses";
import type { Party } from "../../../contract/guest-list";
import { partyAddresses } from "../../db/schema";
import { expectError, expectPrivate } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";

const OKAFOR_HOME = { country: "GB", line1: "14 Kingsland Road", line2: "Flat 2", city: "London", region: "", postcode: "e2 8dd" };
const COUPLE_TYPED = { country: "GB", line1: "99 Secret Lane", line2: "", city: "Leeds", region: "", postcode: "LS1 4AP" };

describe.each(ENGINES)("postal addresses through invitation links on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  const stored = async (partyId: string) =>
    Number((await t.database.db.select({ n: count() }).from(partyAddresses).where(eq(partyAddresses.partyId, partyId)))[0]!.n);

  async function household(seed: SeededWedding, name: string): Promise<Party> {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/parties`,
      headers: seed.auth,
      payload: { name, guests: [{ firstName: name, lastName: "Family" }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Party>();
  }
  const link = (party: Party, method: "GET" | "PUT", payload?: object, wedding?: string) =>
    t.app.inject({
      method,
      url: `/api/invitations/mine/address${wedding ? `?wedding=${wedding}` : ""}`,
      headers: { "x-invitation-token": party.invitationToken },
      payload,
    });
  const book = async (seed: SeededWedding) =>
    (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/addresses`, headers: seed.auth })).json<AddressBook>();
  const ask = (seed: SeededWedding, asking = true) =>
    t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}/addresses/settings`, headers: seed.auth, payload: { asking, homeCountry: "GB" } });

  it("a household sends its address through its link and sees only its own; another household's link cannot read it", async () => {
    const seed = await seedWedding(t.app);
    const okafors = await household(seed, "The Okafors");
    const lindqvists = await household(seed, "The Lindqvists");

    // Until the couple asks, the link says so and stores nothing.
    expect((await link(okafors, "GET")).json<LinkAddress>()).toMatchObject({ asking: false, address: null });
    expectError(await link(okafors, "PUT", OKAFOR_HOME), 403, "forbidden");
    expect(await stored(okafors.id)).toBe(0);

    expect((await ask(seed)).statusCode).toBe(200);
    const sent = await link(okafors, "PUT", OKAFOR_HOME, seed.wedding.uniqueCode);
    expect(sent.statusCode, sent.body).toBe(200);
    expectPrivate(sent);
    expect(sent.json<LinkAddress>()).toMatchObject({ asking: true, homeCountry: "GB", address: { ...OKAFOR_HOME, postcode: "E2 8DD" } });
    expect((await link(okafors, "GET")).json<LinkAddress>().address?.line1).toBe("14 Kingsland Road");

    const other = await link(lindqvists, "GET");
    expect(other.json<LinkAddress>().address).toBeNull();
    expect(other.body).not.toContain("Kingsland");
    // A link used on another wedding's page opens nothing.
    const elsewhere = await seedWedding(t.app);
    expectError(await link(okafors, "GET", undefined, elsewhere.wedding.uniqueCode), 404, "not_found");
    expectError(await t.app.inject({ method: "GET", url: "/api/invitations/mine/address" }), 401, "unauthorized");

    const listed = await book(seed);
    expect(listed.parties.map((party) => [party.partyName, party.status])).toEqual([
      ["The Lindqvists", "none"],
      ["The Okafors", "household"],
    ]);
  });

  it("never shows a guest the address the couple typed; the couple sees the later of the two", async () => {
    const seed = await seedWedding(t.app);
    const okafors = await household(seed, "The Okafors");
    expect((await ask(seed)).statusCode).toBe(200);
    const typed = await t.app.inject({
      method: "PUT",
      url: `/api/weddings/${seed.wedding.id}/addresses/${okafors.id}`,
      headers: seed.auth,
      payload: { address: COUPLE_TYPED, envelopeName: "Mr and Mrs Okafor" },
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json<HostPartyAddress>()).toMatchObject({ status: "couple", envelopeName: "Mr and Mrs Okafor", address: { line1: "99 Secret Lane" } });

    const seen = await link(okafors, "GET");
    expect(seen.json<LinkAddress>().address).toBeNull();
    for (const secret of ["Secret Lane", "LS1 4AP", "Mr and Mrs"]) expect(seen.body).not.toContain(secret);

    // The household confirms its own: now the couple's screen shows it as the household's, and the link still shows only its own.
    const own = await link(okafors, "PUT", OKAFOR_HOME);
    expect(own.body).not.toContain("Secret Lane");
    expect((await book(seed)).parties[0]).toMatchObject({ status: "household", address: { line1: "14 Kingsland Road" }, envelopeName: "Mr and Mrs Okafor" });
  });

  it("refuses bad addresses with a 400 naming the field, storing nothing", async () => {
    const seed = await seedWedding(t.app);
    const okafors = await household(seed, "The Okafors");
    expect((await ask(seed)).statusCode).toBe(200);
    for (const [payload, field] of [
      [{ ...OKAFOR_HOME, postcode: "12345" }, "postcode"],
      [{ ...OKAFOR_HOME, city: "" }, "city"],
      [{ ...OKAFOR_HOME, line1: "x".repeat(101) }, "line1"],
      [{ ...OKAFOR_HOME, country: "Britain" }, "country"],
      [{ ...OKAFOR_HOME, phone: "+44 20 7946 0000" }, undefined],
      [{ ...OKAFOR_HOME, line1: "1 Road\u0000" }, "line1"],
    ] as const) {
      const error = expectError(await link(okafors, "PUT", payload), 400);
      if (field) expect(Object.keys(error.fields ?? {}), JSON.stringify(error)).toContain(field);
    }
    expect(await stored(okafors.id)).toBe(0);
    // The couple's entry is checked by the same layout.
    const bad = await t.app.inject({
      method: "PUT",
      url: `/api/weddings/${seed.wedding.id}/addresses/${okafors.id}`,
      headers: seed.auth,
      payload: { address: { ...COUPLE_TYPED, postcode: "nope" } },
    });
    expectError(bad, 400);
    expect(await stored(okafors.id)).toBe(0);
  });

  it("keeps one wedding's addresses from another's couple", async () => {
    const seed = await seedWedding(t.app);
    const other = await seedWedding(t.app);
    const okafors = await household(seed, "The Okafors");
    expectError(await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/addresses`, headers: other.auth }), 403);
    expectError(await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/addresses/export`, headers: other.auth }), 403);
    expectError(await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/addresses` }), 401);
    // Another wedding's household, named under one's own wedding: not found, nothing stored.
    const typed = await t.app.inject({
      method: "PUT",
      url: `/api/weddings/${other.wedding.id}/addresses/${okafors.id}`,
      headers: other.auth,
      payload: { address: COUPLE_TYPED },
    });
    expectError(typed, 404, "not_found");
    expect(await stored(okafors.id)).toBe(0);
  });

  it("exports envelopes as CSV in each country's order and as vCards a parser reads", async () => {
    const seed = await seedWedding(t.app);
    const okafors = await household(seed, "The Okafors");
    const kowalscy = await household(seed, "Kowalscy; Jan, Ola");
    await household(seed, "The Lindqvists");
    expect((await ask(seed)).statusCode).toBe(200);
    expect((await link(okafors, "PUT", OKAFOR_HOME)).statusCode).toBe(200);
    const polish = { country: "PL", line1: "ul. Długa 5", line2: "", city: "Warszawa", region: "", postcode: "00-238" };
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: `/api/weddings/${seed.wedding.id}/addresses/${kowalscy.id}`,
          headers: seed.auth,
          payload: { address: polish },
        })
      ).statusCode,
    ).toBe(200);

    const csv = await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/addresses/export`, headers: seed.auth });
    expect(csv.statusCode).toBe(200);
    expectPrivate(csv);
    expect(csv.headers["content-disposition"]).toMatch(/envelopes-.*\.csv/);
    const rows = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(rows).toHaveLength(3);
    expect(rows).toContain('"Kowalscy; Jan, Ola","Kowalscy; Jan, Ola",ul. Długa 5,00-238 Warszawa,POLAND,,,,Poland,Typed by the couple');
    expect(rows).toContain("The Okafors,The Okafors,14 Kingsland Road,Flat 2,London,E2 8DD,,,United Kingdom,Confirmed by the household");

    const vcf = await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/addresses/vcards/export`, headers: seed.auth });
    expect(vcf.statusCode).toBe(200);
    expect(vcf.headers["content-type"]).toMatch(/^text\/vcard/);
    const parsed = ICAL.parse(vcf.body) as unknown[];
    const cards = (Array.isArray(parsed[0]) ? parsed : [parsed]).map((jcard) => new ICAL.Component(jcard as unknown[]));
    expect(cards.map((card) => card.getFirstPropertyValue("fn"))).toEqual(["Kowalscy; Jan, Ola", "The Okafors"]);
    expect(cards[0]!.getFirstProperty("adr")!.getFirstValue()).toEqual(["", "", "ul. Długa 5", "Warszawa", "", "00-238", "Poland"]);
  });
});
