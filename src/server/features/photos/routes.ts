import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MAX_PHOTO_BYTES } from "../../../contract/limits";
import { ZObjectPath, ZPhotoProcess, ZUploadParameters, ZUploadRequest, ZWeddingPhotoUpdate } from "../../../contract/photo-upload";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { bodyField, hostAccess, hostWedding, routeParam } from "../../plugins/host-access";
import { hostWriteLimit, publicWriteLimit } from "../../plugins/rate-limits";
import { findWedding } from "../weddings";
import * as service from "./service";
import { createPhotoStorage } from "./storage/create";
import { SWEEP_EVERY_SECONDS } from "./limits";
import { LocalPhotoStorage } from "./storage/local";
import { PHOTO_CACHE_CONTROL } from "./storage/storage";

const ZId = z.object({ id: z.string().max(64) });
const ZToken = z.object({ token: z.string().max(100) });
const ZPhotoFile = z.object({ photoId: z.string().max(100), name: z.string().max(40) });
// Only the re-encoded WebP variants are ever served: nothing a client sent goes out as it came.
const VARIANT_NAME = /^(?:480|960|1600)\.webp$/;

export function registerPhotoRoutes(app: FastifyInstance, ctx: AppContext) {
  const storage = createPhotoStorage(ctx.config);
  const pc: service.PhotoContext = { ctx, storage, log: app.log };
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A photo for a wedding not yet created names none: no host key is asked for then.
  const forNamedWedding = hostAccess(async (request) => {
    const weddingId = bodyField(request, "weddingId");
    return weddingId === undefined ? null : findWedding(ctx, weddingId);
  });

  r.post(
    "/api/objects/upload",
    {
      schema: { body: ZUploadRequest.nullish(), response: { 200: ZUploadParameters } },
      config: { rateLimit: publicWriteLimit(ctx, 30) },
      preHandler: forNamedWedding,
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.issueUpload(pc, request.hostWedding, request.body, request.ip);
    },
  );

  const attach = { preHandler: hostAccess((request) => findWedding(ctx, routeParam(request, "id"))), config: { rateLimit: hostWriteLimit(ctx, 30) } };
  r.put("/api/weddings/:id/photo", { schema: { params: ZId, body: ZWeddingPhotoUpdate, response: { 200: ZObjectPath } }, ...attach }, async (request) =>
    service.setWeddingPhoto(pc, hostWedding(request), request.body.photoUrl),
  );

  r.delete("/api/weddings/:id/photo", { schema: { params: ZId, response: { 200: ZObjectPath } }, ...attach }, async (request) =>
    service.setWeddingPhoto(pc, hostWedding(request), null),
  );

  r.put(
    "/api/photos",
    { schema: { body: ZPhotoProcess, response: { 200: ZObjectPath } }, config: { rateLimit: publicWriteLimit(ctx, 30) }, preHandler: forNamedWedding },
    async (request) => service.processPhoto(pc, request.hostWedding, request.body.photoUrl),
  );

  if (storage instanceof LocalPhotoStorage) registerLocalStoreRoutes(app, pc, storage);

  const sweep = () => service.sweepUploads(pc).catch((error: unknown) => app.log.warn({ err: error }, "upload sweep failed"));
  const timer = setInterval(sweep, SWEEP_EVERY_SECONDS * 1000);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}

/** The local store's half of the protocol: the PUT target and the photos it serves. */
function registerLocalStoreRoutes(app: FastifyInstance, pc: service.PhotoContext, storage: LocalPhotoStorage) {
  // Its own scope, so the raw-bytes parser applies to the upload route only.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: MAX_PHOTO_BYTES }, (_request, body, done) => done(null, body));
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.put(
      "/api/uploads/:token",
      {
        schema: { params: ZToken, response: { 200: z.object({ uploadURL: z.string() }) } },
        bodyLimit: MAX_PHOTO_BYTES,
        // A used or expired link is refused before 10 MB are read.
        preParsing: async (request) => {
          await service.checkLocalTarget(pc, (request.params as { token: string }).token);
        },
      },
      async (request, reply) => {
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw new AppError("validation_failed", "The upload is empty; send the photo's bytes");
        await service.receiveLocalUpload(pc, request.params.token, body, (key, bytes) => storage.writeRaw(key, bytes));
        return reply.header("cache-control", "no-store").send({ uploadURL: `/api/uploads/${request.params.token}` });
      },
    );
  });

  app.withTypeProvider<ZodTypeProvider>().get("/uploads/photos/:photoId/:name", { schema: { params: ZPhotoFile, hide: true } }, async (request, reply) => {
    const { photoId, name } = request.params;
    let file: string | undefined;
    try {
      file = VARIANT_NAME.test(name) ? storage.photoFile(photoId, name) : undefined;
    } catch {
      file = undefined;
    }
    const stat = file ? await fs.promises.stat(file).catch(() => undefined) : undefined;
    if (!file || !stat?.isFile()) return reply.status(404).header("cache-control", "no-store").type("text/plain").send("Not found");
    return reply
      .header("cache-control", PHOTO_CACHE_CONTROL)
      .header("content-length", stat.size)
      .header("x-content-type-options", "nosniff")
      .type("image/webp")
      .send(fs.createReadStream(file));
  });
}
