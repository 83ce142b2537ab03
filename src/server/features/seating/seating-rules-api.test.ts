import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HostEvent, HostEventList } from "../../../contract/events";
import type { SeatingView } from "../../../contract/seating-plan";
import { MAX_RULES_PER_PLAN } from "../../../contract/seating-rules";
import { ruleStatuses } from "../../../contract/seating/rule-status";
import { seatingRules } from "../../db/schema";
import { expectError } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import { seatingCalls } from "./test-seating";

// The couple's seating rules (issue 30 item 4; docs/decisions/0042-seating-rules.md): stored per
// plan, checked, bounded, dropped in words when whom they name is gone, and kept by the server:
// a saved plan that breaks a keep-apart is refused.

const household = (name: string, family: string, ...given: string[]) => ({ name, guests: given.map((firstName) => ({ firstName, lastName: family })) });

describe.each(ENGINES)("seating rules on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  async function wedding() {
    const seed = await seedWedding(t.app);
    const calls = seatingCalls(t.app, seed);
    const okafors = await calls.invite(household("The Okafor family", "Okafor", "Ada", "Chidi"));
    const smiths = await calls.invite(household("The Smiths", "Smith", "Ben", "Jo"));
    const shah = await calls.invite(household("Priya Shah", "Shah", "Priya"));
    const plan = await calls.plan();
    const key = (name: string) => plan.people.find((person) => person.name === name)!.key;
    return { seed, calls, okafors, smiths, shah, key };
  }
  /** An extra event of a wedding, through the events' own API (docs/decisions/0019-events.md). */
  const eventCalls = (seed: SeededWedding) => ({
    add: async (payload: object) =>
      (await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/events`, headers: seed.auth, payload })).json<HostEvent>(),
    invite: (id: string, payload: object) => t.app.inject({ method: "PUT", url: `/api/events/${id}/invitation`, headers: seed.auth, payload }),
    list: async () => (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/events`, headers: seed.auth })).json<HostEventList>(),
  });
  const storedRules = (weddingId: string) => t.database.db.select().from(seatingRules).where(eq(seatingRules.weddingId, weddingId));

  it("adds and removes rules on the plan's version, and refuses nonsense with a 4xx storing nothing", async () => {
    const { seed, calls, okafors, smiths, key } = await wedding();
    const added = await calls.addRule({ version: 0, kind: "apart", a: { partyId: okafors.id }, b: { personKey: key("Ben Smith") }, note: "Old feud" });
    expect(added.statusCode, added.body).toBe(200);
    let plan = added.json<SeatingView>();
    expect(plan.rules).toEqual([
      {
        id: expect.any(String),
        kind: "apart",
        a: { type: "party", id: okafors.id, name: "The Okafor family" },
        b: { type: "person", id: key("Ben Smith"), name: "Ben Smith" },
        note: "Old feud",
      },
    ]);
    const v = plan.version;
    // The same rule again, either way round, or its opposite.
    expectError(await calls.addRule({ version: v, kind: "apart", a: { personKey: key("Ben Smith") }, b: { partyId: okafors.id } }), 409, "conflict");
    const opposite = expectError(await calls.addRule({ version: v, kind: "together", a: { personKey: key("Ben Smith") }, b: { partyId: okafors.id } }), 409);
    expect(opposite.message).toBe("Ben Smith and The Okafor family are to be kept apart; remove that rule first.");
    // With itself, within one household, a stranger, a head rule with two subjects, too long a note.
    expectError(await calls.addRule({ version: v, kind: "together", a: { partyId: smiths.id }, b: { partyId: smiths.id } }), 400, "validation_failed");
    const own = expectError(await calls.addRule({ version: v, kind: "apart", a: { personKey: key("Ben Smith") }, b: { partyId: smiths.id } }), 400);
    expect(own.message).toContain("Ben Smith is part of The Smiths; a household sits together.");
    expectError(await calls.addRule({ version: v, kind: "apart", a: { personKey: key("Ada Okafor") }, b: { personKey: key("Chidi Okafor") } }), 400);
    expectError(
      await calls.addRule({ version: v, kind: "apart", a: { personKey: "guest:00000000-0000-4000-8000-000000000000" }, b: { partyId: smiths.id } }),
      400,
    );
    expectError(await calls.addRule({ version: v, kind: "head", a: { partyId: smiths.id }, b: { partyId: okafors.id } }), 400);
    expectError(await calls.addRule({ version: v, kind: "together", a: { partyId: smiths.id }, b: { partyId: okafors.id }, note: "x".repeat(201) }), 400);
    expectError(await calls.addRule({ version: v - 1, kind: "head", a: { partyId: smiths.id } }), 409, "conflict");
    expect(await storedRules(seed.wedding.id)).toHaveLength(1);
    expect((await calls.plan()).version).toBe(v);

    // Another wedding's host can neither add nor remove.
    const other = await seedWedding(t.app);
    const stranger = seatingCalls(t.app, { ...other, wedding: seed.wedding });
    expectError(await stranger.addRule({ version: v, kind: "head", a: { partyId: smiths.id } }), 403);
    expectError(await stranger.removeRule(plan.rules[0]!.id, v), 403);

    plan = (await calls.addRule({ version: v, kind: "head", a: { personKey: key("Priya Shah") } })).json<SeatingView>();
    expect(plan.rules.map((rule) => rule.kind)).toEqual(["apart", "head"]);
    expectError(await calls.removeRule("00000000-0000-4000-8000-000000000000", plan.version), 404);
    const removed = await calls.removeRule(plan.rules[0]!.id, plan.version);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<SeatingView>().rules.map((rule) => rule.kind)).toEqual(["head"]);
  });

  it(`keeps at most ${MAX_RULES_PER_PLAN} rules a plan`, async () => {
    const { seed, calls, okafors, smiths, shah } = await wedding();
    const plan = (await calls.addRule({ version: 0, kind: "head", a: { partyId: shah.id } })).json<SeatingView>();
    const [row] = await storedRules(seed.wedding.id);
    const { id: _id, createdAt: _at, ...copy } = row!;
    await t.database.db.insert(seatingRules).values(Array.from({ length: MAX_RULES_PER_PLAN - 1 }, () => copy));
    const full = expectError(await calls.addRule({ version: plan.version, kind: "together", a: { partyId: okafors.id }, b: { partyId: smiths.id } }), 400);
    expect(full.message).toContain(`at most ${MAX_RULES_PER_PLAN} rules`);
    expect(await storedRules(seed.wedding.id)).toHaveLength(MAX_RULES_PER_PLAN);
  });

  it("refuses to save a plan that breaks a keep-apart, while a move by hand may (the rule shows broken)", async () => {
    const { calls, okafors, smiths } = await wedding();
    let plan = (await calls.addTables({ version: 0, count: 2, shape: "round", seats: 6 })).json<SeatingView>();
    plan = (await calls.addRule({ version: plan.version, kind: "apart", a: { partyId: okafors.id }, b: { partyId: smiths.id } })).json<SeatingView>();
    const [one, two] = plan.tables.map((table) => table.id);
    const everyone = plan.people.map((person, i) => ({ personKey: person.key, tableId: person.partyId === okafors.id ? one! : one!, seat: i + 1 }));
    const broken = expectError(await calls.save({ version: plan.version, seats: everyone }), 400, "validation_failed");
    expect(broken.message).toContain("The Okafor family and The Smiths are to be kept apart but sit together at Table 1.");
    expect((await calls.plan()).people.every((person) => person.tableId === null)).toBe(true);

    const apart = plan.people.map((person, i) => ({ personKey: person.key, tableId: person.partyId === smiths.id ? two! : one!, seat: i + 1 }));
    const saved = await calls.save({ version: plan.version, seats: apart });
    expect(saved.statusCode, saved.body).toBe(200);
    plan = saved.json<SeatingView>();
    expect(ruleStatuses(plan)).toEqual([{ ruleId: plan.rules[0]!.id, state: "kept", text: "The Okafor family and The Smiths sit at different tables." }]);

    const smithKeys = plan.people.filter((person) => person.partyId === smiths.id).map((person) => person.key);
    const moved = await calls.move({ version: plan.version, personKeys: smithKeys, tableId: one! });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(ruleStatuses(moved.json<SeatingView>())[0]).toMatchObject({ state: "broken", text: "The Okafor family and The Smiths sit together at Table 1." });
  });

  it("takes a rule along when its household is deleted (the trash keeps it); drops one naming a guest taken off a household, says so, and removes it at the next write", async () => {
    const { seed, calls, okafors, smiths, key } = await wedding();
    await calls.addRule({ version: 0, kind: "together", a: { partyId: okafors.id }, b: { partyId: smiths.id } });
    const gone = await t.app.inject({ method: "DELETE", url: `/api/parties/${smiths.id}`, headers: seed.auth });
    expect(gone.statusCode, gone.body).toBe(204);
    let plan = (await calls.get()).json<SeatingView>();
    expect([...plan.rules, ...plan.droppedRules]).toEqual([]);
    expect(await storedRules(seed.wedding.id)).toHaveLength(0);

    // Chidi taken off the Okafors' household: the rule naming him no longer applies, and says why.
    plan = (
      await calls.addRule({ version: plan.version, kind: "apart", a: { personKey: key("Chidi Okafor") }, b: { personKey: key("Priya Shah") } })
    ).json<SeatingView>();
    const [ada] = okafors.guests;
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/parties/${okafors.id}`,
      headers: seed.auth,
      payload: { name: "The Okafor family", guests: [{ id: ada!.id, firstName: "Ada", lastName: "Okafor" }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const res = await calls.get();
    expect(res.statusCode, res.body).toBe(200);
    plan = res.json<SeatingView>();
    expect(plan.rules).toEqual([]);
    expect(plan.droppedRules).toEqual([
      {
        id: expect.any(String),
        text: "The keep-apart rule for Chidi Okafor and Priya Shah no longer applies: Chidi Okafor is no longer coming or on the guest list.",
      },
    ]);
    expect(await storedRules(seed.wedding.id)).toHaveLength(1);
    const next = await calls.addTables({ version: plan.version, count: 1, shape: "round", seats: 8 });
    expect(next.json<SeatingView>().droppedRules).toEqual([]);
    expect(await storedRules(seed.wedding.id)).toHaveLength(0);
  });

  it("keeps an extra event's plan apart from the wedding's, seating only the people coming to that event", async () => {
    const { seed, calls, okafors, smiths, shah } = await wedding();
    const events = eventCalls(seed);
    const dinner = await events.add({ name: "Rehearsal dinner" });
    expect((await events.invite(dinner.id, { visibility: "invited", partyIds: [okafors.id, smiths.id] })).statusCode).toBe(200);
    const attendance = (await events.list()).questions.find((question) => question.id === dinner.attendanceQuestionId)!;
    const [ada, chidi] = okafors.guests.map((guest) => guest.id);
    const sent = await calls.replyByLink(okafors, {
      guests: [
        { guestId: ada, attending: true },
        { guestId: chidi, attending: true },
      ],
      responses: { [attendance.id]: { [ada!]: attendance.options[0], [chidi!]: attendance.options[1] } },
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const base = `/api/weddings/${seed.wedding.id}/seating`;
    const inject = (method: "GET" | "POST", url: string, payload?: object) =>
      t.app.inject({ method, url, headers: seed.auth, ...(payload ? { payload } : {}) });
    const read = await inject("GET", `${base}?event=${dinner.id}`);
    expect(read.statusCode, read.body).toBe(200);
    let plan = read.json<SeatingView>();
    expect(plan.eventId).toBe(dinner.id);
    expect(plan.events).toEqual([{ id: dinner.id, name: "Rehearsal dinner" }]);
    // Ada said yes to the dinner, Chidi no; the Smiths are invited and have not replied; Priya is not invited.
    expect(plan.people.map((person) => [person.name, person.status])).toEqual([
      ["Ada Okafor", "coming"],
      ["Ben Smith", "tentative"],
      ["Jo Smith", "tentative"],
    ]);
    plan = (await inject("POST", `${base}/tables?event=${dinner.id}`, { version: 0, count: 1, shape: "round", seats: 4 })).json<SeatingView>();
    const moved = await inject("POST", `${base}/moves?event=${dinner.id}`, {
      version: plan.version,
      personKeys: [plan.people[0]!.key],
      tableId: plan.tables[0]!.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const apart = await inject("POST", `${base}/rules?event=${dinner.id}`, {
      version: plan.version + 1,
      kind: "apart",
      a: { partyId: okafors.id },
      b: { partyId: smiths.id },
    });
    expect(apart.statusCode, apart.body).toBe(200);
    // Someone not coming to the dinner cannot be named in its rules, nor seated at its tables.
    expectError(await inject("POST", `${base}/rules?event=${dinner.id}`, { version: plan.version + 2, kind: "head", a: { partyId: shah.id } }), 400);
    const priya = (await calls.plan()).people.find((person) => person.name === "Priya Shah")!.key;
    expectError(await inject("POST", `${base}/moves?event=${dinner.id}`, { version: plan.version + 2, personKeys: [priya], tableId: plan.tables[0]!.id }), 400);

    // The caterer's sheet of the dinner's plan lists the dinner's table and who sits there, not the wedding's.
    const sheet = await inject("GET", `${base}/caterer/export?event=${dinner.id}`);
    expect(sheet.statusCode, sheet.body).toBe(200);
    const rows = Papa.parse<string[]>(sheet.body.replace(/^\uFEFF/, "")).data;
    expect(rows.some((row) => row.includes("Ada Okafor") && row.includes(plan.tables[0]!.name))).toBe(true);
    expect(sheet.body).not.toContain("Priya Shah");
    expectError(await inject("GET", `${base}/caterer/export?event=00000000-0000-4000-8000-000000000000`), 404);

    // The wedding's own plan is untouched: no tables, no rules, everyone unseated.
    const main = await calls.plan();
    expect(main).toMatchObject({ eventId: "main", version: 0, tables: [], rules: [] });
    expect(main.people).toHaveLength(5);
    // Another wedding's event, an unknown one, a malformed one.
    const other = await seedWedding(t.app);
    const theirs = await eventCalls(other).add({ name: "Their brunch" });
    expectError(await inject("GET", `${base}?event=${theirs.id}`), 404);
    expectError(await inject("GET", `${base}?event=00000000-0000-4000-8000-000000000000`), 404);
    expectError(await inject("GET", `${base}?event=brunch`), 400);
  });
});
