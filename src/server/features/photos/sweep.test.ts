import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadParameters } from "../../../contract/photo-upload";
import { createLocalFeed } from "../../db/change-feed";
import { MemoryCounterStore } from "../../plugins/counter-store";
import { PublicWeddingCache } from "../weddings/public-cache";
import { seedWedding } from "../../test/fixtures";
import { ENGINES, startTestApp, testConfig, type TestApp } from "../../test/harness";
import { sweepUploads, type PhotoContext } from "./service";
import { LocalPhotoStorage } from "./storage/local";
import { pngBytes } from "./test-images";
import { requestUpload, uploadLocal } from "./upload-flow";

describe.each(ENGINES)("sweeping stale uploads on %s", (engine) => {
  let t: TestApp;
  let dataDir: string;
  let pc: PhotoContext;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "photos-sweep-"));
    t = await startTestApp(engine, { dataDir, rateLimit: false });
    const config = testConfig({ dataDir });
    pc = {
      ctx: { config, database: t.database, db: t.database.db, cache: new PublicWeddingCache(), feed: createLocalFeed(), counters: new MemoryCounterStore() },
      storage: new LocalPhotoStorage(dataDir),
      log: t.app.log,
    };
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const age = (key: string) => t.database.db.execute(sql`update uploads set expires_at = now() - interval '2 days', consumed_at = case when consumed_at is null then null else now() - interval '2 days' end where key = ${key}`);
  const keyOf = (params: UploadParameters) => params.url.split("/").pop()!;

  it("removes abandoned raw uploads and photos no wedding shows, and keeps a wedding's photo", async () => {
    const { wedding, auth } = await seedWedding(t.app);
    // Uploaded, never attached.
    const abandoned = (await requestUpload(t.app, { weddingId: wedding.id }, auth)).json<UploadParameters>();
    await uploadLocal(t.app, abandoned, await pngBytes(200, 100));
    // Processed for a wedding that was never created.
    const orphan = (await requestUpload(t.app, { forNewWedding: true })).json<UploadParameters>();
    await uploadLocal(t.app, orphan, await pngBytes(200, 100));
    const orphanPath = (await t.app.inject({ method: "PUT", url: "/api/photos", payload: { photoUrl: orphan.uploadURL } })).json().objectPath as string;
    // Attached: must survive.
    const kept = (await requestUpload(t.app, { weddingId: wedding.id }, auth)).json<UploadParameters>();
    await uploadLocal(t.app, kept, await pngBytes(200, 100));
    const keptPath = (await t.app.inject({ method: "PUT", url: `/api/weddings/${wedding.id}/photo`, headers: auth, payload: { photoUrl: kept.uploadURL } })).json().objectPath as string;

    expect(await sweepUploads(pc)).toBe(0);
    for (const params of [abandoned, orphan, kept]) await age(keyOf(params));
    expect(await sweepUploads(pc)).toBe(2);

    expect(fs.existsSync(path.join(dataDir, "uploads", "raw", keyOf(abandoned)))).toBe(false);
    expect((await t.app.inject({ method: "GET", url: orphanPath })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: keptPath })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/weddings/${wedding.id}` })).json().photoUrl).toBe(keptPath);
  });
});
