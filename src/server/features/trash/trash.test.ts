import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Party } from "../../../contract/guest-list";
import type { SeatingView } from "../../../contract/seating-plan";
import type { RestoreResult, TrashList } from "../../../contract/trash";
import { TRASH_DAYS } from "../../../contract/trash";
import { expectError, rsvpFor, submitRsvp } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import { deleteExpired, insertEntry } from "./repository";
import { keepInTrash, TRASH_PAYLOAD_BYTES } from "./service";

// The trash (issue 31 item 3; docs/decisions/0049-trash.md): a deleted household or reply comes
// back with the same ids and what was tied to it; a seat taken meanwhile leaves its person
// unseated and the answer says so; entries are the wedding's own, expire and are bounded.

describe.each(ENGINES)("the trash on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  const trashOf = async (seed: SeededWedding) =>
    (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/trash`, headers: seed.auth })).json<TrashList>();
  const restore = (seed: SeededWedding, entryId: string, auth = seed.auth) =>
    t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/trash/${entryId}/restore`, headers: auth });
  const linkView = (seed: SeededWedding, party: Party) =>
    t.app.inject({ method: "GET", url: `/api/invitations/mine?wedding=${seed.wedding.uniqueCode}`, headers: { "x-invitation-token": party.invitationToken } });
  /** The guest list's, the seating plan's and the invitation link's own routes, as the couple's and a guest's screens call them. */
  const seatingCalls = (app: TestApp["app"], seed: SeededWedding) => {
    const base = `/api/weddings/${seed.wedding.id}/seating`;
    const headers = seed.auth;
    return {
      plan: async () => (await app.inject({ method: "GET", url: base, headers })).json<SeatingView>(),
      addTables: (payload: object) => app.inject({ method: "POST", url: `${base}/tables`, headers, payload }),
      move: (payload: object) => app.inject({ method: "POST", url: `${base}/moves`, headers, payload }),
      updateTable: (id: string, payload: object) => app.inject({ method: "PUT", url: `${base}/tables/${id}`, headers, payload }),
      invite: async (payload: object) =>
        (await app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/parties`, headers, payload })).json<Party>(),
      replyByLink: (party: Party, payload: object) =>
        app.inject({
          method: "PUT",
          url: `/api/invitations/mine?wedding=${seed.wedding.uniqueCode}`,
          headers: { "x-invitation-token": party.invitationToken },
          payload,
        }),
    };
  };
  const rows = async (query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  it("a deleted household comes back with its people, reply and seats; a seat taken or a table full meanwhile leaves its person unseated", async () => {
    const seed = await seedWedding(t.app);
    const calls = seatingCalls(t.app, seed);
    const okafors = await calls.invite({
      name: "The Okafors",
      guests: [
        { firstName: "Ada", lastName: "Okafor" },
        { firstName: "Chidi", lastName: "Okafor" },
      ],
    });
    const shah = await calls.invite({ name: "Priya Shah", guests: [{ firstName: "Priya", lastName: "Shah" }] });
    const [ada, chidi] = okafors.guests.map((guest) => guest.id);
    const sent = await calls.replyByLink(okafors, {
      guests: [
        { guestId: ada, attending: true },
        { guestId: chidi, attending: true },
      ],
      responses: {},
    });
    expect(sent.statusCode, sent.body).toBe(200);
    let plan = (await calls.addTables({ version: 0, count: 1, shape: "round", seats: 2 })).json<SeatingView>();
    const table = plan.tables[0]!.id;
    plan = (await calls.move({ version: plan.version, personKeys: [`guest:${ada}`, `guest:${chidi}`], tableId: table })).json<SeatingView>();
    const replyId = (await rows(sql`select id from responses where party_id = ${okafors.id}`))[0]!.id as string;

    const deleted = await t.app.inject({ method: "DELETE", url: `/api/parties/${okafors.id}`, headers: seed.auth });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await linkView(seed, okafors)).statusCode).toBe(404);
    plan = await calls.plan();
    expect(plan.people.filter((person) => person.tableId === table)).toEqual([]);
    const trash = await trashOf(seed);
    expect(trash.entries).toEqual([
      {
        id: expect.any(String),
        kind: "party",
        recordId: okafors.id,
        label: "The Okafors",
        deletedAt: expect.any(String),
        deletedBy: "The couple",
        expiresAt: expect.any(String),
      },
    ]);
    const entry = trash.entries[0]!;
    expect(Date.parse(entry.expiresAt) - Date.parse(entry.deletedAt)).toBe(TRASH_DAYS * 24 * 60 * 60 * 1000);
    // The list never carries what the entry holds (the household's token hash, its people).
    expect(JSON.stringify(trash)).not.toContain("Chidi");

    // Meanwhile Priya takes Ada's chair, and the table shrinks to that one chair.
    plan = (await calls.move({ version: plan.version, personKeys: [`guest:${shah.guests[0]!.id}`], tableId: table })).json<SeatingView>();
    const shrunk = await calls.updateTable(table, { version: plan.version, seats: 1 });
    expect(shrunk.statusCode, shrunk.body).toBe(200);

    // Another wedding's key opens nothing here, and its own trash has no such entry.
    const other = await seedWedding(t.app);
    expectError(await restore(seed, entry.id, other.auth), 403);
    expectError(await restore(other, entry.id), 404);
    expectError(await restore(seed, "not-an-id"), 404);

    const back = await restore(seed, entry.id);
    expect(back.statusCode, back.body).toBe(200);
    const result = back.json<RestoreResult>();
    expect(result).toMatchObject({ kind: "party", id: okafors.id, label: "The Okafors", skipped: [] });
    // Ada's chair is taken (the unique seat), Chidi's would take the table past its one seat (the capacity trigger).
    expect([...result.unseated].sort()).toEqual(["Ada Okafor", "Chidi Okafor"]);

    // The same household, people and link; its reply is its own again; one of them sits at the table.
    const view = await linkView(seed, okafors);
    expect(view.statusCode, view.body).toBe(200);
    expect((await rows(sql`select party_id from responses where id = ${replyId}`))[0]!.party_id).toBe(okafors.id);
    plan = await calls.plan();
    expect(plan.people.filter((person) => person.tableId === table).map((person) => person.name)).toEqual(["Priya Shah"]);
    expect(plan.people.filter((person) => person.partyId === okafors.id).map((person) => person.status)).toEqual(["coming", "coming"]);
    expect((await trashOf(seed)).entries).toEqual([]);
    expectError(await restore(seed, entry.id), 404);
  });

  it("a deleted reply comes back with its id, its people's seats and its edit link", async () => {
    const seed = await seedWedding(t.app);
    const calls = seatingCalls(t.app, seed);
    const submitted = await submitRsvp(t.app, rsvpFor(seed));
    const { id, editToken } = submitted.json<{ id: string; editToken: string }>();
    let plan = (await calls.addTables({ version: 0, count: 1, shape: "round", seats: 4 })).json<SeatingView>();
    const key = plan.people.find((person) => person.name === "Priya Shah")!.key;
    plan = (await calls.move({ version: plan.version, personKeys: [key], tableId: plan.tables[0]!.id })).json<SeatingView>();

    expect((await t.app.inject({ method: "DELETE", url: `/api/responses/${id}`, headers: seed.auth })).statusCode).toBe(204);
    const [entry] = (await trashOf(seed)).entries;
    expect(entry).toMatchObject({ kind: "reply", label: "Priya Shah" });
    const back = await restore(seed, entry!.id);
    expect(back.json<RestoreResult>()).toEqual({ kind: "reply", id, label: "Priya Shah", unseated: [], skipped: [] });
    const own = await t.app.inject({ method: "GET", url: `/api/responses/${id}/guest`, headers: { "x-edit-token": editToken } });
    expect(own.statusCode, own.body).toBe(200);
    expect((await calls.plan()).people.find((person) => person.key === key)!.tableId).toBe(plan.tables[0]!.id);
  });

  it("a guest erasing their reply leaves nothing of it in the trash, even when the couple had deleted it", async () => {
    const seed = await seedWedding(t.app);
    const calls = seatingCalls(t.app, seed);
    const party = await calls.invite({ name: "The Shahs", guests: [{ firstName: "Priya", lastName: "Shah" }] });
    const linked = (await submitRsvp(t.app, rsvpFor(seed))).json<{ id: string; editToken: string }>();
    const link = await t.app.inject({ method: "PUT", url: `/api/responses/${linked.id}/party`, headers: seed.auth, payload: { partyId: party.id } });
    expect(link.statusCode, link.body).toBe(200);
    expect((await t.app.inject({ method: "DELETE", url: `/api/parties/${party.id}`, headers: seed.auth })).statusCode).toBe(204);
    const deleted = (await submitRsvp(t.app, rsvpFor(seed, { guestName: "Tunde Bello" }))).json<{ id: string; editToken: string }>();
    expect((await t.app.inject({ method: "DELETE", url: `/api/responses/${deleted.id}`, headers: seed.auth })).statusCode).toBe(204);
    const holding = async (id: string) => (await rows(sql`select count(*)::int as n from trash_entries where payload::text like ${`%${id}%`}`))[0]!.n;
    expect(await holding(linked.id)).toBe(1);
    expect(await holding(deleted.id)).toBe(1);

    const erase = (id: string, token: string) => t.app.inject({ method: "DELETE", url: `/api/responses/${id}/guest`, headers: { "x-edit-token": token } });
    expectError(await erase(deleted.id, linked.editToken), 403);
    expect((await erase(linked.id, linked.editToken)).statusCode).toBe(204);
    expect((await erase(deleted.id, deleted.editToken)).statusCode).toBe(204);
    expect(await holding(linked.id)).toBe(0);
    expect(await holding(deleted.id)).toBe(0);
    // The household itself stays in the trash, restorable without the reply.
    const [entry] = (await trashOf(seed)).entries;
    expect(entry).toMatchObject({ kind: "party", label: "The Shahs" });
    expect((await restore(seed, entry!.id)).json<RestoreResult>()).toMatchObject({ id: party.id, skipped: [] });
  });

  it("entries past their 30 days are gone, a wedding's trash keeps its newest entries, and a payload is bounded", async () => {
    const seed = await seedWedding(t.app);
    const calls = seatingCalls(t.app, seed);
    // The guest list's bulk delete goes to the trash too, one entry a household; another wedding's id is ignored.
    const lees = await calls.invite({ name: "The Lees", guests: [{ firstName: "Min", lastName: "Lee" }] });
    const kims = await calls.invite({ name: "The Kims", guests: [{ firstName: "Ji", lastName: "Kim" }] });
    const other = await seedWedding(t.app);
    const theirs = await seatingCalls(t.app, other).invite({ name: "Theirs", guests: [{ firstName: "Al", lastName: "Lone" }] });
    const bulk = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/parties/bulk`,
      headers: seed.auth,
      payload: { ids: [lees.id, kims.id, theirs.id], action: { type: "delete" } },
    });
    expect(bulk.json()).toEqual({ updated: 2 });
    expect((await trashOf(seed)).entries.map((e) => e.label).sort()).toEqual(["The Kims", "The Lees"]);
    expect((await trashOf(other)).entries).toEqual([]);
    const entry = (await trashOf(seed)).entries.find((e) => e.label === "The Lees");
    await t.database.db.execute(sql`update trash_entries set expires_at = now() - interval '1 second' where id = ${entry!.id}`);
    expect((await trashOf(seed)).entries.map((e) => e.label)).toEqual(["The Kims"]);
    expectError(await restore(seed, entry!.id), 404);
    // The sweep (every 10 minutes in the app) deletes it, whatever the wedding.
    expect(await deleteExpired(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await rows(sql`select id from trash_entries where id = ${entry!.id}`)).toEqual([]);

    const db = t.database.db;
    const payload = { rows: {}, seats: [], mail: [], links: {} };
    for (const [i, label] of ["one", "two", "three", "four"].entries()) {
      const row = { weddingId: seed.wedding.id, kind: "reply", recordId: crypto.randomUUID(), label, authorName: "The couple", payload };
      const deletedAt = new Date(Date.now() + i * 1000);
      await db.transaction((tx) => insertEntry(tx, { ...row, deletedAt, expiresAt: new Date(Date.now() + 60_000) }, 3));
    }
    expect((await trashOf(seed)).entries.map((e) => e.label)).toEqual(["four", "three", "two"]);
    // The expired entry and the oldest went with the bound's pruning.
    expect((await rows(sql`select count(*)::int as n from trash_entries where wedding_id = ${seed.wedding.id}`))[0]!.n).toBe(3);

    const huge = { rows: { responses: [{ note: "x".repeat(TRASH_PAYLOAD_BYTES) }] }, seats: [], mail: [], links: {} };
    await expect(
      db.transaction((tx) =>
        keepInTrash(tx, { weddingId: seed.wedding.id, kind: "reply", recordId: crypto.randomUUID(), label: "big", actor: { kind: "owner" }, payload: huge }),
      ),
    ).rejects.toMatchObject({ code: "payload_too_large" });
  });
});
