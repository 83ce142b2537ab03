import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
// @ts-expect-error s3rver ships no types
import S3rver from "s3rver";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadParameters } from "../../../contract/photo-upload";
import type { Config } from "../../config";
import { seedWedding, weddingInput } from "../../test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "../../test/harness";
import { hasGpsTag, jpegWithGps, pixelBombPng } from "./test-images";
import { requestUpload } from "./upload-flow";

const BUCKET = "wedding-photos";

describe.each(ENGINES)("photo uploads to an S3-compatible store on %s", (engine) => {
  let t: TestApp;
  let s3rver: { run(): Promise<AddressInfo>; close(): Promise<void> };
  let s3Dir: string;
  let endpoint: string;
  let client: S3Client;

  const keys = async (prefix: string) =>
    ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents ?? []).map((o) => o.Key!).sort();

  beforeAll(async () => {
    s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), "photos-s3-"));
    s3rver = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
    const { port } = await s3rver.run();
    endpoint = `http://127.0.0.1:${port}`;
    const s3: NonNullable<Config["s3"]> = {
      bucket: BUCKET,
      endpoint,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    };
    client = new S3Client({ region: s3.region, endpoint, forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
    t = await startTestApp(engine, { s3, dataDir: s3Dir, rateLimit: false });
  });
  afterAll(async () => {
    await t?.close();
    client?.destroy();
    await s3rver?.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  it("presigns a PUT to the bucket, then reads it back and writes EXIF-free variants there", async () => {
    const { wedding, auth } = await seedWedding(t.app);
    const jpeg = await jpegWithGps(1000, 700);
    const params = (await requestUpload(t.app, { weddingId: wedding.id, size: jpeg.length }, auth)).json<UploadParameters>();
    expect(params.method).toBe("PUT");
    expect(params.url.startsWith(`${endpoint}/${BUCKET}/raw/`)).toBe(true);
    expect(params.url).toContain("X-Amz-Signature=");
    expect(params.url).toContain("X-Amz-Expires=900");
    // S3 refuses a body of another length than the one signed (s3rver does not check signatures).
    expect(params.url).toContain("X-Amz-SignedHeaders=content-length%3Bhost");
    expect(params.uploadURL).toBe(params.url.split("?")[0]);

    const put = await fetch(params.url, { method: "PUT", headers: { ...params.headers, "content-type": "image/jpeg" }, body: new Uint8Array(jpeg) });
    expect(put.status).toBe(200);
    expect(await keys("raw/")).toHaveLength(1);

    const attached = await t.app.inject({ method: "PUT", url: `/api/weddings/${wedding.id}/photo`, headers: auth, payload: { photoUrl: params.uploadURL } });
    expect(attached.statusCode).toBe(200);
    const { objectPath } = attached.json<{ objectPath: string }>();
    expect(objectPath).toMatch(new RegExp(`^${endpoint}/${BUCKET}/photos/[A-Za-z0-9_-]+/1600\\.webp$`));
    const photoPrefix = objectPath.slice(`${endpoint}/${BUCKET}/`.length).replace("1600.webp", "");
    expect(await keys(photoPrefix)).toEqual(["1600", "480", "960"].map((w) => `${photoPrefix}${w}.webp`));
    expect(await keys("raw/")).toEqual([]);

    const stored = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `${photoPrefix}480.webp` }));
    expect(stored.ContentType).toBe("image/webp");
    expect(stored.CacheControl).toBe("public, max-age=31536000, immutable");
    const served = await fetch(objectPath.replace("1600.webp", "480.webp"));
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(480);
    expect(hasGpsTag(meta.exif)).toBe(false);
    expect(meta.exif).toBeUndefined();

    // Replacing the photo removes the old variants from the bucket.
    const nextJpeg = await jpegWithGps(800, 600);
    const next = (await requestUpload(t.app, { weddingId: wedding.id, size: nextJpeg.length }, auth)).json<UploadParameters>();
    await fetch(next.url, { method: "PUT", body: new Uint8Array(nextJpeg) });
    const replaced = await t.app.inject({ method: "PUT", url: `/api/weddings/${wedding.id}/photo`, headers: auth, payload: { photoUrl: next.uploadURL } });
    expect(replaced.statusCode).toBe(200);
    expect(await keys(photoPrefix)).toEqual([]);
  });

  it("refuses a non-image at processing, and an object of any size but the one signed, keeping nothing", async () => {
    const { wedding, auth } = await seedWedding(t.app);
    const words = "just some words, named photo.png";
    const text = (await requestUpload(t.app, { weddingId: wedding.id, size: words.length }, auth)).json<UploadParameters>();
    await fetch(text.url, { method: "PUT", headers: { "content-type": "image/png" }, body: words });
    const refused = await t.app.inject({ method: "PUT", url: "/api/photos", headers: auth, payload: { photoUrl: text.uploadURL, weddingId: wedding.id } });
    expect(refused.statusCode).toBe(415);

    // Without a size the bucket would take any amount (a presigned PUT has no other cap).
    expect((await requestUpload(t.app, { weddingId: wedding.id }, auth)).statusCode).toBe(400);
    const big = (await requestUpload(t.app, { weddingId: wedding.id, size: 1000 }, auth)).json<UploadParameters>();
    const bytes = Buffer.alloc(10_485_761, 0x20);
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    await fetch(big.url, { method: "PUT", body: new Uint8Array(bytes) });
    // Had the store let it through anyway, processing reads no more than was announced.
    const tooBig = await t.app.inject({ method: "PUT", url: "/api/photos", headers: auth, payload: { photoUrl: big.uploadURL, weddingId: wedding.id } });
    expect(tooBig.statusCode).toBe(413);
    expect(await keys("raw/")).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: `/api/weddings/${wedding.id}` })).json().photoUrl).toBeNull();
  });

  it("keeps a victim's photo from a thief's create, edit and delete, and refuses a pixel bomb keeping nothing", async () => {
    const v = await seedWedding(t.app);
    const jpeg = await jpegWithGps(600, 400);
    const params = (await requestUpload(t.app, { weddingId: v.wedding.id, size: jpeg.length }, v.auth)).json<UploadParameters>();
    await fetch(params.url, { method: "PUT", body: new Uint8Array(jpeg) });
    const photo = (
      await t.app.inject({ method: "PUT", url: `/api/weddings/${v.wedding.id}/photo`, headers: v.auth, payload: { photoUrl: params.uploadURL } })
    ).json().objectPath as string;
    const prefix = photo.slice(`${endpoint}/${BUCKET}/`.length).replace("1600.webp", "");
    expect(await keys(prefix)).toHaveLength(3);

    expect((await t.app.inject({ method: "POST", url: "/api/weddings", payload: weddingInput({ photoUrl: photo }) })).statusCode).toBe(400);
    const thief = await seedWedding(t.app);
    expect(
      (await t.app.inject({ method: "PUT", url: `/api/weddings/${thief.wedding.id}`, headers: thief.auth, payload: { photoUrl: photo } })).statusCode,
    ).toBe(400);
    await t.database.db.execute(sql`update weddings set photo_url = ${photo} where id = ${thief.wedding.id}`);
    expect((await t.app.inject({ method: "DELETE", url: `/api/weddings/${thief.wedding.id}/photo`, headers: thief.auth })).statusCode).toBe(200);
    expect(await keys(prefix)).toHaveLength(3);

    const bombBytes = pixelBombPng();
    const bomb = (await requestUpload(t.app, { weddingId: v.wedding.id, size: bombBytes.length }, v.auth)).json<UploadParameters>();
    await fetch(bomb.url, { method: "PUT", body: new Uint8Array(bombBytes) });
    const photosBefore = await keys("photos/");
    const refused = await t.app.inject({ method: "PUT", url: `/api/weddings/${v.wedding.id}/photo`, headers: v.auth, payload: { photoUrl: bomb.uploadURL } });
    expect(refused.statusCode).toBe(413);
    expect(await keys("raw/")).toEqual([]);
    expect(await keys("photos/")).toEqual(photosBefore);
    expect((await t.app.inject({ method: "GET", url: `/api/weddings/${v.wedding.id}` })).json().photoUrl).toBe(photo);
  });
});
