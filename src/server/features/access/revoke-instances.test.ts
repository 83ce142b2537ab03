import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccessLinkCreated } from "../../../contract/access";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { startPostgresPair, type TestApp } from "../../test/harness";

// Issue 31: a helper's revoked link stops working at once on every instance, streams included.
// Two app instances on one PostgreSQL, as behind a load balancer; nothing is cached per instance
// (each request reads the link's row) and the revocation reaches the other's streams through the
// change feed (LISTEN/NOTIFY).

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

/** An open event stream: `ended` resolves when the server closes it; `next(text)` when that text arrives. */
async function openStream(url: string, secret: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: bearer(secret), signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  let received = "";
  const waiting: { text: string; resolve: () => void }[] = [];
  const ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return true;
        received += new TextDecoder().decode(value);
        for (const wait of waiting.filter((one) => received.includes(one.text))) wait.resolve();
      }
    } catch {
      return false;
    }
  })();
  return {
    ended,
    next: (text: string) => new Promise<void>((resolve) => (received.includes(text) ? resolve() : waiting.push({ text, resolve }))),
    close: () => controller.abort(),
  };
}

describe("revoking an access link with two instances on one PostgreSQL", () => {
  let a: TestApp;
  let b: TestApp;
  let urlB: string;
  let seed: SeededWedding;
  beforeAll(async () => {
    [a, b] = await startPostgresPair({ rateLimit: false });
    urlB = await b.app.listen({ port: 0, host: "127.0.0.1" });
    seed = await seedWedding(a.app);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const makeLink = async (payload: object) => {
    const res = await a.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/access-links`, headers: seed.auth, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AccessLinkCreated>();
  };

  it("is refused on the other instance's next request, and ends that instance's streams of the link only", async () => {
    const { link, secret } = await makeLink({ name: "Sofia, planner", role: "editor" });
    const parties = `/api/weddings/${seed.wedding.id}/parties`;
    expect((await b.app.inject({ method: "GET", url: parties, headers: bearer(secret) })).statusCode).toBe(200);
    const events = `${urlB}/api/responses/${seed.wedding.uniqueCode}/events`;
    const helper = await openStream(events, secret);
    const owner = await openStream(events, seed.wedding.hostKey);
    await Promise.all([helper.next("resync"), owner.next("resync")]);

    const revoked = await a.app.inject({ method: "DELETE", url: `/api/weddings/${seed.wedding.id}/access-links/${link.id}`, headers: seed.auth });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();

    const refused = await b.app.inject({ method: "GET", url: parties, headers: bearer(secret) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/revoked/);
    expect(await helper.ended).toBe(true);
    // The owner's stream on the same instance stays and hears the next change.
    await a.app.inject({ method: "PUT", url: `/api/weddings/${seed.wedding.id}`, headers: seed.auth, payload: { venue: "The Old Library" } });
    await owner.next("wedding.changed");
    owner.close();
  });

  it("ends a link's stream when the link expires", async () => {
    const { secret } = await makeLink({ name: "Door team", role: "door", expiresAt: new Date(Date.now() + 4_000).toISOString() });
    const stream = await openStream(`${urlB}/api/responses/${seed.wedding.uniqueCode}/events`, secret);
    expect(await stream.ended).toBe(true);
    expect((await b.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/check-in`, headers: bearer(secret) })).statusCode).toBe(403);
  });
});
