import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PartyInput, PartyPage } from "../../../contract/guest-list";
import { expectError } from "../../test/api";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";

/**
 * The import's preview is its own path with its own allowance (docs/decisions/0030): a couple
 * adjusting the column mapping previews again and again, and must still be able to import.
 */
describe.each(ENGINES)("the import's dry run on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: true });
  });
  afterAll(() => t?.close());

  const party = (name: string): PartyInput => ({
    guests: [{ firstName: name, lastName: "Okafor", email: `${name.toLowerCase()}@example.com` }],
    extraSeats: 0,
    tags: [],
    note: "",
  });
  const send = (seed: SeededWedding, parties: PartyInput[], dryRun: boolean) =>
    t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/parties/import`, headers: seed.auth, payload: { parties, dryRun } });
  const stored = async (seed: SeededWedding) => {
    const page = (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth })).json<PartyPage>();
    return page.parties.map((party) => party.guests.map((guest) => [guest.firstName, guest.phone]));
  };

  it("15 previews in a minute all answer, and store nothing; then 10 imports are accepted and the 11th is refused", async () => {
    const seed = await seedWedding(t.app);
    for (let preview = 0; preview < 15; preview++) {
      const res = await send(seed, [party(`Ada${preview}`)], true);
      expect(res.statusCode, `preview ${preview}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual({ created: 1, updated: 0, unchanged: 0, guestsAdded: 1 });
    }
    expect(await stored(seed)).toEqual([]);
    for (let real = 0; real < 10; real++) {
      const res = await send(seed, [party(`Chidi${real}`)], false);
      expect(res.statusCode, `import ${real}: ${res.body}`).toBe(200);
    }
    const refused = await send(seed, [party("Emeka")], false);
    expect(expectError(refused, 429, "rate_limited").message).toMatch(/please wait \d+ seconds/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await stored(seed)).toHaveLength(10);
    // The imports' allowance is spent; previewing still answers.
    expect((await send(seed, [party("Emeka")], true)).statusCode).toBe(200);
  });

  it("a preview of changes to households already on the list stores none of them", async () => {
    const seed = await seedWedding(t.app);
    expect((await send(seed, [party("Ada")], false)).json()).toEqual({ created: 1, updated: 0, unchanged: 0, guestsAdded: 1 });
    const changed: PartyInput = {
      ...party("Ada"),
      guests: [
        { firstName: "Ada", lastName: "Okafor", phone: "555-0101" },
        { firstName: "Ngozi", lastName: "Okafor" },
      ],
    };
    const preview = await send(seed, [changed, party("Chidi")], true);
    expect(preview.json()).toEqual({ created: 1, updated: 1, unchanged: 0, guestsAdded: 2 });
    expect(await stored(seed)).toEqual([[["Ada", null]]]);
    // What the preview said is what the import then does.
    expect((await send(seed, [changed, party("Chidi")], false)).json()).toEqual(preview.json());
  });

  it("previews have an allowance of their own: 60 a minute per wedding", async () => {
    const seed = await seedWedding(t.app);
    for (let preview = 0; preview < 60; preview++) expect((await send(seed, [party("Ada")], true)).statusCode).toBe(200);
    expectError(await send(seed, [party("Ada")], true), 429, "rate_limited");
    expect((await send(seed, [party("Ada")], false)).statusCode).toBe(200);
  });
});
