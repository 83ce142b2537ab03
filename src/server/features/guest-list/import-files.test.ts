import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLargeGuestList } from "../../../web/features/guest-list/import/parsing/fixtures/large-guest-list";
import { previewSpreadsheet, readSpreadsheet } from "../../../web/features/guest-list/import/parsing/read-spreadsheet";
import type { PartyInput, PartyPage } from "../../../contract/guest-list";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";

// The import dialog's parsing (src/web/features/guest-list/import/parsing) against the real import route: what the
// preview shows is what the server stores, and importing the same file again changes nothing.
const FIXTURES = join(import.meta.dirname, "../../../web/features/guest-list/import/parsing/fixtures");
const files = readdirSync(FIXTURES).filter((name) => /\.(csv|tsv|txt)$/.test(name));

function partiesOf(bytes: Uint8Array): PartyInput[] {
  return previewSpreadsheet(readSpreadsheet(bytes)).parties;
}

describe.each(ENGINES)("importing the fixture files on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false });
  });
  afterAll(() => t?.close());

  const importParties = async (seed: SeededWedding, parties: PartyInput[], dryRun = false) => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/parties/import`,
      headers: seed.auth,
      payload: { parties, dryRun },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const names = async (seed: SeededWedding) => {
    const res = await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth });
    // One import shares one timestamp, so the list's order among them is not the file's.
    return res
      .json<PartyPage>()
      .parties.map((party) => party.guests.map((guest) => `${guest.firstName} ${guest.lastName}`.trim()))
      .sort();
  };

  it.each(files)("%s: every previewed household is accepted and stored as previewed; a re-import changes nothing", async (file) => {
    const seed = await seedWedding(t.app);
    const parties = partiesOf(new Uint8Array(readFileSync(join(FIXTURES, file))));
    const guests = parties.reduce((sum, party) => sum + party.guests.length, 0);
    expect(await importParties(seed, parties, true)).toEqual({ created: parties.length, updated: 0, unchanged: 0, guestsAdded: guests });
    expect(await importParties(seed, parties)).toEqual({ created: parties.length, updated: 0, unchanged: 0, guestsAdded: guests });
    expect(await names(seed)).toEqual(parties.map((party) => party.guests.map((guest) => `${guest.firstName} ${guest.lastName ?? ""}`.trim())).sort());
    const again = partiesOf(new Uint8Array(readFileSync(join(FIXTURES, file))));
    expect(await importParties(seed, again)).toEqual({ created: 0, updated: 0, unchanged: parties.length, guestsAdded: 0 });
  });

  it("a 2,000-guest file imports in one request, and again without duplicates", async () => {
    const seed = await seedWedding(t.app);
    const large = makeLargeGuestList(2_000);
    const parties = partiesOf(large.bytes);
    expect(await importParties(seed, parties)).toEqual({ created: large.parties, updated: 0, unchanged: 0, guestsAdded: 2_000 });
    expect(await importParties(seed, partiesOf(large.bytes))).toEqual({ created: 0, updated: 0, unchanged: large.parties, guestsAdded: 0 });
  });
});
