import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rsvpFor } from "../../test/api";
import { openStream } from "../../test/event-stream";
import { seedWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, startPostgresPair, type TestApp } from "../../test/harness";

async function listen(t: TestApp) {
  return t.app.listen({ port: 0, host: "127.0.0.1" });
}

describe.each(ENGINES)("live response events on %s", (engine) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
    url = await listen(t);
  });
  afterAll(() => t?.close());

  it("refuses the stream without the host key (401) and with another wedding's key (403)", async () => {
    const a = await seedWedding(t.app);
    const b = await seedWedding(t.app);
    expect((await fetch(`${url}/api/responses/${a.wedding.uniqueCode}/events`)).status).toBe(401);
    const other = await fetch(`${url}/api/responses/${a.wedding.uniqueCode}/events`, { headers: { authorization: `Bearer ${b.wedding.hostKey}` } });
    expect(other.status).toBe(403);
  });

  it("announces a created, updated and deleted response to the host, and nothing of other weddings", async () => {
    const seed = await seedWedding(t.app);
    const other = await seedWedding(t.app);
    const stream = await openStream(url, seed.wedding.uniqueCode, seed.wedding.hostKey);
    try {
      await stream.next("resync");
      await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(other) });
      const created = await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed) });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as string;
      expect(await stream.next("response.created")).toMatchObject({ weddingId: seed.wedding.id, responseId: id });

      const mark = stream.events.length;
      await t.app.inject({ method: "PUT", url: `/api/responses/${id}`, headers: seed.auth, payload: { sideAssignment: "bride" } });
      expect(await stream.next("response.updated", mark)).toMatchObject({ responseId: id });

      const edit = await t.app.inject({
        method: "PUT",
        url: `/api/responses/${id}/guest`,
        payload: { ...rsvpFor(seed, { guestName: "Priya S." }), weddingId: undefined, editToken: created.json().editToken },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const mark2 = stream.events.length;
      await t.app.inject({ method: "DELETE", url: `/api/responses/${id}`, headers: seed.auth });
      expect(await stream.next("response.deleted", mark2)).toMatchObject({ responseId: id });
      expect(stream.events.filter((event) => event.weddingId === other.wedding.id)).toEqual([]);
    } finally {
      stream.close();
    }
  });
});

describe("two app instances on one PostgreSQL", () => {
  let a: TestApp;
  let b: TestApp;
  let urlB: string;
  beforeAll(async () => {
    [a, b] = await startPostgresPair({ rateLimit: false });
    urlB = await listen(b);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("a response submitted to one instance reaches the other's stream", async () => {
    const seed = await seedWedding(a.app);
    const stream = await openStream(urlB, seed.wedding.uniqueCode, seed.wedding.hostKey);
    try {
      await stream.next("resync");
      const created = await a.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed) });
      expect(created.statusCode).toBe(201);
      expect(await stream.next("response.created")).toMatchObject({ responseId: created.json().id });
    } finally {
      stream.close();
    }
  });

  it("an edit on one instance is visible at once in the other's cached invitation", async () => {
    const seed = await seedWedding(a.app);
    const before = await b.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.uniqueCode}/full` });
    expect(before.json().venue).toBe(seed.wedding.venue);
    await a.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}`, headers: seed.auth, payload: { venue: "The Barn, Cotswolds" } });
    const deadline = Date.now() + 2_000;
    let venue = "";
    while (Date.now() < deadline) {
      venue = (await b.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.uniqueCode}/full` })).json().venue;
      if (venue === "The Barn, Cotswolds") break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(venue).toBe("The Barn, Cotswolds");
  });
});
