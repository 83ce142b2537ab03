import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadParameters } from "../../../contract/photo-upload";
import { createLocalFeed } from "../../db/change-feed";
import { MemoryCounterStore } from "../../plugins/counter-store";
import { PublicWeddingCache } from "../weddings";
import { seedWedding, weddingInput } from "../../test/fixtures";
import { ENGINES, startTestApp, testConfig, type TestApp } from "../../test/harness";
import { sweepUploads, type PhotoContext } from "./service";
import { LocalPhotoStorage } from "./storage/local";
import { pngBytes } from "./test-images";
import { requestUpload, uploadLocal } from "./upload-flow";
import { trashParties, trashQuestions } from "../trash";

describe.each(ENGINES)("sweeping stale uploads on %s", (engine) => {
  let t: TestApp;
  let dataDir: string;
  let pc: PhotoContext;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "photos-sweep-"));
    t = await startTestApp(engine, { dataDir, rateLimit: false });
    const config = testConfig({ dataDir });
    pc = {
      ctx: {
        config,
        database: t.database,
        db: t.database.db,
        cache: new PublicWeddingCache(),
        feed: createLocalFeed(),
        counters: new MemoryCounterStore(),
        publicWeddingFlags: async () => ({}),
        trashParties,
        trashQuestions,
      },
      storage: new LocalPhotoStorage(dataDir),
      log: t.app.log,
    };
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const age = (key: string) =>
    t.database.db.execute(
      sql`update uploads set expires_at = now() - interval '2 days', consumed_at = case when consumed_at is null then null else now() - interval '2 days' end where key = ${key}`,
    );
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
    const keptPath = (
      await t.app.inject({ method: "PUT", url: `/api/weddings/${wedding.id}/photo`, headers: auth, payload: { photoUrl: kept.uploadURL } })
    ).json().objectPath as string;

    // Shown by a website section (docs/decisions/0045-website-sections.md): must survive too.
    const shown = (await requestUpload(t.app, { weddingId: wedding.id }, auth)).json<UploadParameters>();
    await uploadLocal(t.app, shown, await pngBytes(200, 100));
    const shownPath = (
      await t.app.inject({ method: "PUT", url: "/api/photos", headers: auth, payload: { photoUrl: shown.uploadURL, weddingId: wedding.id } })
    ).json().objectPath as string;
    const section = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${wedding.id}/website/sections`,
      headers: auth,
      payload: { kind: "wedding_party", title: "The wedding party", items: [{ label: "Ngozi", detail: "Maid of honour", photoUrl: shownPath }] },
    });
    expect(section.statusCode, section.body).toBe(201);

    expect(await sweepUploads(pc)).toBe(0);
    for (const params of [abandoned, orphan, kept, shown]) await age(keyOf(params));
    expect(await sweepUploads(pc)).toBe(2);
    expect((await t.app.inject({ method: "GET", url: shownPath })).statusCode).toBe(200);

    expect(fs.existsSync(path.join(dataDir, "uploads", "raw", keyOf(abandoned)))).toBe(false);
    expect((await t.app.inject({ method: "GET", url: orphanPath })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: keptPath })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/weddings/${wedding.id}` })).json().photoUrl).toBe(keptPath);
  });

  // Rewinds a row's clock as if it had been issued `minutes` ago (and processed then, if it was).
  const issuedAgo = (key: string, minutes: number, ttlMinutes: number) =>
    t.database.db.execute(sql`update uploads set created_at = now() - make_interval(mins => ${minutes}),
      expires_at = now() - make_interval(mins => ${minutes - ttlMinutes}),
      consumed_at = case when consumed_at is null then null else now() - make_interval(mins => ${minutes}) end where key = ${key}`);
  const processAnonymous = async () => {
    const params = (await requestUpload(t.app, { forNewWedding: true })).json<UploadParameters>();
    await uploadLocal(t.app, params, await pngBytes(200, 100));
    const objectPath = (await t.app.inject({ method: "PUT", url: "/api/photos", payload: { photoUrl: params.uploadURL } })).json().objectPath as string;
    return { params, objectPath };
  };
  const status = async (url: string) => (await t.app.inject({ method: "GET", url })).statusCode;

  it("removes anonymous raw uploads and unattached photos within the hour, even a photo another wedding names", async () => {
    const { wedding, auth } = await seedWedding(t.app);
    const thief = await seedWedding(t.app);
    // Received 50 minutes ago, never processed.
    const raw = (await requestUpload(t.app, { forNewWedding: true })).json<UploadParameters>();
    await uploadLocal(t.app, raw, await pngBytes(200, 100));
    const hostRaw = (await requestUpload(t.app, { weddingId: wedding.id }, auth)).json<UploadParameters>();
    await uploadLocal(t.app, hostRaw, await pngBytes(200, 100));
    // Processed 50 minutes ago for a wedding that was never created; another named by a thief.
    const unattached = await processAnonymous();
    const named = await processAnonymous();
    await t.database.db.execute(sql`update weddings set photo_url = ${named.objectPath} where id = ${thief.wedding.id}`);
    // Processed 20 minutes ago: still inside the grace, must stay.
    const recent = await processAnonymous();

    await issuedAgo(keyOf(raw), 50, 5);
    await issuedAgo(keyOf(hostRaw), 50, 15);
    await issuedAgo(keyOf(unattached.params), 50, 5);
    await issuedAgo(keyOf(named.params), 50, 5);
    await issuedAgo(keyOf(recent.params), 20, 5);
    expect(await sweepUploads(pc)).toBe(4);

    expect(fs.existsSync(path.join(dataDir, "uploads", "raw", keyOf(raw)))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "uploads", "raw", keyOf(hostRaw)))).toBe(false);
    expect(await status(unattached.objectPath)).toBe(404);
    expect(await status(named.objectPath)).toBe(404);
    expect(await status(recent.objectPath)).toBe(200);
    // Too late to be taken by a creation now: the file is gone.
    const late = await t.app.inject({ method: "POST", url: "/api/weddings", payload: weddingInput({ photoUrl: unattached.objectPath }) });
    expect(late.statusCode).toBe(400);
  });

  it("keeps a photo from before ownership was recorded for the wedding created with it, not for a later copier", async () => {
    const legacy = await processAnonymous();
    const owner = await seedWedding(t.app);
    const copier = await seedWedding(t.app);
    // As the rows were before this release: no address, no wedding; both weddings show it.
    await t.database.db.execute(sql`update uploads set client_address = null where key = ${keyOf(legacy.params)}`);
    await t.database.db.execute(sql`update weddings set photo_url = ${legacy.objectPath} where id in (${owner.wedding.id}, ${copier.wedding.id})`);
    await t.database.db.execute(sql`update weddings set created_at = now() + interval '1 second' where id = ${copier.wedding.id}`);
    await issuedAgo(keyOf(legacy.params), 50, 15);
    await sweepUploads(pc);
    expect(await status(legacy.objectPath)).toBe(200);
    // It is the owner's now: the copier cannot delete it, the owner can.
    await t.app.inject({ method: "DELETE", url: `/api/weddings/${copier.wedding.id}/photo`, headers: copier.auth });
    expect(await status(legacy.objectPath)).toBe(200);
    await t.app.inject({ method: "DELETE", url: `/api/weddings/${owner.wedding.id}/photo`, headers: owner.auth });
    expect(await status(legacy.objectPath)).toBe(404);
  });

  it("keeps the photo of a website section in the trash until it is restored, and takes it once its entry expires", async () => {
    const seed = await seedWedding(t.app);
    const upload = (await requestUpload(t.app, { weddingId: seed.wedding.id }, seed.auth)).json<UploadParameters>();
    await uploadLocal(t.app, upload, await pngBytes(200, 100));
    const photo = (
      await t.app.inject({ method: "PUT", url: "/api/photos", headers: seed.auth, payload: { photoUrl: upload.uploadURL, weddingId: seed.wedding.id } })
    ).json().objectPath as string;
    const created = await t.app.inject({
      method: "POST",
      url: `/api/weddings/${seed.wedding.id}/website/sections`,
      headers: seed.auth,
      payload: { kind: "story", title: "Our story", body: "We met on a train.", photos: [photo] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const sectionId = created.json().id as string;
    const trashed = async () => {
      expect((await t.app.inject({ method: "DELETE", url: `/api/website/sections/${sectionId}`, headers: seed.auth })).statusCode).toBe(204);
      const list = (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.id}/trash`, headers: seed.auth })).json();
      return (list.entries as { id: string; recordId: string }[]).find((entry) => entry.recordId === sectionId)!.id;
    };
    const entryId = await trashed();
    await age(keyOf(upload));
    await sweepUploads(pc);
    expect(await status(photo)).toBe(200);

    const back = await t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/trash/${entryId}/restore`, headers: seed.auth });
    expect(back.statusCode, back.body).toBe(200);
    const page = (await t.app.inject({ method: "GET", url: `/api/weddings/${seed.wedding.uniqueCode}/full` })).json();
    expect(page.sections.map((section: { id: string; photos: string[] }) => [section.id, section.photos])).toEqual([[sectionId, [photo]]]);
    await sweepUploads(pc);
    expect(await status(photo)).toBe(200);

    // Deleted again and kept past its days: the next sweep takes the photo.
    const expired = await trashed();
    await t.database.db.execute(sql`update trash_entries set expires_at = now() - interval '1 second' where id = ${expired}`);
    await sweepUploads(pc);
    expect(await status(photo)).toBe(404);
  });
});
