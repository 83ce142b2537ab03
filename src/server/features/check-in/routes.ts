import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZDoorCounts, ZDoorList, ZMarkBatch, ZMarksResult } from "../../../contract/check-in";
import type { AppContext } from "../../context";
import { COMPRESSED, varyOnEncoding } from "../../plugins/compression";
import { hostAccess, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate } from "../../plugins/host-auth";
import { hostWriteLimit, perWeddingWriteLimit } from "../../plugins/rate-limits";
import { findWedding } from "../weddings";
import * as service from "./service";

const ZId = z.object({ id: z.string().max(64) });

// Host writes, per minute, as the seating plan's. A door screen sends whatever waits in one
// request and one request at a time, so a rush of arrivals is a few requests, not one per tap.
const MARK_WRITES_PER_ADDRESS = 60;
const MARK_WRITES_PER_WEDDING = 120;

/**
 * Check-in at the door (issue 30 item 9; docs/decisions/0039-check-in.md). The couple's host key
 * opens these routes today. They sit under /api/weddings/{id}/check-in and read nothing but the
 * day's list (names, households, tables; no contact details), so issue 31's table of roles can
 * let a "door" link open exactly these three (and the live stream) and nothing else: the role
 * is decided in the hook (`hostAccess`), never in a handler.
 */
export function registerCheckInRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const door = hostAccess((request) => findWedding(ctx, routeParam(request, "id")));

  // About 320 KB for 1,000 people, 56 KB compressed (decision 0011), over a venue's Wi-Fi.
  r.get("/api/weddings/:id/check-in", { schema: { params: ZId, response: { 200: ZDoorList } }, preHandler: door, ...COMPRESSED }, async (request, reply) => {
    markPrivate(varyOnEncoding(reply));
    return service.doorList(ctx, hostWedding(request));
  });

  r.get("/api/weddings/:id/check-in/counts", { schema: { params: ZId, response: { 200: ZDoorCounts } }, preHandler: door }, async (request, reply) => {
    markPrivate(reply);
    return service.doorCountsOf(ctx, hostWedding(request));
  });

  r.post(
    "/api/weddings/:id/check-in/marks",
    {
      schema: { params: ZId, body: ZMarkBatch, response: { 200: ZMarksResult } },
      config: { rateLimit: hostWriteLimit(ctx, MARK_WRITES_PER_ADDRESS) },
      onRequest: perWeddingWriteLimit(app, ctx, MARK_WRITES_PER_WEDDING),
      preHandler: door,
    },
    async (request, reply) => {
      markPrivate(reply);
      return service.recordMarks(ctx, hostWedding(request), request.body);
    },
  );
}
