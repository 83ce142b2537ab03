import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadParameters } from "../../../contract/photo-upload";
import { seedWedding } from "../../test/fixtures";
import { ENGINES } from "../../test/harness";
import { jpegWithGps, pixelBombPng, ZIP_MARKER } from "./test-images";
import { requestUpload, uploadLocal, uploadPhoto, startPhotoTestApp } from "./upload-flow";

/** Only a decoded, bounded, re-encoded image is ever kept or served; anything else is a clear 4xx. */
describe.each(ENGINES)("what photo processing refuses on %s", (engine) => {
  let t: Awaited<ReturnType<typeof startPhotoTestApp>>;
  let dataDir: string;
  const filesUnder = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => e.name)
      : [];
  const stored = () => filesUnder(path.join(dataDir, "uploads"));
  const attach = (weddingId: string, auth: Record<string, string>, photoUrl: string) =>
    t.app.inject({ method: "PUT", url: `/api/weddings/${weddingId}/photo`, headers: auth, payload: { photoUrl } });
  const photoOf = async (weddingId: string) => (await t.app.inject({ method: "GET", url: `/api/weddings/${weddingId}` })).json().photoUrl;

  /** Attaches `bytes` to a fresh wedding and expects a refusal with nothing left on disk. */
  async function expectRefused(bytes: Buffer, status: number, message: RegExp) {
    const { wedding, auth } = await seedWedding(t.app);
    const before = stored();
    const res = await attach(wedding.id, auth, await uploadPhoto(t.app, wedding.id, auth, bytes));
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toMatch(message);
    expect(stored()).toEqual(before);
    expect(await photoOf(wedding.id)).toBeNull();
  }

  beforeAll(async () => {
    t = await startPhotoTestApp(engine, "photos-safety-");
    dataDir = t.dataDir;
  });
  afterAll(() => t?.close());

  it("refuses a 20000x20000 PNG pixel bomb with 413, for a wedding and anonymously, and keeps nothing", async () => {
    const bomb = pixelBombPng();
    expect(bomb.length).toBeLessThan(400_000);
    await expectRefused(bomb, 413, /megapixels/);

    const params = (await requestUpload(t.app, { forNewWedding: true })).json<UploadParameters>();
    expect((await uploadLocal(t.app, params, bomb)).statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: "PUT", url: "/api/photos", payload: { photoUrl: params.uploadURL } });
    expect(anonymous.statusCode).toBe(413);
    expect(anonymous.json().error.code).toBe("payload_too_large");
    expect(filesUnder(path.join(dataDir, "uploads", "photos"))).toEqual([]);
    expect(filesUnder(path.join(dataDir, "uploads", "raw"))).toEqual([]);
  });

  it("refuses bytes behind a JPEG signature that are not a JPEG (a zip) with 415", async () => {
    const polyglot = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), ZIP_MARKER, Buffer.alloc(2000, 0x41)]);
    await expectRefused(polyglot, 415, /could not be read/);
  });

  it("re-encodes a real JPEG with a zip appended, so the zip is not served", async () => {
    const { wedding, auth } = await seedWedding(t.app);
    const polyglot = Buffer.concat([await jpegWithGps(600, 400), ZIP_MARKER]);
    const res = await attach(wedding.id, auth, await uploadPhoto(t.app, wedding.id, auth, polyglot));
    expect(res.statusCode).toBe(200);
    const { objectPath } = res.json<{ objectPath: string }>();
    for (const width of [480, 960, 1600]) {
      const served = await t.app.inject({ method: "GET", url: objectPath.replace("1600", String(width)) });
      expect(served.headers["content-type"]).toBe("image/webp");
      expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
      expect(served.rawPayload.includes(ZIP_MARKER.subarray(0, 4))).toBe(false);
    }
  });

  it("refuses a truncated JPEG that carries GPS EXIF with 415 and keeps nothing", async () => {
    const whole = await jpegWithGps(1200, 800);
    await expectRefused(whole.subarray(0, Math.floor(whole.length * 0.6)), 415, /cut short/);
  });

  it("never serves an original, even one already on disk", async () => {
    const photoId = "AAAAAAAAAAAAAAAAAAAAAA";
    fs.mkdirSync(path.join(dataDir, "uploads", "photos", photoId), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "uploads", "photos", photoId, "original.jpg"), Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), ZIP_MARKER]));
    expect((await t.app.inject({ method: "GET", url: `/uploads/photos/${photoId}/original.jpg` })).statusCode).toBe(404);
    fs.rmSync(path.join(dataDir, "uploads", "photos", photoId), { recursive: true });
  });
});
