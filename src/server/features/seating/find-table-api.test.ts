import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FindTableResult } from "../../../contract/find-table";
import type { FullWedding } from "../../../contract/full-wedding";
import { expectError, expectPrivate, hammer } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import { seatingCalls } from "./test-seating";

// Issue 30 item 8, "Find my table" (docs/decisions/0038-find-my-table.md): the lookup's matching,
// strict check and bounds, through the lookup's own index.ts; a guest sees only their own table.

const FIND = "/api/seating/find-table";

/** A household of two seated at two tables, a third table, and a household not seated yet. */
async function seatedWedding(t: TestApp) {
  const seed = await seedWedding(t.app);
  const calls = seatingCalls(t.app, seed);
  const family = await calls.invite({
    name: "The Okafors",
    guests: [
      { firstName: "Chidi", lastName: "Okafor" },
      { firstName: "Ada", lastName: "Okafor" },
    ],
    postalCode: "SW1A 1AA",
  });
  await calls.invite({ name: "The Lovelaces", guests: [{ firstName: "Ada", lastName: "Lovelace" }] });
  expect((await calls.addTables({ version: 0, count: 3, shape: "round", seats: 8 })).statusCode).toBe(200);
  let plan = await calls.plan();
  const [first, second] = plan.tables;
  await calls.updateTable(first!.id, { version: plan.version, name: "The Roses" });
  plan = await calls.plan();
  const [chidi, ada] = family.guests.map((guest) => `guest:${guest.id}`);
  expect((await calls.move({ version: plan.version, personKeys: [chidi!], tableId: first!.id })).statusCode).toBe(200);
  plan = await calls.plan();
  expect((await calls.move({ version: plan.version, personKeys: [ada!], tableId: second!.id })).statusCode).toBe(200);
  return { seed, first: first!, second: second!, plan: await calls.plan() };
}

const turn = (t: TestApp, seed: SeededWedding, on: boolean, headers: Record<string, string> = seed.auth) =>
  t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}/seating/find-table`, headers, payload: { on } });

describe.each(ENGINES)("find my table on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  const ask = (seed: SeededWedding, payload: object) =>
    t.app.inject({ method: "POST", url: FIND, payload: { weddingId: seed.wedding.uniqueCode, ...payload } });
  const answer = async (seed: SeededWedding, payload: object) => {
    const res = await ask(seed, payload);
    expect(res.statusCode, res.body).toBe(200);
    expectPrivate(res);
    return res.json<FindTableResult>();
  };

  it("is off until the couple turns it on: the same 404 as a wedding nobody has, whatever the name", async () => {
    const { seed } = await seatedWedding(t);
    const unknown = await t.app.inject({ method: "POST", url: FIND, payload: { weddingId: "ZZZZZZZZ", name: "Chidi Okafor" } });
    expectError(unknown, 404, "not_found");
    for (const name of ["Chidi Okafor", "Nobody Here"]) expect((await ask(seed, { name })).body).toBe(unknown.body);
    const full = async () => (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.uniqueCode}/full` })).json<FullWedding>();
    expect((await full()).findMyTable).toBeUndefined();

    // Only the couple turns it on.
    const other = await seedWedding(t.app);
    expectError(await turn(t, seed, true, {}), 401);
    expectError(await turn(t, seed, true, other.auth), 403);
    expectError(await turn(t, seed, "yes" as unknown as boolean), 400, "validation_failed");
    expect((await turn(t, seed, true)).json()).toEqual({ on: true });
    expect((await full()).findMyTable).toBe(true);
    expect((await answer(seed, { name: "Chidi Okafor" })).outcome).toBe("seated");
    expect((await turn(t, seed, false)).json()).toEqual({ on: false });
    expect((await ask(seed, { name: "Chidi Okafor" })).body).toBe(unknown.body);
  });

  it("answers only the person's own table, the room without names, and nothing about anyone else", async () => {
    const { seed, first, second, plan } = await seatedWedding(t);
    await turn(t, seed, true);
    const res = await ask(seed, { name: "chidi okafor" });
    const found = res.json<FindTableResult>();
    expect(found).toEqual({
      outcome: "seated",
      tables: [{ id: first.id, name: "The Roses" }],
      room: plan.tables.map(({ id, shape, seats, x, y, rotation }) => ({ id, shape, seats, x, y, rotation })),
      features: [],
    });
    // Ada sits at another table: neither her name nor her table's reaches Chidi.
    for (const other of ["Ada", "Lovelace", second.name, "Okafors", "guest:"]) expect(res.body).not.toContain(other);
    expect(await answer(seed, { name: "Ada Okafor" })).toMatchObject({ outcome: "seated", tables: [{ id: second.id, name: second.name }] });
    // Found but not seated: the page says to ask the couple.
    expect(await answer(seed, { name: "Ada Lovelace" })).toEqual({ outcome: "not_seated" });
    // A family name finds a household, not a person; a given name alone is not enough: both as a name nobody has.
    const nobody = await ask(seed, { name: "Zebedee Quark" });
    expect(nobody.json()).toEqual({ outcome: "not_found" });
    for (const name of ["Okafor", "Chidi"]) expect((await ask(seed, { name })).body).toBe(nobody.body);
  });

  it("asks for the strict lookup's detail, and shares the lookup's daily tries per household", async () => {
    const { seed, first } = await seatedWedding(t);
    await turn(t, seed, true);
    const set = await t.app.inject({
      method: "PUT",
      url: `/api/weddings/${seed.wedding.id}/guest-list/settings`,
      headers: seed.auth,
      payload: { lookupCheck: "postcode" },
    });
    expect(set.statusCode).toBe(200);
    expect(expectError(await ask(seed, { name: "Chidi Okafor" }), 400, "validation_failed").fields).toEqual({ detail: "Type your postcode" });
    expect(await answer(seed, { name: "Chidi Okafor", detail: "SW1A 2AA" })).toEqual({ outcome: "not_found" });
    expect(await answer(seed, { name: "Chidi Okafor", detail: "sw1a1aa" })).toMatchObject({ outcome: "seated", tables: [{ id: first.id }] });
    // Two tries here, eight more through the lookup: the household's ten a day are spent, so the
    // right postcode finds nothing here either (decision 0022's bound, counted once for both routes).
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/invitations/lookup",
        payload: { weddingId: seed.wedding.id, name: "Chidi Okafor", detail: "X" },
      });
      expect(res.json()).toEqual({ outcome: "not_found" });
    }
    expect(await answer(seed, { name: "Chidi Okafor", detail: "SW1A 1AA" })).toEqual({ outcome: "not_found" });
  });

  it("refuses bad input with a 400 naming the field, before looking at any name", async () => {
    const { seed } = await seatedWedding(t);
    await turn(t, seed, true);
    expect(expectError(await ask(seed, { name: "  " }), 400, "validation_failed").fields).toHaveProperty("name");
    expect(expectError(await ask(seed, { name: "x".repeat(121) }), 400, "validation_failed").fields).toHaveProperty("name");
    expectError(await ask(seed, { name: "Chidi Okafor", table: "1" }), 400, "validation_failed");
    expectError(await t.app.inject({ method: "POST", url: FIND, payload: { name: "Chidi Okafor" } }), 400, "validation_failed");
  });
});

describe.each(ENGINES)("find my table's rate limit on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: true });
  });
  afterAll(() => t?.close());

  it("counts in the lookup's per-address bucket: 20 lookups leave no find-table try that minute", async () => {
    const { seed } = await seatedWedding(t);
    await turn(t, seed, true);
    const lookup = { method: "POST" as const, url: "/api/invitations/lookup", payload: { weddingId: seed.wedding.id, name: "Nobody Here" } };
    const { statuses } = await hammer(t.app, lookup, 20, "203.0.113.20");
    expect(statuses.every((status) => status === 200)).toBe(true);
    const find = { method: "POST" as const, url: FIND, payload: { weddingId: seed.wedding.id, name: "Chidi Okafor" } };
    expectError(await t.app.inject({ ...find, remoteAddress: "203.0.113.20" }), 429, "rate_limited");
    expect((await t.app.inject({ ...find, remoteAddress: "203.0.113.21" })).json()).toMatchObject({ outcome: "seated" });
  });
});
