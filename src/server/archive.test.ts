import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARCHIVE_VERSION } from "../contract/erase";
import { archivedTables } from "./db/wedding-tables";
import { expectError, expectPrivate, rsvpFor, submitRsvp } from "./test/api";
import { seedWedding } from "./test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "./test/harness";
import { NAMES, seedFullWedding } from "./test-full-wedding";

const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString("utf8");

describe.each(ENGINES)("a wedding's archive on %s", (engine) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "archive-test-"));
    t = await startTestApp(engine, { dataDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("holds every record of the wedding as JSON with its schema, the CSVs and the photo, and nothing of a recipient's secrets or another wedding", async () => {
    const { seed, party } = await seedFullWedding(t.app);
    const other = await seedWedding(t.app);
    expect((await submitRsvp(t.app, rsvpFor(other, { guestName: "Somebody Else" }))).statusCode).toBe(201);
    const url = `/api/weddings/${seed.wedding.id}/archive.zip`;
    expectError(await t.app.inject({ method: "GET", url }), 401);
    expectError(await t.app.inject({ method: "GET", url, headers: other.auth }), 403);

    const res = await t.app.inject({ method: "GET", url, headers: seed.auth });
    expect(res.statusCode, res.body).toBe(200);
    expectPrivate(res);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toContain(`isolde-thaddeus-archive-${seed.wedding.uniqueCode}.zip`);
    const files = unzipSync(res.rawPayload);

    const schema = JSON.parse(text(files["schema.json"])) as { version: number; tables: { name: string; columns: { name: string }[] }[] };
    expect(schema.version).toBe(ARCHIVE_VERSION);
    // A file per wedding table, each described, whichever tables the schema has by then.
    for (const table of archivedTables()) {
      expect(files[`records/${table.name}.json`], table.name).toBeDefined();
      expect(schema.tables.find((described) => described.name === table.name)?.columns.map((column) => column.name)).toEqual(table.columns);
    }
    const records = (name: string) => JSON.parse(text(files[`records/${name}.json`])) as Record<string, unknown>[];
    expect(records("weddings")).toEqual([expect.objectContaining({ id: seed.wedding.id, unique_code: seed.wedding.uniqueCode, partner1: "Isolde" })]);
    expect(records("weddings")[0]).not.toHaveProperty("edit_token_key");
    expect(records("parties")).toEqual([expect.objectContaining({ id: party.id, name: NAMES.household })]);
    expect(
      records("guests")
        .map((guest) => `${guest.first_name} ${guest.last_name}`)
        .sort(),
    ).toEqual([...NAMES.guests].sort());
    expect(records("responses")).toHaveLength(2);
    expect(records("event_parties")).toEqual([]);
    expect(records("events")).toHaveLength(1);
    expect(records("seat_assignments").length).toBeGreaterThan(0);
    expect(records("outbox_messages").length).toBeGreaterThan(0);
    for (const message of records("outbox_messages")) expect(message).not.toHaveProperty("payload");
    expect(records("couple_addresses")[0]).not.toHaveProperty("confirm_token_hash");
    expect(files["records/uploads.json"]).toBeUndefined();

    expect(text(files["csv/replies.csv"])).toContain(NAMES.openForm);
    expect(text(files["csv/guest-list.csv"])).toContain(NAMES.household);
    const photos = Object.keys(files).filter((name) => name.startsWith("photos/"));
    expect(photos.map((name) => name.split("/").pop()).sort()).toEqual(["1600.webp", "480.webp", "960.webp"]);
    const served = await t.app.inject({ method: "GET", url: `/uploads/${photos[0]}` });
    expect(Buffer.compare(served.rawPayload, Buffer.from(files[photos[0]!]!))).toBe(0);

    const everything = Object.values(files).map(text).join("\n");
    expect(everything).not.toContain(other.wedding.id);
    expect(everything).not.toContain("Somebody Else");
    // The couple's guest-list CSV carries each household's link, as its own export does; the records never do.
    const recordText = Object.entries(files)
      .filter(([name]) => name.startsWith("records/"))
      .map(([, bytes]) => text(bytes))
      .join("\n");
    expect(recordText).not.toContain(party.invitationToken);
  });

  it("allows a few archives a wedding an hour, and counts only those its host key asked for", async () => {
    const seed = await seedWedding(t.app);
    const other = await seedWedding(t.app);
    const url = `/api/weddings/${seed.wedding.id}/archive.zip`;
    for (let i = 0; i < 10; i++) expect((await t.app.inject({ method: "GET", url, headers: other.auth })).statusCode).toBe(403);
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ method: "GET", url, headers: seed.auth })).statusCode).toBe(200);
    expectError(await t.app.inject({ method: "GET", url, headers: seed.auth }), 429, "rate_limited");
  });
});
