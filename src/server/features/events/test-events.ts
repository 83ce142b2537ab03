import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import type { HostEvent, HostEventList } from "../../../contract/events";
import type { Party, PartyInput } from "../../../contract/guest-list";
import type { Question } from "../../../contract/question";
import type { EventSummary } from "../../../contract/rules/event-summary";
import type { SeededWedding } from "../../test/fixtures";
import { startTestApp, type Engine, type TestApp } from "../../test/harness";

/** Helpers for the events tests (docs/decisions/0019-events.md). */
export function eventCalls(app: FastifyInstance, seed: SeededWedding) {
  const auth = seed.auth;
  return {
    list: async () => {
      const res = await app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/events`, headers: auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<HostEventList>();
    },
    create: (payload: object, headers: Record<string, string> = auth) =>
      app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/events`, headers, payload }),
    add: async (payload: object) => {
      const res = await app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/events`, headers: auth, payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<HostEvent>();
    },
    update: (id: string, payload: object) => app.inject({ method: "PUT", url: `/api/events/${id}`, headers: auth, payload }),
    invite: (id: string, payload: object) => app.inject({ method: "PUT", url: `/api/events/${id}/invitation`, headers: auth, payload }),
    reorder: (ids: string[]) => app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}/events/order`, headers: auth, payload: { ids } }),
    remove: (id: string) => app.inject({ method: "DELETE", url: `/api/events/${id}`, headers: auth }),
    addQuestion: async (eventId: string, question: Partial<Question>) => {
      const res = await app.inject({
        method: "POST",
        url: "/api/questions",
        headers: auth,
        payload: { weddingId: seed.wedding.id, order: "1", type: "radio", answerScope: "individual", eventId, ...question },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Question>();
    },
    party: async (input: PartyInput) => {
      const res = await app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/parties`, headers: auth, payload: input });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Party>();
    },
  };
}

const TEMPLATE = `<!doctype html><html><head><title>Forever RSVP</title>
<meta name="description" content="Default" />
<!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--><script type="module" src="/assets/index.js"></script></body></html>`;

/** A built web app's bare minimum, so the guest pages are served as in production. */
export function fakeWebDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "events-test-"));
  fs.writeFileSync(path.join(dist, "index.html"), TEMPLATE);
  fs.mkdirSync(path.join(dist, ".vite"));
  fs.writeFileSync(path.join(dist, ".vite", "manifest.json"), "{}");
  return dist;
}

/**
 * The app of an events suite on `engine`, serving the guest pages as in production: started before
 * the suite's tests, closed (and its web folder removed) after them. The object is filled in by the
 * time a test runs, so tests use `t.app` as they would a `let t` of their own.
 */
export function eventsTestApp(engine: Engine): TestApp {
  const t = {} as TestApp;
  let dist: string | undefined;
  beforeAll(async () => {
    dist = fakeWebDist();
    Object.assign(t, await startTestApp(engine, { rateLimit: false, webDistDir: dist }));
  });
  afterAll(async () => {
    await t.close?.();
    if (dist) fs.rmSync(dist, { recursive: true, force: true });
  });
  return t;
}

/** A party's reply through its invitation link, as the guest page sends it. */
export function answerThroughLink(app: FastifyInstance, token: string, payload: object) {
  return app.inject({ method: "PUT", url: "/api/invitations/mine", headers: { "x-invitation-token": token }, payload });
}

/** The couple's per-event counts, by event id ("main" for the wedding itself). */
export async function eventSummaries(app: FastifyInstance, seed: SeededWedding): Promise<Map<string, EventSummary>> {
  const res = await app.inject({ method: "GET", url: `/api/responses/${seed.wedding.uniqueCode}/event-summary`, headers: seed.auth });
  expect(res.statusCode, res.body).toBe(200);
  return new Map(res.json<{ events: EventSummary[] }>().events.map((summary) => [summary.eventId, summary]));
}

/** The rows of a CSV export (the caterer's list, the responses), by column header. */
export const csvRows = (body: string) => parse(body.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
