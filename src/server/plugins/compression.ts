import { pipeline, type Readable } from "node:stream";
import { promisify } from "node:util";
import { createGzip, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

const gzipAsync = promisify(gzip);
/** Below this, the headers cost more than gzip saves. */
const MIN_BYTES = 2048;

export function acceptsGzip(request: FastifyRequest): boolean {
  return /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
}

/**
 * For the few answers that grow with the guest list (the responses list, the CSVs): gzip when the
 * browser takes it. About a tenth of the bytes, which on a phone's link is most of the wait.
 * Per route, not a global hook: the RSVP submit path stays free of it.
 */
export async function sendJsonCompressed(request: FastifyRequest, reply: FastifyReply, value: unknown) {
  const json = JSON.stringify(value);
  reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
  if (json.length < MIN_BYTES || !acceptsGzip(request)) return reply.send(json);
  return reply.header("content-encoding", "gzip").send(await gzipAsync(json, { level: 6 }));
}

/** A streamed body (CSV), gzipped on the way out when the browser takes it. */
export function compressedStream(request: FastifyRequest, reply: FastifyReply, stream: Readable): Readable {
  reply.header("vary", "accept-encoding");
  if (!acceptsGzip(request)) return stream;
  reply.header("content-encoding", "gzip");
  // pipeline: a failure on either side ends both (the client sees a cut-off download, not a hang).
  return pipeline(stream, createGzip({ level: 6 }), () => {});
}
