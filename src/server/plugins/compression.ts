import compress from "@fastify/compress";
import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * Response compression through @fastify/compress, opted into per route (docs/decisions/0011-compression.md).
 * Only the answers that grow with the guest list (the responses list, the CSVs) and the guest page HTML
 * take it: about a tenth of the bytes, which on a phone's link is most of the wait. Not global, so the
 * RSVP submit path and the other small answers are never compressed and request bodies are never
 * inflated; all they get is the plugin's one-line hook that puts `reply.compress` on the reply.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: false,
    // Brotli, then gzip, when the browser takes both; pinned so a Node upgrade (zstd) does not change the wire format unseen.
    encodings: ["br", "gzip"],
    // Below this, the headers cost about what compression saves.
    threshold: 1024,
  });
}

/** Route option that turns compression on for one route; streamed bodies stay streamed through it. */
export const COMPRESSED = { compress: {} } as const;

/**
 * Says that the answer depends on Accept-Encoding even when it goes out plain (a small list, a
 * client without gzip), so no cache between us and the browser serves one form for the other.
 */
export function varyOnEncoding(reply: FastifyReply): FastifyReply {
  return reply.header("vary", "accept-encoding");
}
