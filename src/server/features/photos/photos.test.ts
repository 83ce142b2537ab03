import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadParameters } from "../../../contract/photo-upload";
import { photoSrcSet } from "../../../contract/photos";
import { seedWedding } from "../../test/fixtures";
import { ENGINES } from "../../test/harness";
import { hasGpsTag, jpegWithGps, pngBytes } from "./test-images";
import { requestUpload, uploadLocal, uploadPhoto, startPhotoTestApp } from "./upload-flow";

describe.each(ENGINES)("photo uploads to the local store on %s", (engine) => {
  let t: Awaited<ReturnType<typeof startPhotoTestApp>>;
  let dataDir: string;
  const filesUnder = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => e.name)
      : [];
  const rawFiles = () => filesUnder(path.join(dataDir, "uploads", "raw"));
  const photoDir = (objectPath: string) => path.join(dataDir, objectPath.replace(/^\//, "").split("/").slice(0, 3).join("/"));
  const attach = (weddingId: string, auth: Record<string, string>, photoUrl: string | null) =>
    t.app.inject({ method: "PUT", url: `/api/weddings/${weddingId}/photo`, headers: auth, payload: { photoUrl } });

  beforeAll(async () => {
    t = await startPhotoTestApp(engine, "photos-test-");
    dataDir = t.dataDir;
  });
  afterAll(() => t?.close());

  it("gives upload parameters to the wedding's host only", async () => {
    const a = await seedWedding(t.app);
    const b = await seedWedding(t.app);
    expect((await requestUpload(t.app, { weddingId: a.wedding.id })).statusCode).toBe(401);
    expect((await requestUpload(t.app, undefined)).statusCode).toBe(401);
    expect((await requestUpload(t.app, { weddingId: a.wedding.id }, b.auth)).statusCode).toBe(403);
    const ok = await requestUpload(t.app, { weddingId: a.wedding.uniqueCode }, a.auth);
    expect(ok.statusCode).toBe(200);
    const params = ok.json<UploadParameters>();
    expect(params.method).toBe("PUT");
    expect(params.url).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{20,}$/);
    expect(params.uploadURL).toBe(params.url);
    const minutes = (Date.parse(params.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it("strips EXIF and GPS, applies the orientation and serves WebP variants at 480, 960 and 1600", async () => {
    const { wedding, auth } = await seedWedding(t.app);
    const jpeg = await jpegWithGps(1200, 800);
    const input = await sharp(jpeg).metadata();
    expect(hasGpsTag(input.exif)).toBe(true);
    expect(input.orientation).toBe(6);

    const uploadURL = await uploadPhoto(t.app, wedding.id, auth, jpeg);
    const attached = await attach(wedding.id, auth, uploadURL);
    expect(attached.statusCode).toBe(200);
    const { objectPath } = attached.json<{ objectPath: string }>();
    expect(objectPath).toMatch(/^\/uploads\/photos\/[A-Za-z0-9_-]+\/1600\.webp$/);
    expect(photoSrcSet(objectPath)).toContain("480.webp 480w");

    const read = await t.app.inject({ method: "GET", url: `/api/weddings/${wedding.uniqueCode}` });
    expect(read.json().photoUrl).toBe(objectPath);

    // Stored sideways (1200x800, orientation 6): upright it is 800 wide, and never enlarged.
    const expectedWidths = { 480: 480, 960: 800, 1600: 800 } as const;
    for (const [width, expected] of Object.entries(expectedWidths)) {
      const res = await t.app.inject({ method: "GET", url: objectPath.replace("1600.webp", `${width}.webp`) });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(expected);
      expect(meta.height).toBe(Math.round(expected * 1.5));
      expect(meta.exif).toBeUndefined();
      expect(hasGpsTag(meta.exif)).toBe(false);
      expect(res.rawPayload.includes(Buffer.from("TestCam"))).toBe(false);
    }
    expect(rawFiles()).toEqual([]);
  });

  it("judges files by their bytes: a PNG named .jpg is accepted, text named .png is refused and not kept", async () => {
    const { wedding, auth } = await seedWedding(t.app);
    const png = await pngBytes();
    const issued = (await requestUpload(t.app, { weddingId: wedding.id }, auth)).json<UploadParameters>();
    expect((await uploadLocal(t.app, issued, png, "image/jpeg")).statusCode).toBe(200);
    const attached = await attach(wedding.id, auth, issued.uploadURL);
    expect(attached.statusCode).toBe(200);
    const variant = await t.app.inject({ method: "GET", url: attached.json().objectPath });
    expect((await sharp(variant.rawPayload).metadata()).format).toBe("webp");

    const before = rawFiles().length;
    const text = (await requestUpload(t.app, { weddingId: wedding.id }, auth)).json<UploadParameters>();
    const refused = await uploadLocal(t.app, text, Buffer.from("Dear guests, this is not a photo.\n".repeat(20)), "image/png");
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toMatch(/not a photo/);
    expect(rawFiles().length).toBe(before);
    expect((await attach(wedding.id, auth, text.uploadURL)).statusCode).toBe(409);
  });

  it("reads AVIF (HEIF family) and takes raw bytes whatever the Content-Type, or none", async () => {
    const { wedding, auth } = await seedWedding(t.app);
    const avif = await sharp(await pngBytes(800, 500))
      .avif()
      .toBuffer();
    const params = (await requestUpload(t.app, { weddingId: wedding.id }, auth)).json<UploadParameters>();
    const sent = await t.app.inject({ method: "PUT", url: params.url, payload: avif });
    expect(sent.statusCode).toBe(200);
    const attached = await attach(wedding.id, auth, params.uploadURL);
    expect(attached.statusCode).toBe(200);
    const variant = await t.app.inject({ method: "GET", url: attached.json().objectPath.replace("1600", "960") });
    const meta = await sharp(variant.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(["webp", 800]);

    const json = (await requestUpload(t.app, { weddingId: wedding.id }, auth)).json<UploadParameters>();
    expect((await uploadLocal(t.app, json, await pngBytes(100, 100), "application/json")).statusCode).toBe(200);
  });

  it("accepts 10,485,760 bytes and refuses 10,485,761 with a JSON 413", async () => {
    const { wedding, auth } = await seedWedding(t.app);
    const big = Buffer.alloc(10_485_761, 0x20);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const first = (await requestUpload(t.app, { weddingId: wedding.id }, auth)).json<UploadParameters>();
    const before = rawFiles();
    const tooBig = await uploadLocal(t.app, first, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe("payload_too_large");
    expect(rawFiles()).toEqual(before);
    const second = (await requestUpload(t.app, { weddingId: wedding.id }, auth)).json<UploadParameters>();
    expect((await uploadLocal(t.app, second, big.subarray(0, 10_485_760))).statusCode).toBe(200);
  });

  it("refuses a reused or expired upload link", async () => {
    const { wedding, auth } = await seedWedding(t.app);
    const jpeg = await jpegWithGps(600, 400);
    const params = (await requestUpload(t.app, { weddingId: wedding.id }, auth)).json<UploadParameters>();
    expect((await uploadLocal(t.app, params, jpeg)).statusCode).toBe(200);
    const reused = await uploadLocal(t.app, params, jpeg);
    expect(reused.statusCode).toBe(403);
    expect(reused.json().error.message).toMatch(/already used/);

    expect((await attach(wedding.id, auth, params.uploadURL)).statusCode).toBe(200);
    const attachedTwice = await attach(wedding.id, auth, params.uploadURL);
    expect(attachedTwice.statusCode).toBe(403);
    expect(attachedTwice.json().error.message).toMatch(/already used/);

    const late = (await requestUpload(t.app, { weddingId: wedding.id }, auth)).json<UploadParameters>();
    const key = late.url.split("/").pop()!;
    await t.database.db.execute(sql`update uploads set expires_at = now() - interval '1 second' where key = ${key}`);
    const expired = await uploadLocal(t.app, late, jpeg);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.message).toMatch(/expired/);
  });

  it("keeps an upload to the wedding it was issued for", async () => {
    const a = await seedWedding(t.app);
    const b = await seedWedding(t.app);
    const uploadURL = await uploadPhoto(t.app, a.wedding.id, a.auth, await pngBytes(300, 200));
    expect((await attach(b.wedding.id, b.auth, uploadURL)).statusCode).toBe(403);
    expect((await attach(a.wedding.id, b.auth, uploadURL)).statusCode).toBe(403);
    expect((await attach(a.wedding.id, a.auth, "https://example.com/cat.jpg")).statusCode).toBe(400);
    expect((await attach(a.wedding.id, a.auth, uploadURL)).statusCode).toBe(200);
  });

  it("deletes the old photo's files on replacement and on removal", async () => {
    const { wedding, auth } = await seedWedding(t.app);
    const first = (await attach(wedding.id, auth, await uploadPhoto(t.app, wedding.id, auth, await pngBytes(500, 300)))).json().objectPath;
    expect(filesUnder(photoDir(first)).sort()).toEqual(["1600.webp", "480.webp", "960.webp"]);
    const second = (await attach(wedding.id, auth, await uploadPhoto(t.app, wedding.id, auth, await pngBytes(520, 300)))).json().objectPath;
    expect(second).not.toBe(first);
    expect(fs.existsSync(photoDir(first))).toBe(false);
    expect((await t.app.inject({ method: "GET", url: first })).statusCode).toBe(404);
    expect(filesUnder(photoDir(second)).length).toBe(3);

    const removed = await t.app.inject({ method: "DELETE", url: `/api/weddings/${wedding.id}/photo`, headers: auth });
    expect(removed.json()).toEqual({ objectPath: null });
    expect(fs.existsSync(photoDir(second))).toBe(false);
    expect((await t.app.inject({ method: "GET", url: `/api/weddings/${wedding.id}` })).json().photoUrl).toBeNull();
  });

  it("processes a photo for a wedding not yet created, which the creation then carries", async () => {
    const issued = await requestUpload(t.app, { forNewWedding: true });
    expect(issued.statusCode).toBe(200);
    const params = issued.json<UploadParameters>();
    expect((await uploadLocal(t.app, params, await jpegWithGps(700, 500))).statusCode).toBe(200);
    const other = await seedWedding(t.app);
    expect(
      (await t.app.inject({ method: "PUT", url: "/api/photos", headers: other.auth, payload: { photoUrl: params.uploadURL, weddingId: other.wedding.id } }))
        .statusCode,
    ).toBe(403);
    const processed = await t.app.inject({ method: "PUT", url: "/api/photos", payload: { photoUrl: params.uploadURL } });
    expect(processed.statusCode).toBe(200);
    const { objectPath } = processed.json();
    expect(objectPath).toMatch(/\/1600\.webp$/);
    const created = await seedWedding(t.app, { photoUrl: objectPath });
    expect(created.wedding.photoUrl).toBe(objectPath);
  });

  it("refuses a HEIC it cannot convert with 415 and keeps the wedding's photo", async () => {
    const { wedding, auth } = await seedWedding(t.app);
    const objectPath = (await attach(wedding.id, auth, await uploadPhoto(t.app, wedding.id, auth, await pngBytes(300, 200)))).json().objectPath;
    // A HEIC sharp cannot decode would be a broken image for most guests: refused instead.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(12), Buffer.from("not really hevc".repeat(20))]);
    const refused = await attach(wedding.id, auth, await uploadPhoto(t.app, wedding.id, auth, heic));
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toMatch(/save it as JPEG/);
    expect((await t.app.inject({ method: "GET", url: `/api/weddings/${wedding.id}` })).json().photoUrl).toBe(objectPath);
  });
});
