import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeatingView } from "../../../contract/seating-plan";
import { planSeating } from "../../../contract/seating/plan-seating";
import { storedPlanInput } from "../../../contract/seating/stored-plan";
import { expectError, expectPrivate, rsvpFor, submitRsvp } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import { seatingCalls } from "./test-seating";

const okafors = {
  name: "The Okafor family",
  guests: [
    { firstName: "Chidi", lastName: "Okafor" },
    { firstName: "Ada", lastName: "Okafor" },
    { firstName: "Emeka", lastName: "Okafor", isChild: true, age: 2 },
    { firstName: "Grandma", lastName: "Okafor" },
  ],
  extraSeats: 1,
  side: "groom" as const,
  tags: ["Family"],
};
const smiths = {
  name: "The Smiths",
  guests: [
    { firstName: "Jo", lastName: "Smith" },
    { firstName: "Sam", lastName: "Smith" },
  ],
  side: "bride" as const,
};

describe.each(ENGINES)("the seating plan on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  /** A wedding with a household that replied by its link (three coming, one not, a named +1), one not heard from, and an open-form reply. */
  async function wedding() {
    const seed = await seedWedding(t.app);
    const calls = seatingCalls(t.app, seed);
    const family = await calls.invite(okafors);
    const smith = await calls.invite(smiths);
    const [chidi, ada, emeka, grandma] = family.guests.map((guest) => guest.id);
    const meal = seed.q("meal");
    const sent = await calls.replyByLink(family, {
      guests: [
        { guestId: chidi, attending: true },
        { guestId: ada, attending: true },
        { guestId: emeka, attending: true },
        { guestId: grandma, attending: false },
      ],
      extraGuests: [{ name: "Tunde Bello" }],
      responses: { [meal]: { [chidi!]: "Beef", [ada!]: "Vegetarian", [emeka!]: "Chicken", "seat-1": "Beef" } },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await submitRsvp(t.app, rsvpFor(seed))).statusCode).toBe(201);
    return { seed, calls, family, smith };
  }
  const keysOf = (plan: SeatingView, partyName: string) => plan.people.filter((person) => person.partyName === partyName).map((person) => person.key);

  it("lists everyone coming with their household, side and meal; a household not heard from is tentative; nothing stored until a write", async () => {
    const { calls, family, smith } = await wedding();
    const res = await calls.get();
    expect(res.statusCode).toBe(200);
    expectPrivate(res);
    const plan = res.json<SeatingView>();
    expect(plan).toMatchObject({ eventId: "main", version: 0, tables: [], mealQuestion: "Meal preference" });
    expect(plan.people.map(({ name, partyName, side, meal, status, tableId }) => ({ name, partyName, side, meal, status, tableId }))).toEqual([
      { name: "Chidi Okafor", partyName: "The Okafor family", side: "groom", meal: "Beef", status: "coming", tableId: null },
      { name: "Ada Okafor", partyName: "The Okafor family", side: "groom", meal: "Vegetarian", status: "coming", tableId: null },
      { name: "Emeka Okafor", partyName: "The Okafor family", side: "groom", meal: "Chicken", status: "coming", tableId: null },
      { name: "Tunde Bello", partyName: "The Okafor family", side: "groom", meal: "Beef", status: "coming", tableId: null },
      { name: "Priya Shah", partyName: "Priya Shah", side: null, meal: "Chicken", status: "coming", tableId: null },
      { name: "Jo Smith", partyName: "The Smiths", side: "bride", meal: null, status: "tentative", tableId: null },
      { name: "Sam Smith", partyName: "The Smiths", side: "bride", meal: null, status: "tentative", tableId: null },
    ]);
    // A guest is keyed by guest id, so a reply that follows keeps their seat; the named +1 by the reply.
    expect(plan.people[0]!.key).toBe(`guest:${family.guests[0]!.id}`);
    expect(plan.people[3]!.key).toMatch(/^reply:/);
    expect(plan.people[5]!.key).toBe(`guest:${smith.guests[0]!.id}`);
  });

  it("adds 12 round tables of 10 in one step, within 100 tables, and refuses a write on a stale version", async () => {
    const { seed, calls } = await wedding();
    const added = await calls.addTables({ version: 0, count: 12, shape: "round", seats: 10 });
    expect(added.statusCode, added.body).toBe(200);
    const plan = added.json<SeatingView>();
    expect(plan.version).toBe(1);
    expect(plan.tables.map((table) => table.name)).toEqual(Array.from({ length: 12 }, (_, i) => `Table ${i + 1}`));
    expect(plan.tables[11]).toMatchObject({ shape: "round", seats: 10, locked: false, x: 400, y: 400 });

    expectError(await calls.addTables({ version: 0, count: 1, shape: "round", seats: 10 }), 409, "conflict");
    const tooMany = await calls.addTables({ version: 1, count: 89, shape: "banquet", seats: 20 });
    expectError(tooMany, 400, "validation_failed");
    expect(tooMany.json().error.fields.count).toContain("room for 88 more");
    expectError(await calls.addTables({ version: 1, count: 1, shape: "oval" as never, seats: 10 }), 400);
    expectError(await calls.addTables({ version: 1, count: 1, shape: "round", seats: 61 }), 400);
    expect((await calls.plan()).tables).toHaveLength(12);

    const other = await seedWedding(t.app);
    expectError(await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/seating` }), 401);
    expectError(await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/seating`, headers: other.auth }), 403);
    expectError(await seatingCalls(t.app, { ...other, wedding: seed.wedding }).addTables({ version: 1, count: 1, shape: "round", seats: 8 }), 403);
  });

  it("moves a household to a table in one write, refuses a table over capacity, and keeps locks", async () => {
    const { calls } = await wedding();
    let plan = (await calls.addTables({ version: 0, count: 2, shape: "round", seats: 4 })).json<SeatingView>();
    const [one, two] = plan.tables.map((table) => table.id);
    const family = keysOf(plan, "The Okafor family");
    const moved = await calls.move({ version: plan.version, personKeys: family, tableId: one! });
    expect(moved.statusCode, moved.body).toBe(200);
    plan = moved.json<SeatingView>();
    expect(plan.people.filter((person) => person.tableId === one).map((person) => person.seat)).toEqual([1, 2, 3, 4]);

    // Table 1 is full: one more is refused in the couple's words, and nothing moves.
    const [priya] = keysOf(plan, "Priya Shah");
    const full = await calls.move({ version: plan.version, personKeys: [priya!], tableId: one! });
    expectError(full, 409, "conflict");
    expect(full.json().error.message).toBe("Table 1 has 0 free seats, and 1 person needs one.");
    // A high chair stands beside the chairs: the child leaves their seat and Priya takes it.
    const emeka = plan.people.find((person) => person.name === "Emeka Okafor")!;
    plan = (await calls.flags({ version: plan.version, personKeys: [emeka.key], highChair: true })).json<SeatingView>();
    expect(plan.people.find((person) => person.key === emeka.key)).toMatchObject({ highChair: true, seat: null, tableId: one });
    plan = (await calls.move({ version: plan.version, personKeys: [priya!], tableId: one! })).json<SeatingView>();
    expect(plan.people.find((person) => person.key === priya)).toMatchObject({ tableId: one, seat: 3 });
    // Fewer seats than people: refused.
    expectError(await calls.updateTable(one!, { version: plan.version, seats: 3 }), 409, "conflict");

    // A locked person stays; a locked table keeps its people.
    plan = (await calls.flags({ version: plan.version, personKeys: [priya!], locked: true })).json<SeatingView>();
    expect((await calls.move({ version: plan.version, personKeys: [priya!], tableId: two! })).json().error.message).toBe(
      "Priya Shah is locked to a table; unlock them before moving them.",
    );
    plan = (await calls.updateTable(two!, { version: plan.version, locked: true, name: "The Roses" })).json<SeatingView>();
    expect((await calls.move({ version: plan.version, personKeys: keysOf(plan, "The Smiths"), tableId: two! })).statusCode).toBe(409);

    // Deleting a table with people: refused unless they go back to the unseated list.
    plan = (await calls.flags({ version: plan.version, personKeys: [priya!], locked: false })).json<SeatingView>();
    const refused = await calls.deleteTable(one!, plan.version);
    expectError(refused, 409, "conflict");
    expect(refused.json().error.message).toBe("Table 1 has 5 people. Move them first, or delete it and put them back on the unseated list.");
    plan = (await calls.deleteTable(one!, plan.version, true)).json<SeatingView>();
    expect(plan.tables.map((table) => table.name)).toEqual(["The Roses"]);
    expect(plan.people.every((person) => person.tableId === null)).toBe(true);
  });

  it("swaps two people in one write (across tables, at one table, with someone unseated), refusing locks and a full table, storing nothing then", async () => {
    const { seed, calls } = await wedding();
    let plan = (await calls.addTables({ version: 0, count: 3, shape: "round", seats: 4 })).json<SeatingView>();
    const [one, two, three] = plan.tables.map((table) => table.id);
    const key = (name: string) => plan.people.find((person) => person.name === name)!.key;
    const where = (name: string) => {
      const person = plan.people.find((someone) => someone.name === name)!;
      return [plan.tables.find((table) => table.id === person.tableId)?.name ?? null, person.seat];
    };
    const move = async (names: string[], tableId: string | null, seat?: number) => {
      const res = await calls.move({ version: plan.version, personKeys: names.map(key), tableId, seat });
      expect(res.statusCode, res.body).toBe(200);
      plan = res.json<SeatingView>();
    };
    await move(["Chidi Okafor", "Ada Okafor"], one!);
    await move(["Jo Smith", "Sam Smith"], three!);
    // A drop on a chosen free seat.
    await move(["Emeka Okafor"], two!, 3);
    expect(where("Emeka Okafor")).toEqual(["Table 2", 3]);
    expectError(await calls.move({ version: plan.version, personKeys: [key("Tunde Bello")], tableId: two!, seat: 3 }), 409, "conflict");
    expectError(await calls.move({ version: plan.version, personKeys: [key("Tunde Bello"), key("Priya Shah")], tableId: two!, seat: 1 }), 400);

    const swap = async (a: string, b: string) => {
      const res = await calls.swap({ version: plan.version, personKeys: [key(a), key(b)] });
      expect(res.statusCode, res.body).toBe(200);
      plan = res.json<SeatingView>();
    };
    await swap("Chidi Okafor", "Jo Smith");
    expect([where("Chidi Okafor"), where("Jo Smith")]).toEqual([
      ["Table 3", 1],
      ["Table 1", 1],
    ]);
    await swap("Jo Smith", "Ada Okafor");
    expect([where("Jo Smith"), where("Ada Okafor")]).toEqual([
      ["Table 1", 2],
      ["Table 1", 1],
    ]);
    // Someone unseated takes the seat; the other goes to the unseated list.
    await swap("Priya Shah", "Sam Smith");
    expect([where("Priya Shah"), where("Sam Smith")]).toEqual([
      ["Table 3", 2],
      [null, null],
    ]);
    expectError(await calls.swap({ version: plan.version - 1, personKeys: [key("Priya Shah"), key("Sam Smith")] }), 409, "conflict");
    expectError(await calls.swap({ version: plan.version, personKeys: [key("Sam Smith"), key("Tunde Bello")] }), 400, "validation_failed");
    expectError(await calls.swap({ version: plan.version, personKeys: [key("Sam Smith"), key("Sam Smith")] }), 400);

    const refusedWith = async (a: string, b: string, message: string) => {
      const res = await calls.swap({ version: plan.version, personKeys: [key(a), key(b)] });
      expectError(res, 409, "conflict");
      expect(res.json().error.message).toBe(message);
      const after = await calls.plan();
      expect(after.version).toBe(plan.version);
      expect(after.people.map((person) => [person.key, person.tableId, person.seat])).toEqual(
        plan.people.map((person) => [person.key, person.tableId, person.seat]),
      );
    };
    plan = (await calls.flags({ version: plan.version, personKeys: [key("Priya Shah")], locked: true })).json<SeatingView>();
    await refusedWith("Priya Shah", "Jo Smith", "Priya Shah is locked to a table; unlock them before moving them.");
    plan = (await calls.flags({ version: plan.version, personKeys: [key("Priya Shah")], locked: false })).json<SeatingView>();
    plan = (await calls.updateTable(two!, { version: plan.version, locked: true })).json<SeatingView>();
    await refusedWith("Emeka Okafor", "Jo Smith", "Table 2 is locked; unlock it before changing who sits there.");
    plan = (await calls.updateTable(two!, { version: plan.version, locked: false })).json<SeatingView>();

    // A high chair stands beside the chairs: a child's place at a full table is no chair for an adult.
    plan = (await calls.flags({ version: plan.version, personKeys: [key("Emeka Okafor")], highChair: true })).json<SeatingView>();
    await move(["Tunde Bello", "Sam Smith", "Chidi Okafor", "Priya Shah"], two!);
    await refusedWith("Emeka Okafor", "Jo Smith", "Table 2 has 0 free seats, and 1 person needs one.");
    // The other way round it fits: the child takes no chair, and Jo takes a free one.
    await move(["Priya Shah"], one!);
    await swap("Emeka Okafor", "Jo Smith");
    expect([where("Emeka Okafor"), where("Jo Smith")]).toEqual([
      ["Table 1", null],
      ["Table 2", 4],
    ]);

    const other = await seedWedding(t.app);
    expectError(
      await seatingCalls(t.app, { ...other, wedding: seed.wedding }).swap({ version: plan.version, personKeys: [key("Jo Smith"), key("Ada Okafor")] }),
      403,
    );
    expect((await calls.plan()).version).toBe(plan.version);
  });

  it("gathers a split household at the table most of them sit at, in one write; asks for a table when none has room", async () => {
    const { seed, calls } = await wedding();
    let plan = (await calls.addTables({ version: 0, count: 3, shape: "round", seats: 4 })).json<SeatingView>();
    const [one, two, three] = plan.tables.map((table) => table.id);
    const key = (name: string) => plan.people.find((person) => person.name === name)!.key;
    const move = async (names: string[], tableId: string | null) => {
      const res = await calls.move({ version: plan.version, personKeys: names.map(key), tableId });
      expect(res.statusCode, res.body).toBe(200);
      plan = res.json<SeatingView>();
    };
    const family = plan.people.find((person) => person.partyName === "The Okafor family")!.partyId;
    const okafors = () => plan.people.filter((person) => person.partyId === family).map((person) => [person.name, person.tableId, person.seat]);

    await move(["Jo Smith"], one!);
    await move(["Chidi Okafor", "Ada Okafor"], two!);
    await move(["Emeka Okafor"], three!);
    const gathered = await calls.gather({ version: plan.version, partyId: family });
    expect(gathered.statusCode, gathered.body).toBe(200);
    expect(gathered.json<SeatingView>().version).toBe(plan.version + 1);
    plan = gathered.json<SeatingView>();
    // Those already there keep their seats; Tunde, who had none, comes too.
    expect(okafors()).toEqual([
      ["Chidi Okafor", two, 1],
      ["Ada Okafor", two, 2],
      ["Emeka Okafor", two, 3],
      ["Tunde Bello", two, 4],
    ]);

    // Two at a full table, two at a table with one free seat: nowhere of theirs has room, so the couple chooses.
    await move(["Emeka Okafor", "Tunde Bello", "Priya Shah"], one!);
    await move(["Sam Smith"], two!);
    const nowhere = await calls.gather({ version: plan.version, partyId: family });
    expectError(nowhere, 409, "conflict");
    expect(nowhere.json().error.message).toBe("No table where The Okafor family sit has room for all 4, or it is locked; choose a table for them.");
    const full = await calls.gather({ version: plan.version, partyId: family, tableId: one! });
    expectError(full, 409, "conflict");
    expect(full.json().error.message).toBe("Table 1 has 0 free seats, and 2 people need one.");
    expect((await calls.plan()).version).toBe(plan.version);
    plan = (await calls.updateTable(three!, { version: plan.version, locked: true })).json<SeatingView>();
    expectError(await calls.gather({ version: plan.version, partyId: family, tableId: three! }), 409, "conflict");
    plan = (await calls.updateTable(three!, { version: plan.version, locked: false })).json<SeatingView>();
    plan = (await calls.gather({ version: plan.version, partyId: family, tableId: three! })).json<SeatingView>();
    expect(new Set(okafors().map(([, tableId]) => tableId))).toEqual(new Set([three]));

    expectError(await calls.gather({ version: plan.version - 1, partyId: family }), 409, "conflict");
    expectError(await calls.gather({ version: plan.version, partyId: "nobody" }), 404);
    const other = await seedWedding(t.app);
    expectError(await seatingCalls(t.app, { ...other, wedding: seed.wedding }).gather({ version: plan.version, partyId: family }), 403);
    expect((await calls.plan()).version).toBe(plan.version);
  });

  it("marks a seated guest who declines, never drops them, and lets the couple unseat them", async () => {
    const { calls, smith } = await wedding();
    let plan = (await calls.addTables({ version: 0, count: 1, shape: "rectangular", seats: 8 })).json<SeatingView>();
    const table = plan.tables[0]!.id;
    plan = (await calls.move({ version: plan.version, personKeys: keysOf(plan, "The Smiths"), tableId: table })).json<SeatingView>();
    expect(plan.people.filter((person) => person.partyName === "The Smiths").map((person) => person.status)).toEqual(["tentative", "tentative"]);

    const [jo, sam] = smith.guests.map((guest) => guest.id);
    const declined = await calls.replyByLink(smith, {
      guests: [
        { guestId: jo, attending: true },
        { guestId: sam, attending: false },
      ],
      responses: {},
    });
    expect(declined.statusCode, declined.body).toBe(200);
    plan = await calls.plan();
    const smiths = plan.people.filter((person) => person.partyName === "The Smiths");
    expect(smiths.map(({ name, status, tableId }) => ({ name, status, tableId }))).toEqual([
      { name: "Jo Smith", status: "coming", tableId: table },
      { name: "Sam Smith", status: "declined", tableId: table },
    ]);
    // A declined person cannot be seated again once unseated.
    plan = (await calls.move({ version: plan.version, personKeys: [smiths[1]!.key], tableId: null })).json<SeatingView>();
    expect(plan.people.some((person) => person.name === "Sam Smith")).toBe(false);
    expectError(await calls.move({ version: plan.version, personKeys: [smiths[1]!.key], tableId: table }), 400, "validation_failed");
  });

  it("saves an automatic plan whole and refuses one that breaks a hard rule, storing nothing", async () => {
    const { calls } = await wedding();
    let plan = (await calls.addTables({ version: 0, count: 3, shape: "round", seats: 4 })).json<SeatingView>();
    const outcome = planSeating(storedPlanInput(plan), { seed: 7, mode: "fill", effort: 0.05 });
    if (outcome.status !== "planned") throw new Error(outcome.status);
    const seats = outcome.best.placed.map(({ personId, tableId, seat }) => ({ personKey: personId, tableId, seat }));

    const [a, b] = plan.tables.map((table) => table.id);
    const family = new Set(keysOf(plan, "The Okafor family"));
    const first = seats.findIndex((seat) => family.has(seat.personKey));
    const split = seats.map((seat, i) => (i === first ? { ...seat, tableId: seat.tableId === a ? b! : a!, seat: null } : seat));
    const broken = await calls.save({ version: plan.version, seats: split });
    expectError(broken, 400, "validation_failed");
    expect(broken.json().error.message).toContain("The Okafor family sit at different tables");
    const twice = await calls.save({ version: plan.version, seats: [...seats, { ...seats[0]!, seat: null }] });
    expect(twice.json().error.message).toContain("is placed twice");
    const stranger = await calls.save({ version: plan.version, seats: [{ personKey: "guest:00000000-0000-4000-8000-000000000000", tableId: a!, seat: 1 }] });
    expectError(stranger, 400);
    expect((await calls.plan()).people.every((person) => person.tableId === null)).toBe(true);

    const saved = await calls.save({ version: plan.version, seats });
    expect(saved.statusCode, saved.body).toBe(200);
    plan = saved.json<SeatingView>();
    expect(plan.people.filter((person) => person.tableId).length).toBe(7);
    expect(new Set(plan.people.filter((person) => person.partyName === "The Okafor family").map((person) => person.tableId)).size).toBe(1);
    expectError(await calls.save({ version: plan.version - 1, seats }), 409, "conflict");
  });

  it("refuses bad input with a 400 and stores nothing", async () => {
    const { calls } = await wedding();
    expectError(await calls.move({ version: 0, personKeys: [], tableId: null }), 400);
    expectError(await calls.move({ version: -1, personKeys: ["x"], tableId: null }), 400);
    expectError(await calls.flags({ version: 0, personKeys: ["x"] }), 400);
    expectError(await calls.updateTable("not-a-uuid", { version: 0 }), 400);
    expectError(await calls.updateTable("00000000-0000-4000-8000-000000000000", { version: 0, name: "X" }), 404);
    expectError(await calls.save({ version: 0, seats: Array.from({ length: 1_001 }, (_, i) => ({ personKey: `k${i}`, tableId: "t", seat: null })) }), 400);
    expect((await calls.plan()).version).toBe(0);
  });

  it("places the room's fixed features under the plan's version, within the room and 30 a plan, and only for its own couple", async () => {
    const { seed, calls } = await wedding();
    const added = await calls.addFeature({ version: 0, kind: "dance-floor", x: 1000, y: 800 });
    expect(added.statusCode, added.body).toBe(200);
    let plan = added.json<SeatingView>();
    expect(plan.version).toBe(1);
    expect(plan.features).toEqual([{ id: expect.any(String), kind: "dance-floor", x: 1000, y: 800, width: 600, depth: 600, rotation: 0 }]);
    const floor = plan.features[0]!.id;
    plan = (await calls.updateFeature(floor, { version: 1, x: 1200, rotation: 15 })).json<SeatingView>();
    expect(plan.features[0]).toMatchObject({ x: 1200, y: 800, rotation: 15 });

    // A screen that saw version 1 is refused, and nothing moves.
    expectError(await calls.updateFeature(floor, { version: 1, x: 50 }), 409, "conflict");
    expectError(await calls.addFeature({ version: 1, kind: "bar", x: 10, y: 10 }), 409, "conflict");
    // Outside the room, a size no room has, a kind we do not know, a field we do not take: 400s.
    for (const bad of [
      { version: 2, kind: "exit", x: -1, y: 10 },
      { version: 2, kind: "exit", x: 10, y: 5_001 },
      { version: 2, kind: "exit", x: 10, y: 10, width: 2_001 },
      { version: 2, kind: "exit", x: 10, y: 10, rotation: 360 },
      { version: 2, kind: "pool", x: 10, y: 10 },
      { version: 2, kind: "exit", x: 10, y: 10, label: "Main door" },
      { version: 2, kind: "exit", x: 10.5, y: 10 },
    ])
      expectError(await calls.addFeature(bad as never), 400, "validation_failed");
    expectError(await calls.updateFeature(floor, { version: 2, depth: 10 }), 400, "validation_failed");
    expectError(await calls.updateTable("00000000-0000-4000-8000-000000000000", { version: 2, x: 5_001 }), 400, "validation_failed");
    expectError(await calls.updateFeature("00000000-0000-4000-8000-000000000000", { version: 2, x: 5 }), 404);
    expect((await calls.plan()).features).toEqual(plan.features);

    // Another couple's key reaches neither this room nor, through their own wedding, this feature.
    const other = await seedWedding(t.app);
    const stranger = seatingCalls(t.app, { ...other, wedding: seed.wedding });
    expectError(await stranger.addFeature({ version: 2, kind: "bar", x: 10, y: 10 }), 403);
    expectError(await stranger.updateFeature(floor, { version: 2, x: 10 }), 403);
    expectError(await stranger.deleteFeature(floor, 2), 403);
    expectError(await seatingCalls(t.app, other).updateFeature(floor, { version: 0, x: 10 }), 404);
    expect((await calls.plan()).features).toEqual(plan.features);

    // 30 a plan: the 31st is refused and nothing is stored.
    for (let i = 1; i < 30; i++) plan = (await calls.addFeature({ version: plan.version, kind: "exit", x: 100 * i, y: 0 })).json<SeatingView>();
    expect(plan.features).toHaveLength(30);
    const full = await calls.addFeature({ version: plan.version, kind: "bar", x: 10, y: 10 });
    expectError(full, 400, "validation_failed");
    expect(full.json().error.fields.kind).toContain("at most 30");
    expect((await calls.plan()).features).toHaveLength(30);
    plan = (await calls.deleteFeature(floor, plan.version)).json<SeatingView>();
    expect(plan.features.map((feature) => feature.kind)).not.toContain("dance-floor");
  });

  it("seats someone who needs to be near an exit at a table near one, marked before they are seated", async () => {
    const { calls } = await wedding();
    let plan = (await calls.addTables({ version: 0, count: 3, shape: "round", seats: 10 })).json<SeatingView>();
    // Tables stand at x 200, 400 and 600 on y 200; a door at x 950 (875 to 1025) is within 3 m of the third only.
    plan = (await calls.addFeature({ version: plan.version, kind: "exit", x: 950, y: 200 })).json<SeatingView>();
    const [priya] = keysOf(plan, "Priya Shah");
    expectError(await calls.flags({ version: plan.version, personKeys: ["guest:00000000-0000-4000-8000-000000000000"], nearExit: true }), 400);
    const marked = await calls.flags({ version: plan.version, personKeys: [priya!], nearExit: true });
    expect(marked.statusCode, marked.body).toBe(200);
    plan = marked.json<SeatingView>();
    expect(plan.people.find((person) => person.key === priya)).toMatchObject({ nearExit: true, tableId: null });

    const outcome = planSeating(storedPlanInput(plan), { seed: 3, mode: "fill", effort: 0.05 });
    if (outcome.status !== "planned") throw new Error(outcome.status);
    expect(outcome.best.placed.find((seat) => seat.personId === priya)?.tableId).toBe(plan.tables[2]!.id);
    const saved = await calls.save({
      version: plan.version,
      seats: outcome.best.placed.map(({ personId, tableId, seat }) => ({ personKey: personId, tableId, seat })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    plan = (await calls.flags({ version: saved.json<SeatingView>().version, personKeys: [priya!], nearExit: false })).json<SeatingView>();
    expect(plan.people.find((person) => person.key === priya)).toMatchObject({ nearExit: false, tableId: plan.tables[2]!.id });
  });

  it("lets one of two concurrent moves on the same version through, never over capacity", async () => {
    const { calls } = await wedding();
    const plan = (await calls.addTables({ version: 0, count: 1, shape: "round", seats: 4 })).json<SeatingView>();
    const table = plan.tables[0]!.id;
    const [okafor, smith] = [keysOf(plan, "The Okafor family"), keysOf(plan, "The Smiths")];
    const results = await Promise.all([
      calls.move({ version: plan.version, personKeys: okafor, tableId: table }),
      calls.move({ version: plan.version, personKeys: smith, tableId: table }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const after = await calls.plan();
    expect(after.people.filter((person) => person.tableId === table).length).toBeLessThanOrEqual(4);
    expect(after.version).toBe(plan.version + 1);
  });
});

export type { SeededWedding };
