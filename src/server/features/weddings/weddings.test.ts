import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import { seedWedding, weddingInput } from "../../test/fixtures";

describe.each(ENGINES)("weddings API on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t?.close());

  it("creates a wedding and returns its code and host key once", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/weddings", payload: weddingInput() });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.uniqueCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(body.hostKey.length).toBeGreaterThanOrEqual(22);
    expect(body.rsvpStyle).toBe("classic");
    expect(res.headers["set-cookie"]).toContain(`host_${body.uniqueCode}=`);

    const read = await t.app.inject({ method: "GET", url: `/api/weddings/${body.uniqueCode}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).not.toHaveProperty("hostKey");
    expect(read.body).not.toContain(body.hostKey);
  });

  it("serves the full variant with questions in order", async () => {
    const { wedding } = await seedWedding(t.app);
    const res = await t.app.inject({ method: "GET", url: `/api/weddings/${wedding.uniqueCode.toLowerCase()}/full` });
    expect(res.statusCode).toBe(200);
    expect(res.json().questions.map((q: { order: string }) => q.order)).toEqual(["1", "2", "3", "4"]);
  });

  it("refuses an edit without a key (401), with a wrong key or another wedding's key (403)", async () => {
    const a = await seedWedding(t.app);
    const b = await seedWedding(t.app);
    const url = `/api/weddings/${a.wedding.id}`;
    const payload = { venue: "Somewhere else" };
    expect((await t.app.inject({ method: "PUT", url, payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url, payload, headers: { authorization: "Bearer nope" } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "PUT", url, payload, headers: b.auth })).statusCode).toBe(403);
    const ok = await t.app.inject({ method: "PUT", url, payload, headers: a.auth });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().venue).toBe("Somewhere else");
    const read = await t.app.inject({ method: "GET", url: `/api/weddings/${a.wedding.uniqueCode}/full` });
    expect(read.json().venue).toBe("Somewhere else");
  });
});
