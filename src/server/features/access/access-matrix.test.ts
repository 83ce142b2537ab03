import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_ROLES, type AccessLinkCreated, type AccessRole } from "../../../contract/access";
import { buildApp } from "../../app";
import { rsvpFor, submitRsvp } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { createTestDatabase, ENGINES, testConfig } from "../../test/harness";
import { ROUTE_ROLES } from "./route-roles";

// Issue 31 item 5: every host route × every caller (the owner, each role's link valid, revoked and
// expired, another wedding's link and key) against the answer the route table says. One wedding
// per engine, reused; requests carry no body, since the host-access hook decides before the
// route's schema (plugins/host-access.ts): a refusal is the hook's alone, an admission is
// anything but 401 or 403 (most are then a 400 for the missing body).

type Caller = { label: string; secret: string; allowed: (roles: readonly AccessRole[]) => boolean };
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const STREAM_ROUTE = "GET /api/responses/:code/events";

async function makeLink(app: FastifyInstance, seed: SeededWedding, name: string, role: AccessRole, expiresAt?: string): Promise<AccessLinkCreated> {
  const res = await app.inject({
    method: "POST",
    url: `/api/weddings/${seed.wedding.id}/access-links`,
    headers: seed.auth,
    payload: { name, role, expiresAt },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AccessLinkCreated>();
}

describe.each(ENGINES)("access links on %s", (engine) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let base: string;
  const logLines: string[] = [];
  let a: SeededWedding;
  let b: SeededWedding;
  const ids: Record<string, string> = {};
  const callers: Caller[] = [];
  const secrets: string[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase(engine);
    // Every log line at the most talkative level, to look for a link's secret in it.
    app = await buildApp({ config: testConfig({ rateLimit: false, logLevel: "trace" }), database, logStream: { write: (line) => void logLines.push(line) } });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
    base = await app.listen({ port: 0, host: "127.0.0.1" });
    a = await seedWedding(app);
    b = await seedWedding(app);
    const party = await app.inject({
      method: "POST",
      url: `/api/weddings/${a.wedding.id}/parties`,
      headers: a.auth,
      payload: {
        name: "The Okafors",
        guests: [{ firstName: "Ada", lastName: "Okafor", email: "ada@example.com", phone: "+44 7700 900123" }],
        postalCode: "N1 9GU",
      },
    });
    expect(party.statusCode, party.body).toBe(201);
    ids.party = party.json<{ id: string }>().id;
    const reply = await submitRsvp(app, rsvpFor(a, { guestEmail: "replier@example.com", guestPhone: "+1 555 0100" }));
    expect(reply.statusCode, reply.body).toBe(201);
    ids.response = reply.json<{ id: string }>().id;
    const own = await submitRsvp(app, rsvpFor(a, { guestName: "Sam Lee", guestEmail: "sam@example.com" }));
    expect(own.statusCode, own.body).toBe(201);
    ids.ownReply = own.json<{ id: string }>().id;
    ids.editToken = own.json<{ editToken: string }>().editToken;
    // After the replies: an extra event adds a question they would have to answer.
    const event = await app.inject({ method: "POST", url: `/api/weddings/${a.wedding.id}/events`, headers: a.auth, payload: { name: "Brunch" } });
    ids.event = event.json<{ id: string }>().id;
    const note = await app.inject({
      method: "POST",
      url: "/api/invitations/notes",
      payload: { weddingId: a.wedding.id, name: "Zoe", contact: "zoe@example.com" },
    });
    expect(note.statusCode, note.body).toBe(201);
    ids.note = (await app.inject({ method: "GET", url: `/api/weddings/${a.wedding.id}/guest-notes`, headers: a.auth })).json<{ id: string }[]>()[0]!.id;
    ids.link = (await makeLink(app, a, "To be revoked by the matrix", "viewer")).link.id;
    const section = await app.inject({
      method: "POST",
      url: `/api/weddings/${a.wedding.id}/website/sections`,
      headers: a.auth,
      payload: { kind: "story", title: "Our story" },
    });
    expect(section.statusCode, section.body).toBe(201);
    ids.section = section.json<{ id: string }>().id;

    for (const role of ACCESS_ROLES) {
      const valid = await makeLink(app, a, `Valid ${role}`, role);
      const revoked = await makeLink(app, a, `Revoked ${role}`, role);
      const expired = await makeLink(app, a, `Expired ${role}`, role, new Date(Date.now() + 3_600_000).toISOString());
      const foreign = await makeLink(app, b, `Other wedding's ${role}`, role);
      expect((await app.inject({ method: "DELETE", url: `/api/weddings/${a.wedding.id}/access-links/${revoked.link.id}`, headers: a.auth })).statusCode).toBe(
        200,
      );
      // An expiry in the past cannot be asked for; move this one's there, as time would.
      await database.db.execute(sql`update access_links set expires_at = now() - interval '1 second' where id = ${expired.link.id}`);
      callers.push(
        { label: `${role} link`, secret: valid.secret, allowed: (roles) => roles.includes(role) },
        { label: `revoked ${role} link`, secret: revoked.secret, allowed: () => false },
        { label: `expired ${role} link`, secret: expired.secret, allowed: () => false },
        { label: `another wedding's ${role} link`, secret: foreign.secret, allowed: () => false },
      );
      secrets.push(valid.secret, revoked.secret, expired.secret, foreign.secret);
    }
    callers.push({ label: "another wedding's host key", secret: b.wedding.hostKey, allowed: () => false });
    // The owner last: its call to replace the host key changes the key.
    callers.push({ label: "owner", secret: a.wedding.hostKey, allowed: () => true });
  });
  afterAll(() => close?.());

  /** A request to a host route of wedding A, naming things that exist (an unknown id is a 404 before any key is checked). */
  function requestFor(route: string) {
    const [method, pattern] = route.split(" ") as [string, string];
    const byPrefix: Record<string, string> = {
      "/api/weddings": a.wedding.id,
      "/api/parties": ids.party!,
      "/api/events": ids.event!,
      "/api/responses": ids.response!,
      "/api/questions": a.questions.at(-1)!.id,
      "/api/guest-notes": ids.note!,
      "/api/website/sections": ids.section!,
    };
    const url = pattern.replace(/:(\w+)/g, (_, name: string) => {
      if (name === "code") return a.wedding.uniqueCode;
      if (name === "id") return byPrefix[pattern.split("/:id")[0]!] ?? "";
      if (name === "linkId") return ids.link!;
      return randomUUID();
    });
    // Routes that find their wedding in the body name it; every other body is left out.
    const payload = ["POST /api/questions", "POST /api/objects/upload", "PUT /api/photos"].includes(route) ? { weddingId: a.wedding.id } : undefined;
    return { method: method as "GET", url, payload };
  }

  async function statusOf(route: string, secret: string): Promise<{ status: number; body: string }> {
    const request = requestFor(route);
    if (route === STREAM_ROUTE) {
      // A live stream never ends by itself: read its status, then hang up.
      const controller = new AbortController();
      const res = await fetch(`${base}${request.url}`, { headers: bearer(secret), signal: controller.signal });
      const body = res.status === 200 ? "" : await res.text();
      controller.abort();
      return { status: res.status, body };
    }
    const res = await app.inject({ ...request, headers: bearer(secret) });
    return { status: res.statusCode, body: res.body.slice(0, 200) };
  }

  it("answers every host route × every caller as the route table says", async () => {
    // Deletes last, so the things they remove are there for every other route.
    const routes = [...app.hostRoutes].sort((x, y) => Number(x.startsWith("DELETE")) - Number(y.startsWith("DELETE")));
    const wrong: string[] = [];
    for (const route of routes) {
      const roles = ROUTE_ROLES[route] ?? [];
      // Refusals first, all at once: they change nothing.
      const refused = callers.filter((caller) => !caller.allowed(roles));
      for (const [i, { status, body }] of (await Promise.all(refused.map((caller) => statusOf(route, caller.secret)))).entries()) {
        if (status !== 403) wrong.push(`${route} as ${refused[i]!.label}: ${status}, expected 403 (${body})`);
      }
      // Then each caller the route admits, one after another (a delete removes what it names).
      for (const caller of callers.filter((one) => one.allowed(roles))) {
        const { status, body } = await statusOf(route, caller.secret);
        if (status === 401 || status === 403 || status >= 500) wrong.push(`${route} as ${caller.label}: ${status}, expected admitted (${body})`);
        if (route === "POST /api/weddings/:id/host-key" && caller.label === "owner" && status === 200) {
          const hostKey = JSON.parse(body.length < 200 ? body : "{}").hostKey as string;
          a.wedding.hostKey = hostKey;
          caller.secret = hostKey;
          a.auth = bearer(hostKey);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(routes.length).toBeGreaterThan(60);
    // About 1,300 requests: minutes on a loaded machine, never a pass/fail timing.
  }, 300_000);

  it("lists every host route in the one table, and nothing that is not a host route", () => {
    const missing = app.hostRoutes.filter((route) => !(route in ROUTE_ROLES));
    const stale = Object.keys(ROUTE_ROLES).filter((route) => !app.hostRoutes.includes(route));
    expect(
      missing,
      "Every host route needs a line in src/server/features/access/route-roles.ts saying which access links open it, e.g.\n" +
        missing.map((route) => `  "${route}": READ, // or EDIT, SETUP, CONTACTS, DOOR, OWNER_ONLY`).join("\n") +
        "\n(until then only the host key opens it).",
    ).toEqual([]);
    expect(stale, "These lines of route-roles.ts name no host route any more: remove or rename them").toEqual([]);
  });

  it("gives a viewer the replies, households and notes without contact details or invitation links; an editor gets them", async () => {
    const viewer = (await makeLink(app, a, "Grandma", "viewer")).secret;
    const editor = (await makeLink(app, a, "Sofia, planner", "editor")).secret;
    secrets.push(viewer, editor);
    const read = async (url: string, secret: string) => {
      const res = await app.inject({ method: "GET", url, headers: bearer(secret) });
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    };
    const contacts = ["replier@example.com", "555 0100", "ada@example.com", "7700 900123", "N1 9GU", "zoe@example.com"];
    const party = await app.inject({
      method: "POST",
      url: `/api/weddings/${a.wedding.id}/parties`,
      headers: a.auth,
      payload: { name: "The Okafors", guests: [{ firstName: "Ada", email: "ada@example.com", phone: "+44 7700 900123" }], postalCode: "N1 9GU" },
    });
    const token = party.json<{ invitationToken: string }>().invitationToken;
    // The matrix deleted the reply and the note (and the extra event): new ones.
    expect((await submitRsvp(app, rsvpFor(a, { guestEmail: "replier@example.com", guestPhone: "+1 555 0100" }))).statusCode).toBe(201);
    await app.inject({ method: "POST", url: "/api/invitations/notes", payload: { weddingId: a.wedding.id, name: "Zoe", contact: "zoe@example.com" } });
    const seen = { viewer: "", editor: "" };
    for (const url of [`/api/responses/${a.wedding.uniqueCode}`, `/api/weddings/${a.wedding.id}/parties`, `/api/weddings/${a.wedding.id}/guest-notes`]) {
      seen.viewer += await read(url, viewer);
      seen.editor += await read(url, editor);
    }
    for (const detail of [...contacts, token]) {
      expect(seen.viewer).not.toContain(detail);
      expect(seen.editor).toContain(detail);
    }
    expect(seen.viewer).toContain("Okafor");
    const refused = await app.inject({ method: "GET", url: `/api/weddings/${a.wedding.id}/guest-list.csv`, headers: bearer(viewer) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/viewer/);
  });

  it("trades a link for its HttpOnly cookie, which opens what its role opens until it is revoked", async () => {
    const { link, secret } = await makeLink(app, a, "Door team", "door");
    secrets.push(secret);
    const session = await app.inject({ method: "POST", url: "/api/access/session", payload: { code: a.wedding.uniqueCode, secret } });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toEqual({ kind: "link", name: "Door team", role: "door" });
    const cookieLine = String(session.headers["set-cookie"]);
    expect(cookieLine).toMatch(/HttpOnly/i);
    expect(cookieLine).toMatch(/Path=\/api/);
    const cookie = { cookie: cookieLine.split(";")[0]! };
    expect(cookie.cookie).toBe(`access_${a.wedding.uniqueCode}=${secret}`);
    expect((await app.inject({ method: "GET", url: `/api/weddings/${a.wedding.id}/check-in`, headers: cookie })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: `/api/weddings/${a.wedding.id}/parties`, headers: cookie })).statusCode).toBe(403);
    // Its use is recorded (at most once a minute), and the owner's list never carries a secret.
    const list = await app.inject({ method: "GET", url: `/api/weddings/${a.wedding.id}/access-links`, headers: a.auth });
    const listed = list.json<{ links: { id: string; lastUsedAt: string | null }[] }>().links.find((one) => one.id === link.id)!;
    expect(listed.lastUsedAt).not.toBeNull();
    for (const one of secrets) expect(list.body).not.toContain(one);
    await app.inject({ method: "DELETE", url: `/api/weddings/${a.wedding.id}/access-links/${link.id}`, headers: a.auth });
    const after = await app.inject({ method: "GET", url: `/api/weddings/${a.wedding.id}/check-in`, headers: cookie });
    expect(after.statusCode).toBe(403);
    expect(after.json().error.message).toMatch(/revoked/);
    // A wrong secret is a wrong key.
    expect((await app.inject({ method: "POST", url: "/api/access/session", payload: { code: a.wedding.uniqueCode, secret: "x".repeat(32) } })).statusCode).toBe(
      403,
    );
  });

  it("never shows a link's secret in a public view, a guest's view, an export, a log line or the database", async () => {
    const { secret } = await makeLink(app, a, "Mum", "co-host");
    secrets.push(secret);
    const parties = await app.inject({ method: "GET", url: `/api/weddings/${a.wedding.id}/parties`, headers: a.auth });
    const invitationToken = parties.json<{ parties: { invitationToken: string }[] }>().parties[0]!.invitationToken;
    const { editToken, ownReply: id } = ids as { editToken: string; ownReply: string };
    const answers = [];
    // One after another: a wedding prepares at most two exports at once.
    for (const request of [
      { url: `/api/weddings/${a.wedding.uniqueCode}` },
      { url: `/api/weddings/${a.wedding.uniqueCode}/full` },
      { url: `/api/questions/${a.wedding.id}` },
      { url: `/api/invitations/mine?wedding=${a.wedding.uniqueCode}`, headers: { "x-invitation-token": invitationToken } },
      { url: `/api/responses/${id}/guest`, headers: { "x-edit-token": editToken } },
      ...[
        `/api/responses/${a.wedding.uniqueCode}/export`,
        `/api/responses/${a.wedding.uniqueCode}/export?format=xlsx`,
        `/api/responses/${a.wedding.uniqueCode}/export/people`,
        `/api/weddings/${a.wedding.id}/guest-list.csv`,
        `/api/weddings/${a.wedding.id}/guest-list.xlsx`,
        `/api/weddings/${a.wedding.id}/invitations.zip`,
        `/api/weddings/${a.wedding.id}/seating/caterer/export`,
      ].map((url) => ({ url, headers: bearer(secret) })),
    ]) {
      answers.push(await app.inject({ method: "GET", ...request }));
    }
    for (const answer of answers) {
      expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
      for (const one of secrets) expect(answer.rawPayload.includes(Buffer.from(one))).toBe(false);
    }
    // Every line the matrix and these reads logged, at trace level.
    expect(logLines.length).toBeGreaterThan(1000);
    for (const one of secrets) expect(logLines.filter((line) => line.includes(one))).toEqual([]);
    const rows = await app.inject({ method: "GET", url: `/api/weddings/${a.wedding.id}/access-links`, headers: a.auth });
    expect(rows.body).not.toContain(secret);
  });
});
