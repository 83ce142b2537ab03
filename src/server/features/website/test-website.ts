import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, expect } from "vitest";
import type { UploadParameters } from "../../../contract/photo-upload";
import type { HostSection, Website } from "../../../contract/website";
import type { SeededWedding } from "../../test/fixtures";
import { startTestApp, type Engine, type TestApp } from "../../test/harness";

/** Helpers for the website tests (docs/decisions/0045-website-sections.md). */
export function websiteCalls(app: FastifyInstance, seed: SeededWedding) {
  const auth = seed.auth;
  const id = seed.wedding.id;
  return {
    get: async () => {
      const res = await app.inject({ method: "GET", url: `/api/weddings/${id}/website`, headers: auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Website>();
    },
    create: (payload: object, headers: Record<string, string> = auth) =>
      app.inject({ method: "POST", url: `/api/weddings/${id}/website/sections`, headers, payload }),
    add: async (payload: object) => {
      const res = await app.inject({ method: "POST", url: `/api/weddings/${id}/website/sections`, headers: auth, payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<HostSection>();
    },
    update: (sectionId: string, payload: object, headers: Record<string, string> = auth) =>
      app.inject({ method: "PUT", url: `/api/website/sections/${sectionId}`, headers, payload }),
    remove: (sectionId: string, headers: Record<string, string> = auth) => app.inject({ method: "DELETE", url: `/api/website/sections/${sectionId}`, headers }),
    reorder: (ids: string[]) => app.inject({ method: "PUT", url: `/api/weddings/${id}/website/order`, headers: auth, payload: { ids } }),
    password: (password: string | null) => app.inject({ method: "PUT", url: `/api/weddings/${id}/website/password`, headers: auth, payload: { password } }),
  };
}

/**
 * A photo through the real pipeline (docs/decisions/0005-photo-uploads.md), processed for `seed`'s
 * wedding but not made its photo: what the website screen's photo dialog does (attach off).
 */
export async function processedPhoto(app: FastifyInstance, seed: SeededWedding, width = 400): Promise<string> {
  const bytes = await sharp({ create: { width, height: 300, channels: 3, background: { r: 200, g: 120, b: 90 } } })
    .png()
    .toBuffer();
  const issued = await app.inject({ method: "POST", url: "/api/objects/upload", headers: seed.auth, payload: { weddingId: seed.wedding.id } });
  expect(issued.statusCode, issued.body).toBe(200);
  const params = issued.json<UploadParameters>();
  const sent = await app.inject({ method: params.method, url: params.url, headers: { ...params.headers, "content-type": "image/png" }, payload: bytes });
  expect(sent.statusCode, sent.body).toBe(200);
  const res = await app.inject({ method: "PUT", url: "/api/photos", headers: seed.auth, payload: { photoUrl: params.uploadURL, weddingId: seed.wedding.id } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ objectPath: string }>().objectPath;
}

const TEMPLATE = `<!doctype html><html><head><title>Forever RSVP</title>
<meta name="description" content="Default" />
<!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--><script type="module" src="/assets/index.js"></script></body></html>`;

/** The app of a website suite on `engine`, serving the guest pages as in production (a bare built web app). */
export function websiteTestApp(engine: Engine, overrides: { rateLimit?: boolean } = {}): TestApp {
  const t = {} as TestApp;
  let dist: string | undefined;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "website-test-"));
    fs.writeFileSync(path.join(dist, "index.html"), TEMPLATE);
    fs.mkdirSync(path.join(dist, ".vite"));
    fs.writeFileSync(path.join(dist, ".vite", "manifest.json"), "{}");
    // Photos land in the same temp folder (the section photos' tests upload through the real pipeline).
    Object.assign(t, await startTestApp(engine, { rateLimit: false, webDistDir: dist, dataDir: path.join(dist, "data"), ...overrides }));
  });
  afterAll(async () => {
    await t.close?.();
    if (dist) fs.rmSync(dist, { recursive: true, force: true });
  });
  return t;
}
