import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DoorList, MarkBatch, MarksResult } from "../../../contract/check-in";
import type { Party } from "../../../contract/guest-list";
import { checkIns } from "../../db/schema";
import { expectError, expectPrivate, rsvpFor, submitRsvp } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";

const lindqvists = {
  name: "The Lindqvists",
  guests: [
    { firstName: "Carl", lastName: "Lindqvist" },
    { firstName: "Sofia", lastName: "Lindqvist" },
  ],
};

function doorCalls(app: FastifyInstance, seed: SeededWedding) {
  const base = `/api/weddings/${seed.wedding.id}/check-in`;
  const headers = seed.auth;
  return {
    list: async () => (await app.inject({ method: "GET", url: base, headers })).json<DoorList>(),
    counts: () => app.inject({ method: "GET", url: `${base}/counts`, headers }),
    send: (payload: MarkBatch | object, auth: Record<string, string> = headers) => app.inject({ method: "POST", url: `${base}/marks`, headers: auth, payload }),
  };
}

const mark = (personKey: string, arrived: boolean, at: string) => ({ id: randomUUID(), personKey, arrived, at });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe.each(ENGINES)("check-in at the door on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  const storedMarks = async (weddingId: string) =>
    Number((await t.database.db.select({ n: count() }).from(checkIns).where(eq(checkIns.weddingId, weddingId)))[0]!.n);

  /** A household not heard from (on the list, not expected) and an open-form guest coming. */
  async function wedding() {
    const seed = await seedWedding(t.app);
    const invited = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth, payload: lindqvists });
    expect(invited.statusCode, invited.body).toBe(201);
    expect((await submitRsvp(t.app, rsvpFor(seed))).statusCode).toBe(201);
    const calls = doorCalls(t.app, seed);
    const list = await calls.list();
    const key = (name: string) => list.people.find((person) => person.name === name)!.key;
    return { seed, calls, list, party: invited.json<Party>(), priya: key("Priya Shah"), carl: key("Carl Lindqvist"), sofia: key("Sofia Lindqvist") };
  }

  it("lists the day's people with their household and table, no contact details; marks, undoes and counts", async () => {
    const { seed, calls, priya, carl } = await wedding();
    const res = await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/check-in`, headers: seed.auth });
    expect(res.statusCode).toBe(200);
    expectPrivate(res);
    expect(res.headers.vary).toBe("accept-encoding");
    const list = res.json<DoorList>();
    expect(list.people.map(({ name, partyName, status, table, last }) => ({ name, partyName, status, table, last }))).toEqual([
      { name: "Priya Shah", partyName: "Priya Shah", status: "coming", table: null, last: null },
      { name: "Carl Lindqvist", partyName: "The Lindqvists", status: "tentative", table: null, last: null },
      { name: "Sofia Lindqvist", partyName: "The Lindqvists", status: "tentative", table: null, last: null },
    ]);
    expect(res.body).not.toContain("priya@example.com");
    expect(list.counts).toEqual({ arrived: 0, expected: 1 });

    // Seated at a table: the door shows its name.
    const seating = `/api/weddings/${seed.wedding.id}/seating`;
    const added = await t.app.inject({
      method: "POST",
      url: `${seating}/tables`,
      headers: seed.auth,
      payload: { version: 0, count: 1, shape: "round", seats: 8 },
    });
    const tableId = added.json<{ tables: { id: string }[] }>().tables[0]!.id;
    await t.app.inject({ method: "POST", url: `${seating}/moves`, headers: seed.auth, payload: { version: 1, personKeys: [priya], tableId } });
    expect((await calls.list()).people[0]!.table).toBe("Table 1");

    const arrive = mark(priya, true, minutesAgo(3));
    const sent = await calls.send({ marks: [arrive, mark(carl, true, minutesAgo(3))] });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<MarksResult>()).toEqual({ stored: 2, repeated: 0, counts: { arrived: 2, expected: 1 } });
    expect((await calls.list()).people[0]!.last).toEqual({ id: arrive.id, arrived: true, at: arrive.at });

    // Undo is a mark too; the latest by the device's time wins, whatever order they arrive in.
    const undo = mark(priya, false, minutesAgo(2));
    expect((await calls.send({ marks: [undo] })).json<MarksResult>().counts).toEqual({ arrived: 1, expected: 1 });
    const stale = mark(priya, true, minutesAgo(10));
    expect((await calls.send({ marks: [stale] })).json<MarksResult>()).toMatchObject({ stored: 1, counts: { arrived: 1 } });
    expect((await calls.counts()).json()).toEqual({ arrived: 1, expected: 1 });
  });

  it("stores a replayed batch once, and a mark id used in another wedding is that wedding's own", async () => {
    const { seed, calls, priya, carl, sofia } = await wedding();
    const batch = { marks: [mark(priya, true, minutesAgo(5)), mark(carl, true, minutesAgo(4)), mark(carl, false, minutesAgo(3.5))] };
    expect((await calls.send(batch)).json<MarksResult>()).toEqual({ stored: 3, repeated: 0, counts: { arrived: 1, expected: 1 } });
    // The connection dropped before the answer: the device sends it again, with one more mark.
    const replay = { marks: [...batch.marks, mark(sofia, true, minutesAgo(1))] };
    const again = await calls.send(replay);
    expect(again.json<MarksResult>()).toEqual({ stored: 1, repeated: 3, counts: { arrived: 2, expected: 1 } });
    // The same id twice in one batch, in other letters, is one mark too.
    const twice = mark(sofia, false, minutesAgo(0));
    expect((await calls.send({ marks: [twice, { ...twice, id: twice.id.toUpperCase() }] })).json<MarksResult>()).toMatchObject({ stored: 1, repeated: 1 });
    expect(await storedMarks(seed.wedding.id)).toBe(5);

    // Another wedding's door cannot shadow these ids: its own marks are stored.
    const other = await wedding();
    const copied = await other.calls.send({ marks: [{ ...batch.marks[0]!, personKey: other.priya }] });
    expect(copied.json<MarksResult>()).toMatchObject({ stored: 1, repeated: 0 });
  });

  it("refuses another wedding's person, a bad time or a bad batch whole, storing nothing", async () => {
    const { seed, calls, priya } = await wedding();
    const other = await wedding();
    const refused = expectError(
      await calls.send({ marks: [mark(priya, true, minutesAgo(1)), mark(other.priya, true, minutesAgo(1))] }),
      400,
      "validation_failed",
    );
    expect(refused.fields).toEqual({ "marks.1.personKey": "Not on this wedding's list for the day" });
    const future = expectError(await calls.send({ marks: [mark(priya, true, new Date(Date.now() + 3 * 24 * 3600_000).toISOString())] }), 400);
    expect(Object.keys(future.fields!)).toEqual(["marks.0.at"]);
    for (const bad of [
      { marks: [] },
      { marks: [{ ...mark(priya, true, minutesAgo(1)), id: "not-a-uuid" }] },
      { marks: [{ ...mark(priya, true, minutesAgo(1)), at: "yesterday" }] },
      { marks: [{ ...mark(priya, true, minutesAgo(1)), extra: 1 }] },
      { marks: [{ ...mark(priya, true, minutesAgo(1)), arrived: "yes" }] },
      { marks: Array.from({ length: 501 }, () => mark(priya, true, minutesAgo(1))) },
      {},
    ])
      expectError(await calls.send(bad), 400, "validation_failed");
    expect(await storedMarks(seed.wedding.id)).toBe(0);
    expect((await calls.counts()).json()).toEqual({ arrived: 0, expected: 1 });

    // The couple's host key only: none is a 401, another wedding's a 403.
    expectError(await calls.send({ marks: [mark(priya, true, minutesAgo(1))] }, {}), 401);
    expectError(await calls.send({ marks: [mark(priya, true, minutesAgo(1))] }, other.seed.auth), 403);
    expectError(await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/check-in`, headers: other.seed.auth }), 403);
    expect(await storedMarks(seed.wedding.id)).toBe(0);
  });
});
