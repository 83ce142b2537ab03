import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PartyPage } from "../contract/guest-list";
import { ArchiveError, importArchive } from "./archive-import";
import { ENGINES, startTestApp, testConfig, type Engine, type TestApp } from "./test/harness";
import { NAMES, seedFullWedding } from "./test-full-wedding";

const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString("utf8");
const records = (files: Record<string, Uint8Array>, table: string) => JSON.parse(text(files[`records/${table}.json`])) as Record<string, unknown>[];
/** The same rows whatever order they were read in. */
const sorted = (rows: Record<string, unknown>[]) => rows.map((row) => JSON.stringify(row)).sort();

async function appWithPhotos(engine: Engine): Promise<TestApp & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "archive-import-"));
  const t = await startTestApp(engine, { dataDir, rateLimit: false });
  return { ...t, dataDir, close: async () => (await t.close(), fs.rmSync(dataDir, { recursive: true, force: true })) };
}

// From each engine into an empty instance on the other.
describe.each(ENGINES.map((from, i) => [from, ENGINES[(i + 1) % ENGINES.length]!] as const))("an archive from %s restored on %s", (from, to) => {
  let a: TestApp & { dataDir: string };
  let b: TestApp & { dataDir: string };
  beforeAll(async () => {
    [a, b] = await Promise.all([appWithPhotos(from), appWithPhotos(to)]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("holds the same records with the same ids, its photo and a working host key; households' links are re-issued and open", async () => {
    const { seed } = await seedFullWedding(a.app);
    const archiveUrl = `/api/weddings/${seed.wedding.id}/archive.zip`;
    const zip = (await a.app.inject({ method: "GET", url: archiveUrl, headers: seed.auth })).rawPayload;
    const imported = await importArchive(b.database.db, testConfig({ dataDir: b.dataDir }), zip);
    expect(imported).toMatchObject({ weddingId: seed.wedding.id, uniqueCode: seed.wedding.uniqueCode });

    // Read back through the restored instance with the same host key.
    const again = await b.app.inject({ method: "GET", url: archiveUrl, headers: seed.auth });
    expect(again.statusCode, again.body).toBe(200);
    const before = unzipSync(zip);
    const after = unzipSync(again.rawPayload);
    const tables = Object.keys(before).filter((name) => name.startsWith("records/"));
    expect(Object.keys(after).filter((name) => name.startsWith("records/"))).toEqual(tables);
    for (const file of tables) {
      const table = file.slice("records/".length, -".json".length);
      const strip = (rows: Record<string, unknown>[]) => (table === "parties" ? rows.map(({ invitation_token_hash: _reissued, ...row }) => row) : rows);
      expect(sorted(strip(records(after, table))), table).toEqual(sorted(strip(records(before, table))));
    }
    expect(text(after["csv/replies.csv"])).toBe(text(before["csv/replies.csv"]));
    const photos = Object.keys(before).filter((name) => name.startsWith("photos/"));
    expect(photos).toHaveLength(3);
    for (const name of photos) expect(Buffer.compare(Buffer.from(after[name]!), Buffer.from(before[name]!)), name).toBe(0);
    const restored = await b.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.uniqueCode}/full` });
    expect(restored.json().photoUrl).toMatch(/^\/uploads\/photos\/.+\/1600\.webp$/);
    expect((await b.app.inject({ method: "GET", url: restored.json().photoUrl })).statusCode).toBe(200);

    const { parties } = (await b.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/parties`, headers: seed.auth })).json<PartyPage>();
    expect(parties.map((party) => party.name)).toEqual([NAMES.household]);
    const link = await b.app.inject({
      method: "GET",
      url: `/api/invitations/mine?wedding=${seed.wedding.uniqueCode}`,
      headers: { "x-invitation-token": parties[0]!.invitationToken },
    });
    expect(link.statusCode, link.body).toBe(200);

    // Once is all: the same wedding again is refused and changes nothing.
    await expect(importArchive(b.database.db, testConfig({ dataDir: b.dataDir }), zip)).rejects.toThrow(ArchiveError);
    await expect(importArchive(b.database.db, testConfig({ dataDir: b.dataDir }), Buffer.from("not a zip"))).rejects.toThrow("not a zip file");
  });
});
