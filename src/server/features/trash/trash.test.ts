import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Party } from "../../../contract/guest-list";
import type { SeatingView } from "../../../contract/seating-plan";
import type { RestoreResult, TrashList } from "../../../contract/trash";
import { TRASH_DAYS } from "../../../contract/trash";
import type { AccessLinkCreated, AccessRole } from "../../../contract/access";
import type { HostEvent, HostEventList } from "../../../contract/events";
import type { EventSummary } from "../../../contract/rules/event-summary";
import { expectError, rsvpFor, submitRsvp } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import type { HostSection } from "../../../contract/website";
import { WEBSITE_LIMITS } from "../../../contract/website";
import type { Gift } from "../../../contract/gifts";
import { MAX_GIFTS_PER_WEDDING } from "../../../contract/gifts";
import { deleteExpired, insertEntry } from "./repository";
import { KIND_BOUNDS, keepInTrash, TRASH_PAYLOAD_BYTES } from "./service";

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
      addRule: (payload: object) => app.inject({ method: "POST", url: `${base}/rules`, headers, payload }),
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
  const entryOf = async (seed: SeededWedding, recordId: string) => (await trashOf(seed)).entries.find((entry) => entry.recordId === recordId)!;
  const linkAuth = async (seed: SeededWedding, role: AccessRole) => {
    const res = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/access-links`, headers: seed.auth, payload: { name: role, role } });
    expect(res.statusCode, res.body).toBe(201);
    return { authorization: `Bearer ${res.json<AccessLinkCreated>().secret}` };
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
    // A rule naming her goes and comes back with the reply, even past the plan's next write (which drops a rule naming no one).
    plan = (await calls.addRule({ version: plan.version, kind: "head", a: { personKey: key } })).json<SeatingView>();
    const rule = plan.rules[0]!.id;

    expect((await t.app.inject({ method: "DELETE", url: `/api/responses/${id}`, headers: seed.auth })).statusCode).toBe(204);
    plan = (await calls.addTables({ version: (await calls.plan()).version, count: 1, shape: "round", seats: 4 })).json<SeatingView>();
    expect([...plan.rules, ...plan.droppedRules]).toEqual([]);
    const [entry] = (await trashOf(seed)).entries;
    expect(entry).toMatchObject({ kind: "reply", label: "Priya Shah" });
    const back = await restore(seed, entry!.id);
    expect(back.json<RestoreResult>()).toEqual({ kind: "reply", id, label: "Priya Shah", unseated: [], skipped: [] });
    const own = await t.app.inject({ method: "GET", url: `/api/responses/${id}/guest`, headers: { "x-edit-token": editToken } });
    expect(own.statusCode, own.body).toBe(200);
    const after = await calls.plan();
    expect(after.people.find((person) => person.key === key)!.tableId).toBe(plan.tables[0]!.id);
    expect(after.rules.map((one) => one.id)).toEqual([rule]);
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

    // Ines, who replied on the open form, sat at a table since deleted: its entry names her seat.
    const ines = (await submitRsvp(t.app, rsvpFor(seed, { guestName: "Ines Duarte" }))).json<{ id: string; editToken: string }>();
    let plan = (await calls.addTables({ version: 0, count: 1, shape: "round", seats: 4 })).json<SeatingView>();
    const inesKey = plan.people.find((person) => person.name === "Ines Duarte")!.key;
    plan = (await calls.move({ version: plan.version, personKeys: [inesKey], tableId: plan.tables[0]!.id })).json<SeatingView>();
    const tableGone = await t.app.inject({
      method: "DELETE",
      url: `/api/weddings/${seed.wedding.id}/seating/tables/${plan.tables[0]!.id}?version=${plan.version}&unseat=true`,
      headers: seed.auth,
    });
    expect(tableGone.statusCode, tableGone.body).toBe(200);
    // A rule naming her, deleted too: its entry is about her (its label holds her name).
    const ruled = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/seating/rules`,
      headers: seed.auth,
      payload: { version: tableGone.json<SeatingView>().version, kind: "head", a: { personKey: inesKey } },
    });
    expect(ruled.statusCode, ruled.body).toBe(200);
    const {
      rules: [rule],
      version,
    } = ruled.json<SeatingView>();
    const ruleGone = await t.app.inject({
      method: "DELETE",
      url: `/api/weddings/${seed.wedding.id}/seating/rules/${rule!.id}?version=${version}`,
      headers: seed.auth,
    });
    expect(ruleGone.statusCode, ruleGone.body).toBe(200);
    // A household kept apart from her, deleted: the rule naming both goes into the household's entry.
    const okafors = await calls.invite({ name: "The Okafors", guests: [{ firstName: "Ada", lastName: "Okafor" }] });
    const apart = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/seating/rules`,
      headers: seed.auth,
      payload: { version: ruleGone.json<SeatingView>().version, kind: "apart", a: { partyId: okafors.id }, b: { personKey: inesKey } },
    });
    expect(apart.statusCode, apart.body).toBe(200);
    expect((await t.app.inject({ method: "DELETE", url: `/api/parties/${okafors.id}`, headers: seed.auth })).statusCode).toBe(204);
    expect(await holding(ines.id)).toBe(3);
    const erase = (id: string, token: string) => t.app.inject({ method: "DELETE", url: `/api/responses/${id}/guest`, headers: { "x-edit-token": token } });
    expectError(await erase(deleted.id, linked.editToken), 403);
    expect((await erase(linked.id, linked.editToken)).statusCode).toBe(204);
    expect((await erase(deleted.id, deleted.editToken)).statusCode).toBe(204);
    expect(await holding(linked.id)).toBe(0);
    expect(await holding(deleted.id)).toBe(0);
    expect((await erase(ines.id, ines.editToken)).statusCode).toBe(204);
    expect(await holding(ines.id)).toBe(0);
    expect(JSON.stringify(await rows(sql`select label, payload from trash_entries where wedding_id = ${seed.wedding.id}`))).not.toContain("Ines");
    // The household itself stays in the trash, restorable without the reply.
    const entry = await entryOf(seed, party.id);
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
    // A kind with its own bound (a section's photos are kept while its entry is): its oldest go, the others stay.
    expect(KIND_BOUNDS.section).toBe(24);
    for (const [i, label] of ["s1", "s2", "s3"].entries()) {
      const row = { weddingId: seed.wedding.id, kind: "section", recordId: crypto.randomUUID(), label, authorName: "The couple", payload };
      const deletedAt = new Date(Date.now() + (10 + i) * 1000);
      await db.transaction((tx) => insertEntry(tx, { ...row, deletedAt, expiresAt: new Date(Date.now() + 60_000) }, 10, 2));
    }
    expect((await trashOf(seed)).entries.map((e) => e.label)).toEqual(["s3", "s2", "four", "three", "two"]);

    const huge = { rows: { responses: [{ note: "x".repeat(TRASH_PAYLOAD_BYTES) }] }, seats: [], mail: [], links: {} };
    await expect(
      db.transaction((tx) =>
        keepInTrash(tx, { weddingId: seed.wedding.id, kind: "reply", recordId: crypto.randomUUID(), label: "big", actor: { kind: "owner" }, payload: huge }),
      ),
    ).rejects.toMatchObject({ code: "payload_too_large" });
  });

  it("a deleted event comes back with its invitations, its replies' attendance, its plan's tables and seats, and the website section limited to it", async () => {
    const seed = await seedWedding(t.app);
    const calls = seatingCalls(t.app, seed);
    const ev = {
      list: async () => (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/events`, headers: seed.auth })).json<HostEventList>(),
      remove: (id: string) => t.app.inject({ method: "DELETE", url: `/api/events/${id}`, headers: seed.auth }),
    };
    const okafors = await calls.invite({ name: "The Okafors", guests: [{ firstName: "Ada", lastName: "Okafor" }] });
    const shahs = await calls.invite({ name: "The Shahs", guests: [{ firstName: "Priya", lastName: "Shah" }] });
    const brunch = (
      await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/events`, headers: seed.auth, payload: { name: "Brunch" } })
    ).json<HostEvent>();
    const invited = await t.app.inject({
      method: "PUT",
      url: `/api/events/${brunch.id}/invitation`,
      headers: seed.auth,
      payload: { visibility: "invited", partyIds: [okafors.id, shahs.id] },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const attendance = (await ev.list()).questions.find((question) => question.id === brunch.attendanceQuestionId)!;
    const ada = okafors.guests[0]!.id;
    const replied = await t.app.inject({
      method: "PUT",
      url: "/api/invitations/mine",
      headers: { "x-invitation-token": okafors.invitationToken },
      payload: { guests: [{ guestId: ada, attending: true }], responses: { [attendance.id]: { [ada]: attendance.options[0] } } },
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const plan = `/api/weddings/${seed.wedding.id}/seating`;
    let view = (
      await t.app.inject({
        method: "POST",
        url: `${plan}/tables?event=${brunch.id}`,
        headers: seed.auth,
        payload: { version: 0, count: 1, shape: "round", seats: 4 },
      })
    ).json<SeatingView>();
    const table = view.tables[0]!.id;
    view = (
      await t.app.inject({
        method: "POST",
        url: `${plan}/moves?event=${brunch.id}`,
        headers: seed.auth,
        payload: { version: view.version, personKeys: [`guest:${ada}`], tableId: table },
      })
    ).json<SeatingView>();
    expect(view.people.find((person) => person.key === `guest:${ada}`)?.tableId).toBe(table);
    const section = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/website/sections`,
      headers: seed.auth,
      payload: { kind: "story", title: "Getting to brunch", audience: { kind: "event", eventId: brunch.id } },
    });
    expect(section.statusCode, section.body).toBe(201);
    const summary = async () =>
      (await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.id}/event-summary`, headers: seed.auth }))
        .json<{ events: EventSummary[] }>()
        .events.find((counted) => counted.eventId === brunch.id);
    expect(await summary()).toMatchObject({ attending: 1, pending: 1 });
    const audience = async () => (await rows(sql`select audience_event_id from website_sections where wedding_id = ${seed.wedding.id}`))[0]!.audience_event_id;

    expect((await ev.remove(brunch.id)).statusCode).toBe(204);
    expect((await ev.list()).events.map((event) => event.id)).not.toContain(brunch.id);
    expect(await audience()).toBeNull();
    expect(await rows(sql`select id from seating_tables where id = ${table}`)).toEqual([]);
    // The Shahs are deleted meanwhile: their invitation to the brunch cannot come back, and the answer says so.
    expect((await t.app.inject({ method: "DELETE", url: `/api/parties/${shahs.id}`, headers: seed.auth })).statusCode).toBe(204);
    const entry = await entryOf(seed, brunch.id);
    expect(entry).toMatchObject({ kind: "event", label: "Brunch" });
    // A viewer, the door and an editor of another wedding cannot put it back; nothing moves.
    expectError(await restore(seed, entry.id, await linkAuth(seed, "viewer")), 403);
    expectError(await restore(seed, entry.id, await linkAuth(seed, "door")), 403);
    expectError(await restore(seed, entry.id, await linkAuth(await seedWedding(t.app), "editor")), 403);

    const back = await restore(seed, entry.id, await linkAuth(seed, "editor"));
    expect(back.json<RestoreResult>()).toEqual({
      kind: "event",
      id: brunch.id,
      label: "Brunch",
      unseated: [],
      skipped: ["the invitation of a household deleted since"],
    });
    const again = (await ev.list()).events.find((event) => event.id === brunch.id);
    expect(again).toMatchObject<Partial<HostEvent>>({ name: "Brunch", attendanceQuestionId: attendance.id, invitedPartyIds: [okafors.id] });
    expect(await summary()).toMatchObject({ attending: 1, pending: 0 });
    const restoredPlan = (await t.app.inject({ method: "GET", url: `${plan}?event=${brunch.id}`, headers: seed.auth })).json<SeatingView>();
    expect(restoredPlan.tables.map((row) => row.id)).toEqual([table]);
    expect(restoredPlan.people.find((person) => person.key === `guest:${ada}`)?.tableId).toBe(table);
    expect(await audience()).toBe(brunch.id);
  });

  it("a question deleted, or left out by the editor's save, comes back with its answers; only who may delete a question may restore it", async () => {
    const seed = await seedWedding(t.app);
    const meal = seed.q("meal");
    const sent = await submitRsvp(t.app, rsvpFor(seed));
    expect(sent.statusCode, sent.body).toBe(201);
    const csv = async () => (await t.app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}/export`, headers: seed.auth })).body;
    const mealQuestion = seed.questions.find((question) => question.id === meal)!.question;
    expect(await csv()).toContain("Chicken");

    expect((await t.app.inject({ method: "DELETE", url: `/api/questions/${meal}`, headers: seed.auth })).statusCode).toBe(204);
    expect(await csv()).not.toContain(mealQuestion);
    const entry = await entryOf(seed, meal);
    expect(entry).toMatchObject({ kind: "question", label: mealQuestion });
    // An editor may not delete a question (route-roles.ts), so may not put one back either.
    expectError(await restore(seed, entry.id, await linkAuth(seed, "editor")), 403);
    expect((await restore(seed, entry.id, await linkAuth(seed, "co-host"))).json<RestoreResult>()).toMatchObject({ kind: "question", id: meal, skipped: [] });
    expect(await csv()).toContain(mealQuestion);
    expect(await csv()).toContain("Chicken");

    // The editor's save leaves the meal question out: a delete like any other, one entry.
    const kept = seed.questions.filter((question) => question.id !== meal).map(({ weddingId: _wedding, order: _order, ...question }) => question);
    const saved = await t.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}/questions`, headers: seed.auth, payload: { questions: kept } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await csv()).not.toContain("Chicken");
    const left = await entryOf(seed, meal);
    expect(left).toMatchObject({ kind: "question", label: mealQuestion });
    expect((await restore(seed, left.id)).statusCode).toBe(200);
    expect(await csv()).toContain("Chicken");
    expectError(await restore(seed, left.id), 404);

    // An event's question whose event is deleted since does not come back as the wedding's own: 409 until the event is back.
    const brunch = (
      await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/events`, headers: seed.auth, payload: { name: "Brunch" } })
    ).json<HostEvent>();
    const drinks = await t.app.inject({
      method: "POST",
      url: "/api/questions",
      headers: seed.auth,
      payload: { weddingId: seed.wedding.id, order: "1", question: "Mimosa?", type: "text", eventId: brunch.id },
    });
    const drinksId = drinks.json<{ id: string }>().id;
    expect((await t.app.inject({ method: "DELETE", url: `/api/questions/${drinksId}`, headers: seed.auth })).statusCode).toBe(204);
    expect((await t.app.inject({ method: "DELETE", url: `/api/events/${brunch.id}`, headers: seed.auth })).statusCode).toBe(204);
    const orphan = await entryOf(seed, drinksId);
    expect(expectError(await restore(seed, orphan.id), 409).message).toMatch(/restore the event first/);
    expect((await restore(seed, (await entryOf(seed, brunch.id)).id)).statusCode).toBe(200);
    expect((await restore(seed, orphan.id)).statusCode).toBe(200);
    expect((await rows(sql`select event_id from questions where id = ${drinksId}`))[0]!.event_id).toBe(brunch.id);
  });

  it("a deleted table comes back with its seats; a chair taken meanwhile leaves its person unseated, named", async () => {
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
    const [ada, chidi] = okafors.guests.map((guest) => `guest:${guest.id}`) as [string, string];
    let plan = (await calls.addTables({ version: 0, count: 2, shape: "round", seats: 2 })).json<SeatingView>();
    const [first, second] = plan.tables.map((table) => table.id) as [string, string];
    plan = (await calls.move({ version: plan.version, personKeys: [ada, chidi], tableId: first })).json<SeatingView>();
    const remove = (version: number, unseat: boolean) =>
      t.app.inject({
        method: "DELETE",
        url: `/api/weddings/${seed.wedding.id}/seating/tables/${first}?version=${version}&unseat=${unseat}`,
        headers: seed.auth,
      });
    // Seating's own refusal stands, and nothing goes to the trash.
    expectError(await remove(plan.version, false), 409);
    expect((await trashOf(seed)).entries).toEqual([]);
    const gone = await remove(plan.version, true);
    expect(gone.statusCode, gone.body).toBe(200);
    plan = gone.json<SeatingView>();
    expect(plan.tables.map((table) => table.id)).toEqual([second]);
    const entry = await entryOf(seed, first);
    expect(entry).toMatchObject({ kind: "table", label: plan.tables.length ? expect.any(String) : "" });
    // Ada moves to the other table meanwhile; Chidi's chair is free.
    plan = (await calls.move({ version: plan.version, personKeys: [ada, `guest:${shah.guests[0]!.id}`], tableId: second })).json<SeatingView>();

    expectError(await restore(seed, entry.id, await linkAuth(seed, "viewer")), 403);
    const back = (await restore(seed, entry.id)).json<RestoreResult>();
    expect(back).toMatchObject({ kind: "table", id: first, unseated: ["Ada Okafor"], skipped: [] });
    const after = await calls.plan();
    expect(after.version).toBeGreaterThan(plan.version);
    expect(after.tables.map((table) => table.id).sort()).toEqual([first, second].sort());
    expect(after.people.find((person) => person.key === chidi)?.tableId).toBe(first);
    expect(after.people.find((person) => person.key === ada)?.tableId).toBe(second);
  });

  it("a seating rule and a room feature come back on their plan, its version moved on; not when whom it names or its plan is gone; not by a viewer or the door", async () => {
    const seed = await seedWedding(t.app);
    const calls = seatingCalls(t.app, seed);
    const base = `/api/weddings/${seed.wedding.id}/seating`;
    const write = async (method: "POST" | "DELETE", url: string, payload?: object) => {
      const res = await t.app.inject({ method, url: `${base}${url}`, headers: seed.auth, payload });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<SeatingView>();
    };
    const okafors = await calls.invite({ name: "The Okafors", guests: [{ firstName: "Ada", lastName: "Okafor" }] });
    const shah = await calls.invite({ name: "Priya Shah", guests: [{ firstName: "Priya", lastName: "Shah" }] });
    let plan = await write("POST", "/rules", { version: (await calls.plan()).version, kind: "apart", a: { partyId: okafors.id }, b: { partyId: shah.id } });
    const rule = plan.rules[0]!.id;
    plan = await write("DELETE", `/rules/${rule}?version=${plan.version}`);
    expect(plan.rules).toEqual([]);
    const ruleEntry = await entryOf(seed, rule);
    expect(ruleEntry).toMatchObject({ kind: "rule", label: "Keep apart: The Okafors · Priya Shah" });
    expectError(await restore(seed, ruleEntry.id, await linkAuth(seed, "viewer")), 403);
    expectError(await restore(seed, ruleEntry.id, await linkAuth(seed, "door")), 403);
    expect((await restore(seed, ruleEntry.id)).json<RestoreResult>()).toMatchObject({ kind: "rule", id: rule, skipped: [] });
    let after = await calls.plan();
    expect(after.rules.map((one) => one.id)).toEqual([rule]);
    expect(after.version).toBeGreaterThan(plan.version);

    // A feature, put back by an editor (who may delete one).
    plan = await write("POST", "/features", { version: after.version, kind: "stage", x: 1000, y: 800 });
    const stage = plan.features[0]!.id;
    plan = await write("DELETE", `/features/${stage}?version=${plan.version}`);
    expect(plan.features).toEqual([]);
    const stageEntry = await entryOf(seed, stage);
    expect(stageEntry).toMatchObject({ kind: "feature", label: "Stage" });
    expect((await restore(seed, stageEntry.id, await linkAuth(seed, "editor"))).statusCode).toBe(200);
    after = await calls.plan();
    expect(after.features.map((one) => ({ id: one.id, x: one.x }))).toEqual([{ id: stage, x: 1000 }]);
    expect(after.version).toBeGreaterThan(plan.version);

    // A rule naming a household deleted since: 409, the entry stays until the household is back.
    plan = await write("DELETE", `/rules/${rule}?version=${after.version}`);
    expect((await t.app.inject({ method: "DELETE", url: `/api/parties/${shah.id}`, headers: seed.auth })).statusCode).toBe(204);
    const again = await entryOf(seed, rule);
    expect(expectError(await restore(seed, again.id), 409).message).toMatch(/names Priya Shah, no longer on the guest list/);
    expect((await restore(seed, (await entryOf(seed, shah.id)).id)).statusCode).toBe(200);
    expect((await restore(seed, again.id)).statusCode).toBe(200);
    expect((await calls.plan()).rules.map((one) => one.id)).toEqual([rule]);

    // A household deleted takes the rules naming it along and brings them back, even past the plan's next write (which drops a rule naming no one).
    expect((await t.app.inject({ method: "DELETE", url: `/api/parties/${shah.id}`, headers: seed.auth })).statusCode).toBe(204);
    const without = await calls.plan();
    expect([...without.rules, ...without.droppedRules]).toEqual([]);
    await write("POST", "/features", { version: without.version, kind: "bar", x: 200, y: 200 });
    expect((await restore(seed, (await entryOf(seed, shah.id)).id)).json<RestoreResult>()).toMatchObject({ kind: "party", skipped: [] });
    expect((await calls.plan()).rules.map((one) => one.id)).toEqual([rule]);
    // Its plan full meanwhile (200 rules): the household comes back, its rule is left out and said.
    expect((await t.app.inject({ method: "DELETE", url: `/api/parties/${shah.id}`, headers: seed.auth })).statusCode).toBe(204);
    await rows(sql`insert into seating_rules (plan_id, wedding_id, kind, a_type, a_id, a_label)
      select p.id, p.wedding_id, 'head', 'party', ${okafors.id}, 'The Okafors' from seating_plans p, generate_series(1, 200)
      where p.wedding_id = ${seed.wedding.id} and p.extra_event_id is null`);
    expect((await restore(seed, (await entryOf(seed, shah.id)).id)).json<RestoreResult>()).toMatchObject({
      kind: "party",
      skipped: ["a seating rule, its plan full since"],
    });
    expect((await calls.plan()).rules.map((one) => one.id)).not.toContain(rule);
    await rows(sql`delete from seating_rules where wedding_id = ${seed.wedding.id} and a_label = 'The Okafors' and kind = 'head'`);

    // A feature of an event's plan, the event deleted since: 409 until the event is back.
    const brunch = (
      await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/events`, headers: seed.auth, payload: { name: "Brunch" } })
    ).json<HostEvent>();
    plan = await write("POST", `/features?event=${brunch.id}`, { version: 0, kind: "bar", x: 500, y: 500 });
    const bar = plan.features[0]!.id;
    await write("DELETE", `/features/${bar}?version=${plan.version}&event=${brunch.id}`);
    expect((await t.app.inject({ method: "DELETE", url: `/api/events/${brunch.id}`, headers: seed.auth })).statusCode).toBe(204);
    const orphan = await entryOf(seed, bar);
    expect(expectError(await restore(seed, orphan.id), 409).message).toMatch(/restore the event first/);
    expect((await restore(seed, (await entryOf(seed, brunch.id)).id)).statusCode).toBe(200);
    expect((await restore(seed, orphan.id)).statusCode).toBe(200);
  });

  it("a deleted website section comes back at its place, within the website's cap and its one schedule", async () => {
    const seed = await seedWedding(t.app);
    const base = `/api/weddings/${seed.wedding.id}/website`;
    const add = async (payload: object) => {
      const res = await t.app.inject({ method: "POST", url: `${base}/sections`, headers: seed.auth, payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<HostSection>();
    };
    const remove = (id: string) => t.app.inject({ method: "DELETE", url: `/api/website/sections/${id}`, headers: seed.auth });
    const order = async () =>
      (await t.app.inject({ method: "GET", url: base, headers: seed.auth })).json<{ sections: HostSection[] }>().sections.map((s) => s.id);
    const story = await add({ kind: "story", title: "Our story", body: "We met on a train." });
    const schedule = await add({ kind: "schedule", title: "Schedule" });
    const qa = await add({ kind: "qa", title: "Q&A", items: [{ label: "Parking?", detail: "Yes" }] });
    expect((await remove(story.id)).statusCode).toBe(204);
    const entry = await entryOf(seed, story.id);
    expect(entry).toMatchObject({ kind: "section", label: "Our story" });
    expect(await order()).toEqual([schedule.id, qa.id]);

    for (const role of ["viewer", "door"] as const) expectError(await restore(seed, entry.id, await linkAuth(seed, role)), 403);
    const back = await restore(seed, entry.id);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<RestoreResult>()).toMatchObject({ kind: "section", id: story.id, skipped: [] });
    const page = (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.uniqueCode}/full` })).json<{ sections: HostSection[] }>();
    expect(page.sections.map((section) => section.id)).toEqual([story.id, schedule.id, qa.id]);

    // A schedule deleted and another added meanwhile: the first cannot come back beside it (409, the entry stays).
    expect((await remove(schedule.id)).statusCode).toBe(204);
    const again = await add({ kind: "schedule", title: "Timings" });
    const scheduleEntry = await entryOf(seed, schedule.id);
    expectError(await restore(seed, scheduleEntry.id), 409);
    // Its place (the second) taken meanwhile by a reorder: it comes back at the end.
    expect((await t.app.inject({ method: "PUT", url: `${base}/order`, headers: seed.auth, payload: { ids: [again.id, story.id, qa.id] } })).statusCode).toBe(
      200,
    );
    expect((await remove(again.id)).statusCode).toBe(204);
    expect((await restore(seed, scheduleEntry.id)).statusCode).toBe(200);
    expect(await order()).toEqual([story.id, qa.id, schedule.id]);

    // A website full since: 409, and the entry stays.
    expect((await remove(qa.id)).statusCode).toBe(204);
    for (let n = 2; n < WEBSITE_LIMITS.sections; n++) await add({ kind: "story", title: `Chapter ${n}`, body: "More." });
    expectError(await restore(seed, (await entryOf(seed, qa.id)).id), 409);
    expect((await entryOf(seed, qa.id)).kind).toBe("section");
  });

  it("a deleted gift comes back; a gift or a household restored past the wedding's gift cap is refused and nothing comes back", async () => {
    const seed = await seedWedding(t.app);
    const calls = seatingCalls(t.app, seed);
    const okafors = await calls.invite({ name: "The Okafors", guests: [{ firstName: "Ada", lastName: "Okafor" }] });
    const shah = await calls.invite({ name: "Priya Shah", guests: [{ firstName: "Priya", lastName: "Shah" }] });
    const giftsUrl = `/api/weddings/${seed.wedding.id}/gifts`;
    const give = async (partyId: string, what: string) =>
      (await t.app.inject({ method: "POST", url: giftsUrl, headers: seed.auth, payload: { partyId, what, receivedOn: "2026-06-01" } })).json<Gift>();
    const vase = await give(okafors.id, "A vase");
    await give(okafors.id, "Tea towels");
    const listed = async () => (await t.app.inject({ method: "GET", url: giftsUrl, headers: seed.auth })).json<{ gifts: Gift[] }>().gifts;

    expectError(await t.app.inject({ method: "DELETE", url: `${giftsUrl}/not-a-gift`, headers: seed.auth }), 404);
    expect((await t.app.inject({ method: "DELETE", url: `${giftsUrl}/${vase.id}`, headers: seed.auth })).statusCode).toBe(204);
    const giftEntry = await entryOf(seed, vase.id);
    expect(giftEntry).toMatchObject({ kind: "gift", label: "A vase" });
    expectError(await restore(seed, giftEntry.id, await linkAuth(seed, "viewer")), 403);
    expect((await restore(seed, giftEntry.id)).json<RestoreResult>()).toMatchObject({ kind: "gift", id: vase.id });
    expect((await listed()).map((gift) => gift.id)).toContain(vase.id);

    // The household goes with its two gifts; the wedding fills up to its cap meanwhile (rows written directly: 3,000 adds are slow).
    expect((await t.app.inject({ method: "DELETE", url: `/api/parties/${okafors.id}`, headers: seed.auth })).statusCode).toBe(204);
    const householdEntry = await entryOf(seed, okafors.id);
    await t.database.db.execute(sql`insert into gifts (wedding_id, party_id, what, received_on)
      select ${seed.wedding.id}, ${shah.id}, 'Card ' || n, '2026-06-01' from generate_series(1, ${MAX_GIFTS_PER_WEDDING - 1}) as n`);
    const refused = await restore(seed, householdEntry.id);
    expectError(refused, 409);
    expect(refused.body).toContain("3000 gifts");
    expect((await rows(sql`select id from parties where id = ${okafors.id}`)).length).toBe(0);
    expect((await trashOf(seed)).entries.map((entry) => entry.id)).toContain(householdEntry.id);
    // Room for two again: the household and both its gifts come back.
    await t.database.db.execute(sql`delete from gifts where id in (select id from gifts where party_id = ${shah.id} limit 1)`);
    expect((await restore(seed, householdEntry.id)).statusCode).toBe(200);
    expect((await listed()).filter((gift) => gift.partyId === okafors.id)).toHaveLength(2);
  });
});
