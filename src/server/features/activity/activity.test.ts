import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccessLinkCreated } from "../../../contract/access";
import type { ActivityEntry, ActivityPage } from "../../../contract/activity";
import type { Party } from "../../../contract/guest-list";
import { activityLog } from "../../db/schema";
import { expectError, rsvpFor, submitRsvp } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import { ROUTE_ROLES } from "../access";
import { GUEST_ROUTE_KINDS, HOST_ROUTE_KINDS } from "./route-kinds";

// Issue 31 item 2: who did what. A small bound, so pruning shows with a few dozen changes.
const BOUND = 60;
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

describe.each(ENGINES)("the activity log on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false }, { activity: BOUND });
  });
  afterAll(() => t?.close());

  const read = (seed: SeededWedding, query = "", headers: Record<string, string> = seed.auth) =>
    t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/activity${query}`, headers });
  const entries = async (seed: SeededWedding, query = "") => {
    const res = await read(seed, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ActivityPage>().entries;
  };
  const makeLink = async (seed: SeededWedding, name: string, role: string) => {
    const res = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/access-links`, headers: seed.auth, payload: { name, role } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AccessLinkCreated>();
  };
  const pick = (list: ActivityEntry[]) => list.map(({ authorKind, authorName, kind }) => `${authorName} (${authorKind}) ${kind}`);

  it("records each kind of change with its author; a link's later rename or revocation rewrites nothing; filters by person and kind", async () => {
    const seed = await seedWedding(t.app);
    const okafors = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/parties`,
      headers: seed.auth,
      payload: { name: "The Okafors", guests: [{ firstName: "Ada", lastName: "Okafor", email: "ada@example.com", phone: "+44 7700 900123" }] },
    });
    expect(okafors.statusCode, okafors.body).toBe(201);
    const party = okafors.json<Party>();

    const planner = await makeLink(seed, "Priya (planner)", "editor");
    const event = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/events`,
      headers: bearer(planner.secret),
      payload: { name: "Brunch" },
    });
    expect(event.statusCode, event.body).toBe(201);
    const eventId = event.json<{ id: string }>().id;
    expect((await t.app.inject({ method: "DELETE", url: `/api/events/${eventId}`, headers: bearer(planner.secret) })).statusCode).toBe(204);

    const linkReply = await t.app.inject({
      method: "PUT",
      url: "/api/invitations/mine",
      headers: { "x-invitation-token": party.invitationToken },
      payload: { guests: [{ guestId: party.guests[0]!.id, attending: false }], extraGuests: [], responses: {}, guestEmail: "ada.typed@example.com" },
    });
    expect(linkReply.statusCode, linkReply.body).toBe(200);

    const form = await submitRsvp(t.app, rsvpFor(seed, { guestName: "Sam Lee", guestEmail: "sam@example.com" }), { "idempotency-key": "sam-submit-1" });
    expect(form.statusCode, form.body).toBe(201);
    const { id: replyId, editToken } = form.json<{ id: string; editToken: string }>();
    // A retried submit is the same change: not recorded twice.
    expect(
      (await submitRsvp(t.app, rsvpFor(seed, { guestName: "Sam Lee", guestEmail: "sam@example.com" }), { "idempotency-key": "sam-submit-1" })).statusCode,
    ).toBe(200);
    const { weddingId: _w, ...edit } = rsvpFor(seed, { guestName: "Sam Lee", guestEmail: "sam@example.com" });
    const edited = await t.app.inject({ method: "PUT", url: `/api/responses/${replyId}/guest`, headers: { "x-edit-token": editToken }, payload: edit });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(pick(await entries(seed)).slice(0, 2)).toEqual(["Sam Lee (guest-form) reply.edited", "Sam Lee (guest-form) reply.sent"]);
    // A wrong edit token changes nothing and records nothing.
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/responses/${replyId}/guest`, headers: { "x-edit-token": "wrong" } })).statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect((await t.app.inject({ method: "DELETE", url: `/api/responses/${replyId}/guest`, headers: { "x-edit-token": editToken } })).statusCode).toBe(204);

    const all = await entries(seed);
    expect(pick(all).reverse()).toEqual([
      "The couple (owner) questions.reordered",
      "The couple (owner) party.added",
      "The couple (owner) access-link.added",
      "Priya (planner) (link) event.added",
      "Priya (planner) (link) event.deleted",
      "The Okafors (guest-link) reply.sent",
      // Sam erased their reply: the log keeps that a guest did these, not who nor which reply.
      "A guest (guest-form) reply.sent",
      "A guest (guest-form) reply.edited",
      "A guest (guest-form) reply.erased",
    ]);
    const byKind = (kind: string) => all.find((entry) => entry.kind === kind)!;
    expect(byKind("party.added")).toMatchObject({ recordId: party.id, summary: "added a household", linkId: null });
    expect(byKind("access-link.added").recordId).toBe(planner.link.id);
    expect(byKind("event.added")).toMatchObject({ recordId: eventId, linkId: planner.link.id });
    expect(byKind("event.deleted").recordId).toBe(eventId);
    expect(JSON.stringify(all)).not.toContain(replyId);
    expect(JSON.stringify(all)).not.toContain("Sam Lee");

    // The couple renames the link and revokes it: the rows keep the name they had.
    const renamed = await t.app.inject({
      method: "PUT",
      url: `/api/weddings/${seed.wedding.id}/access-links/${planner.link.id}`,
      headers: seed.auth,
      payload: { name: "Priya and Tom (planners)" },
    });
    expect(renamed.json()).toMatchObject({ id: planner.link.id, name: "Priya and Tom (planners)", role: planner.link.role });
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/weddings/${seed.wedding.id}/access-links/${planner.link.id}`, headers: seed.auth })).statusCode,
    ).toBe(200);
    const byPlanner = await entries(seed, `?author=${planner.link.id}`);
    expect(pick(byPlanner)).toEqual(["Priya (planner) (link) event.deleted", "Priya (planner) (link) event.added"]);
    expect(pick(await entries(seed, "?author=guests")).length).toBe(4);
    expect(pick(await entries(seed, "?author=owner&kind=access-link.revoked"))).toEqual(["The couple (owner) access-link.revoked"]);
    expect(pick(await entries(seed, "?author=owner&kind=access-link.renamed"))).toEqual(["The couple (owner) access-link.renamed"]);
    expect(await entries(seed, "?kind=reply.sent")).toHaveLength(2);
    expectError(await read(seed, "?author=someone"), 400);
    expectError(await read(seed, "?kind=party.exploded"), 400);

    // No contact detail and no secret in any row of the log.
    const rows = JSON.stringify(await t.database.db.select().from(activityLog));
    for (const secret of [
      "ada@example.com",
      "ada.typed@example.com",
      "sam@example.com",
      "7700",
      planner.secret,
      party.invitationToken,
      editToken,
      seed.wedding.hostKey,
    ]) {
      expect(rows).not.toContain(secret);
    }

    // The couple's: an editor's link is refused, another wedding's key and an unknown wedding too.
    const editor = await makeLink(seed, "Another editor", "editor");
    expectError(await read(seed, "", bearer(editor.secret)), 403);
    const cohost = await makeLink(seed, "Co-host", "co-host");
    expect((await read(seed, "", bearer(cohost.secret))).statusCode).toBe(200);
    const other = await seedWedding(t.app);
    expectError(await read(seed, "", other.auth), 403);
    expect((await read(other)).json<ActivityPage>().entries.map((entry) => entry.kind)).toEqual(["questions.reordered"]);
    expectError(await t.app.inject({ method: "GET", url: "/api/weddings/00000000-0000-4000-8000-000000000000/activity", headers: seed.auth }), 404);
  });

  it("pages newest first with a cursor, keeps at most its bound and says older changes are gone", async () => {
    const seed = await seedWedding(t.app);
    const reply = await submitRsvp(t.app, rsvpFor(seed));
    const replyId = reply.json<{ id: string }>().id;
    for (let i = 0; i < BOUND + 10; i++) {
      const side = await t.app.inject({
        method: "PUT",
        url: `/api/responses/${replyId}`,
        headers: seed.auth,
        payload: { sideAssignment: i % 2 ? "bride" : null },
      });
      expect(side.statusCode, side.body).toBe(200);
    }
    const first = (await read(seed)).json<ActivityPage>();
    expect(first).toMatchObject({ olderPruned: true, bound: BOUND });
    expect(first.entries).toHaveLength(50);
    const second = (await read(seed, `?before=${encodeURIComponent(first.next!)}`)).json<ActivityPage>();
    expect(second.entries).toHaveLength(BOUND - 50);
    expect(second.next).toBeNull();
    const ids = [...first.entries, ...second.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(BOUND);
    const times = [...first.entries, ...second.entries].map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    // The first changes (the questions, the reply) were pruned; the bound holds in the table itself.
    expect([...first.entries, ...second.entries].every((entry) => entry.kind === "reply.side-set")).toBe(true);
    const [kept] = await t.database.db.select({ n: count() }).from(activityLog).where(eq(activityLog.weddingId, seed.wedding.id));
    expect(Number(kept!.n)).toBe(BOUND);
    expect((await read(await seedWedding(t.app))).json<ActivityPage>().olderPruned).toBe(false);
    expectError(await read(seed, "?before=nonsense"), 400);
  });

  it("has a kind for every write route: each non-GET host route of the role table and of the app", () => {
    const writes = (routes: string[]) => routes.filter((route) => !route.startsWith("GET "));
    const missing = [...new Set([...writes(Object.keys(ROUTE_ROLES)), ...writes(t.app.hostRoutes)])].filter((route) => !(route in HOST_ROUTE_KINDS));
    expect(missing, "add these to features/activity/route-kinds.ts").toEqual([]);
    const stale = Object.keys(HOST_ROUTE_KINDS).filter((route) => !(route in ROUTE_ROLES));
    expect(stale, "routes in route-kinds.ts that are no host route").toEqual([]);
    for (const route of Object.keys(GUEST_ROUTE_KINDS)) expect(t.app.printRoutes({ commonPrefix: false })).toContain(route.split(" ")[1]!.split("/").at(-1));
  });

  it("never fails a change whose log write fails: the change stands and the error is logged", async () => {
    const seed = await seedWedding(t.app);
    await t.database.db.execute(sql`alter table activity_log rename to activity_log_away`);
    try {
      const res = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/events`, headers: seed.auth, payload: { name: "Brunch" } });
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      await t.database.db.execute(sql`alter table activity_log_away rename to activity_log`);
    }
    const events = await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/events`, headers: seed.auth });
    expect(events.body).toContain("Brunch");
  });
});
