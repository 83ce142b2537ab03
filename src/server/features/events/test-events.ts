import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { HostEvent, HostEventList } from "../../../contract/events";
import type { Party, PartyInput } from "../../../contract/guest-list";
import type { Question } from "../../../contract/question";
import type { SeededWedding } from "../../test/fixtures";

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
