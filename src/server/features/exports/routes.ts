import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Readable } from "node:stream";
import { z } from "zod";
import { ZEventSummaryList } from "../../../contract/events";
import type { AppContext } from "../../context";
import { COMPRESSED, varyOnEncoding } from "../../plugins/compression";
import { hostAccess, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate } from "../../plugins/host-auth";
import { linkOrigin } from "../../plugins/link-origin";
import { findWedding } from "../weddings/service";
import { withRetryHint } from "../responses/heavy-reads";
import { exportCsv, exportEventPeopleCsv, exportEventSummaries, exportGuestList, exportInvitations } from "./service";

const ZCode = z.object({ code: z.string().max(64) });
const ZId = z.object({ id: z.string().max(64) });
/** `?event={id|main}`: one event's caterer list instead of everyone (docs/decisions/0019-events.md). */
const ZPeopleQuery = z.object({ event: z.string().trim().min(1).max(64).optional() });

interface Download {
  filename: string;
  stream: Readable;
}

function sendCsv(reply: FastifyReply, { filename, stream }: Download) {
  markPrivate(reply);
  return varyOnEncoding(reply)
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .send(stream);
}

export function registerExportRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = {
    schema: { params: ZCode, produces: ["text/csv"] },
    preHandler: hostAccess((request) => findWedding(ctx, routeParam(request, "code"))),
    ...COMPRESSED,
  };
  r.get("/api/responses/:code/export", route, async (request, reply) =>
    sendCsv(reply, await withRetryHint(reply, () => exportCsv(ctx, hostWedding(request), "responses"))),
  );
  r.get("/api/responses/:code/export/people", { ...route, schema: { ...route.schema, querystring: ZPeopleQuery } }, async (request, reply) => {
    const event = request.query.event;
    return sendCsv(
      reply,
      await withRetryHint(reply, () => (event ? exportEventPeopleCsv(ctx, hostWedding(request), event) : exportCsv(ctx, hostWedding(request), "people"))),
    );
  });

  // Counts per event (docs/decisions/0019-events.md): JSON, but a heavy read like the CSVs.
  r.get(
    "/api/responses/:code/event-summary",
    { schema: { params: ZCode, response: { 200: ZEventSummaryList } }, preHandler: route.preHandler, ...COMPRESSED },
    async (request, reply) => {
      const stream = await withRetryHint(reply, async () => exportEventSummaries(ctx, hostWedding(request)));
      markPrivate(reply);
      return varyOnEncoding(reply).header("content-type", "application/json; charset=utf-8").send(stream);
    },
  );

  // The guest list's exports (docs/decisions/0012), named by the wedding's id like its other routes.
  const ofWedding = hostAccess((request) => findWedding(ctx, routeParam(request, "id")));
  r.get("/api/weddings/:id/guest-list.csv", { schema: { params: ZId, produces: ["text/csv"] }, preHandler: ofWedding, ...COMPRESSED }, async (request, reply) =>
    sendCsv(reply, await withRetryHint(reply, async () => exportGuestList(ctx, hostWedding(request), linkOrigin(ctx, request)))),
  );
  // Not compressed: the PNGs inside are, and the CSV is deflated by the zip itself.
  r.get("/api/weddings/:id/invitations.zip", { schema: { params: ZId, produces: ["application/zip"] }, preHandler: ofWedding }, async (request, reply) => {
    const { filename, stream } = await withRetryHint(reply, async () => exportInvitations(ctx, hostWedding(request), linkOrigin(ctx, request)));
    markPrivate(reply);
    return reply.header("content-type", "application/zip").header("content-disposition", `attachment; filename="${filename}"`).send(stream);
  });
}
