import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { UploadParameters } from "../../../contract/photo-upload";
import { startTestApp, type Engine, type TestApp } from "../../test/harness";

/** The browser's side of the local-store protocol, through app.inject. */
export async function requestUpload(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: "POST", url: "/api/objects/upload", headers, payload: body as object });
}

export async function uploadLocal(app: FastifyInstance, params: UploadParameters, bytes: Buffer, contentType = "application/octet-stream") {
  return app.inject({ method: params.method, url: params.url, headers: { ...params.headers, "content-type": contentType }, payload: bytes });
}

/** Gets a target for the wedding, sends the bytes, and returns the uploadURL to attach. */
export async function uploadPhoto(app: FastifyInstance, weddingId: string, auth: Record<string, string>, bytes: Buffer): Promise<string> {
  const issued = await requestUpload(app, { weddingId }, auth);
  if (issued.statusCode !== 200) throw new Error(`upload params: ${issued.statusCode} ${issued.body}`);
  const params = issued.json<UploadParameters>();
  const sent = await uploadLocal(app, params, bytes, "image/jpeg");
  if (sent.statusCode !== 200) throw new Error(`upload: ${sent.statusCode} ${sent.body}`);
  return params.uploadURL;
}

/** An app whose photos land in a temp folder of its own (`dataDir`), removed again by close(). */
export async function startPhotoTestApp(engine: Engine, prefix: string): Promise<TestApp & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const t = await startTestApp(engine, { dataDir, rateLimit: false });
  return {
    ...t,
    dataDir,
    close: async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
