import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { weddingInput } from "../test/fixtures";
import { startPostgresPair, type TestApp } from "../test/harness";

// Both routes allow 20 a minute per client address (features/suggestions/routes.ts, features/weddings/routes.ts).
const LIMIT = 20;
const BURST = 2 * LIMIT;
// The bound docs/security.md promises for two instances: one more than the limit at most (decision 0023).
const MOST = LIMIT + 1;

const ROUTES = [
  {
    name: "AI wording",
    path: "/api/ai/wedding-message-suggestions",
    body: () => ({ partner1: "Amelia", partner2: "Jonah", venue: "Kew", date: "2027-06-12" }),
  },
  { name: "wedding creation", path: "/api/weddings", body: () => weddingInput() },
] as const;

/**
 * A burst from one client through a load balancer: two instances on one PostgreSQL, each behind
 * the same trusted proxy (loopback), the requests fired at once and dealt alternately to both.
 */
describe("a burst through two instances on PostgreSQL", () => {
  let pair: TestApp[];
  let urls: string[];
  beforeAll(async () => {
    pair = await startPostgresPair({ rateLimit: true, trustProxy: ["127.0.0.1"] });
    urls = [];
    for (const t of pair) {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      urls.push(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    }
  });
  afterAll(async () => {
    for (const t of pair ?? []) await t.close();
  });

  let client = 0;
  async function burst(path: string, body: () => object): Promise<number[]> {
    // A fresh client address per burst, so each starts from an empty window.
    const address = `198.51.100.${++client}`;
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        fetch(`${urls[i % 2]}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": address },
          body: JSON.stringify(body()),
        }),
      ),
    );
    await Promise.all(responses.map((response) => response.arrayBuffer()));
    return responses.map((response) => response.status);
  }

  for (const route of ROUTES) {
    it(`admits the limit and at most one more of ${BURST} concurrent ${route.name} requests, every time`, async () => {
      for (let round = 0; round < 3; round++) {
        const statuses = await burst(route.path, route.body);
        const admitted = statuses.filter((status) => status < 300).length;
        expect(statuses.filter((status) => status !== 429 && status >= 300)).toEqual([]);
        expect(admitted, `round ${round}: ${admitted} of ${BURST} admitted`).toBeGreaterThanOrEqual(LIMIT);
        expect(admitted, `round ${round}: ${admitted} of ${BURST} admitted`).toBeLessThanOrEqual(MOST);
      }
    });
  }
});
