import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, expectError, hammer, rsvpFor } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";

/** Each test's writes come from its own addresses, so the seeding (from the default one) never counts. */
let nextAddress = 1;
const freshAddress = () => `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

describe.each(ENGINES)("host write rate limits on %s", (engine) => {
  let t: TestApp;
  let seed: SeededWedding;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: true });
    seed = await seedWedding(t.app);
  });
  afterAll(() => t?.close());

  const hammerFromNewAddress = (options: InjectOptions, times: number) => hammer(t.app, options, times, freshAddress());

  it("a host adding phone answers gets 429 past 60 a minute from one address, and the refused ones are not stored", async () => {
    const { weddingId: _w, ...entry } = rsvpFor(seed);
    const { statuses, last } = await hammerFromNewAddress(
      { method: "POST", url: `/api/weddings/${seed.wedding.id}/responses`, headers: seed.auth, payload: entry },
      62,
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(60);
    expect(expectError(last, 429, "rate_limited").message).toMatch(/please wait \d+ seconds and try again/);
    expect(await countRows(t, "responses", seed.wedding.id)).toBe(60);
  });

  it.each([
    ["PUT", "/api/weddings/:wedding", { message: "Hello" }, 60],
    ["PUT", "/api/weddings/:wedding/style", { rsvpStyle: "classic" }, 60],
    ["POST", "/api/weddings/:wedding/host-key", undefined, 10],
    ["POST", "/api/questions", { weddingId: ":wedding", question: "Q", type: "text", required: false, order: "1" }, 60],
    ["PUT", "/api/questions/:random", { question: "Q" }, 60],
    ["DELETE", "/api/questions/:random", undefined, 60],
    ["PUT", "/api/weddings/:wedding/questions", { questions: [] }, 60],
    ["PUT", "/api/responses/:random", { sideAssignment: "bride" }, 120],
    ["PUT", "/api/responses/:random/host", {}, 60],
    ["DELETE", "/api/responses/:random", undefined, 60],
    // The trash's restore (docs/decisions/0049-trash.md), per address as other host writes.
    ["POST", "/api/weddings/:wedding/trash/:random/restore", undefined, 60],
    // Addresses and gifts (docs/decisions/0044-addresses-and-gifts.md); a household's address through its link, per address as the reply's.
    ["PUT", "/api/weddings/:wedding/addresses/settings", { asking: true, homeCountry: null }, 120],
    ["PUT", "/api/weddings/:wedding/addresses/:random", { address: null }, 120],
    ["POST", "/api/weddings/:wedding/gifts", { partyId: ":random", what: "Vase", receivedOn: "2027-06-12" }, 120],
    ["PUT", "/api/weddings/:wedding/gifts/:random", { what: "Vase", receivedOn: "2027-06-12" }, 120],
    ["DELETE", "/api/weddings/:wedding/gifts/:random", undefined, 120],
    ["PUT", "/api/invitations/mine/address", { country: "GB", line1: "1 Road", city: "London", postcode: "E2 8DD" }, 60],
  ] as const)("%s %s answers 429 past its per-address limit, even without a key", async (method, path, payload, max) => {
    // Refusals (no key, an unknown id, a bad body) count too: probing is a write attempt. Wrong
    // keys meet the stricter host-key guard first (plugins/host-key-guard.test.ts).
    const other = await seedWedding(t.app, {});
    const url = path.replace(":wedding", other.wedding.id).replace(":random", randomUUID());
    const body = payload && JSON.parse(JSON.stringify(payload).replace(":wedding", other.wedding.id));
    const { statuses, last } = await hammerFromNewAddress({ method, url, ...(body ? { payload: body } : {}), headers: {} }, max + 1);
    expect(statuses.slice(0, max).every((s) => s !== 429)).toBe(true);
    expectError(last, 429, "rate_limited");
  });

  it("one wedding takes at most 120 edits a minute whoever sends them; other weddings are unaffected", async () => {
    const target = await seedWedding(t.app);
    const edit = { method: "PUT" as const, url: `/api/weddings/${target.wedding.id}`, headers: target.auth, payload: { message: "Updated" } };
    const first = await hammerFromNewAddress(edit, 60);
    const second = await hammerFromNewAddress(edit, 60);
    expect([...first.statuses, ...second.statuses].join(",")).toBe(Array(120).fill(200).join(","));
    const third = await hammerFromNewAddress(edit, 1);
    const error = expectError(third.last, 429, "rate_limited");
    expect(error.message).toMatch(/Too many changes to this wedding; please wait \d+ seconds/);
    expect(Number(third.last.headers["retry-after"])).toBeGreaterThan(0);

    const elsewhere = await t.app.inject({ ...edit, url: `/api/weddings/${seed.wedding.id}`, headers: seed.auth, remoteAddress: freshAddress() });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("a stranger's refused writes, without a key or with a wrong one, spend none of a wedding's allowance", async () => {
    const target = await seedWedding(t.app);
    const edit = { method: "PUT" as const, url: `/api/weddings/${target.wedding.id}`, payload: { message: "Defaced" } };
    const keyless = await hammerFromNewAddress({ ...edit, headers: {} }, 50);
    const wrongKey = await hammerFromNewAddress({ ...edit, headers: { authorization: "Bearer not-their-key-at-all-not-at-all" } }, 50);
    // Another couple's own key (the file's first wedding).
    const otherKey = await hammerFromNewAddress({ ...edit, headers: seed.auth }, 50);
    expect(new Set([...keyless.statuses, ...wrongKey.statuses, ...otherKey.statuses].filter((status) => status < 400))).toEqual(new Set());
    // The couple still has all 120 of their minute.
    const own = [...(await hammerFromNewAddress({ ...edit, headers: target.auth, payload: { message: "Ours" } }, 60)).statuses];
    own.push(...(await hammerFromNewAddress({ ...edit, headers: target.auth, payload: { message: "Ours" } }, 60)).statuses);
    expect(own.join(",")).toBe(Array(120).fill(200).join(","));
  });
});
