import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { csvSeparatorFor, ZExportLocaleQuery, ZExportQuery, type ExportFormat } from "../../../contract/exports";
import { ZEventSummaryList } from "../../../contract/events";
import type { AppContext } from "../../context";
import { COMPRESSED, varyOnEncoding } from "../../plugins/compression";
import { hostAccess, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate } from "../../plugins/host-auth";
import { perWeddingHourlyLimit } from "../../plugins/rate-limits";
import { exportArchive } from "./archive";
import { linkOrigin } from "../../plugins/link-origin";
import { findWedding } from "../weddings";
import { withRetryHint } from "../responses";
import { exportEventPeople, exportEventSummaries, exportGuestList, exportInvitations, exportReplies, exportSeatingCaterer, type Download } from "./service";
import { planEventHook, requestEvent, ZPlanEventQuery } from "../seating";
import { CONTENT_TYPE, type FileFormat } from "./table";

const ZCode = z.object({ code: z.string().max(64) });
const ZId = z.object({ id: z.string().max(64) });
/** `?event={id|main}`: one event's caterer list instead of everyone (docs/decisions/0019-events.md). */
const ZPeopleQuery = ZExportQuery.extend({ event: z.string().trim().min(1).max(64).optional() });

/** What the couple asked for (contract/exports.ts): a workbook, or CSV with their region's separator. */
function fileFormat(query: { format: ExportFormat; locale?: string | undefined }): FileFormat {
  return query.format === "xlsx" ? { kind: "xlsx" } : { kind: "csv", separator: csvSeparatorFor(query.locale) };
}

/** Whole archives a wedding may download an hour, whoever asks. */
const ARCHIVES_PER_WEDDING_HOUR = 5;

const PRODUCES = ["text/csv", CONTENT_TYPE.xlsx];

function sendFile(reply: FastifyReply, { filename, contentType, stream }: Download) {
  markPrivate(reply);
  return varyOnEncoding(reply).header("content-type", contentType).header("content-disposition", `attachment; filename="${filename}"`).send(stream);
}

export function registerExportRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Compressed as CSV; a workbook is a zip already, and its content type is not among those @fastify/compress takes (decision 0011).
  const route = {
    schema: { params: ZCode, querystring: ZExportQuery, produces: PRODUCES },
    preHandler: hostAccess((request) => findWedding(ctx, routeParam(request, "code"))),
    ...COMPRESSED,
  };
  r.get("/api/responses/:code/export", route, async (request, reply) =>
    sendFile(reply, await withRetryHint(reply, () => exportReplies(ctx, hostWedding(request), "responses", fileFormat(request.query)))),
  );
  r.get("/api/responses/:code/export/people", { ...route, schema: { ...route.schema, querystring: ZPeopleQuery } }, async (request, reply) => {
    const { event } = request.query;
    const format = fileFormat(request.query);
    return sendFile(
      reply,
      await withRetryHint(reply, () =>
        event ? exportEventPeople(ctx, hostWedding(request), event, format) : exportReplies(ctx, hostWedding(request), "people", format),
      ),
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
  r.get(
    "/api/weddings/:id/guest-list.csv",
    { schema: { params: ZId, querystring: ZExportLocaleQuery, produces: ["text/csv"] }, preHandler: ofWedding, ...COMPRESSED },
    async (request, reply) =>
      sendFile(
        reply,
        await withRetryHint(reply, async () =>
          exportGuestList(ctx, hostWedding(request), linkOrigin(ctx, request), fileFormat({ format: "csv", locale: request.query.locale })),
        ),
      ),
  );
  // Not compressed: a workbook is a zip already.
  r.get("/api/weddings/:id/guest-list.xlsx", { schema: { params: ZId, produces: [CONTENT_TYPE.xlsx] }, preHandler: ofWedding }, async (request, reply) =>
    sendFile(reply, await withRetryHint(reply, async () => exportGuestList(ctx, hostWedding(request), linkOrigin(ctx, request), { kind: "xlsx" }))),
  );
  // The seating plan's caterer and venue sheet (docs/decisions/0037-seating-print.md), as CSV (compressed) or a workbook.
  r.get(
    "/api/weddings/:id/seating/caterer/export",
    {
      schema: { params: ZId, querystring: ZExportQuery.extend(ZPlanEventQuery.shape), produces: PRODUCES },
      preHandler: [ofWedding, planEventHook(ctx)],
      ...COMPRESSED,
    },
    async (request, reply) =>
      sendFile(reply, await withRetryHint(reply, () => exportSeatingCaterer(ctx, hostWedding(request), fileFormat(request.query), requestEvent(request)))),
  );
  // Not compressed: the PNGs and the workbook inside are, and the CSV is deflated by the zip itself.
  r.get(
    "/api/weddings/:id/invitations.zip",
    { schema: { params: ZId, querystring: ZExportLocaleQuery, produces: ["application/zip"] }, preHandler: ofWedding },
    async (request, reply) => {
      const { filename, contentType, stream } = await withRetryHint(reply, async () =>
        exportInvitations(ctx, hostWedding(request), linkOrigin(ctx, request), csvSeparatorFor(request.query.locale)),
      );
      markPrivate(reply);
      return reply.header("content-type", contentType).header("content-disposition", `attachment; filename="${filename}"`).send(stream);
    },
  );

  // "Download everything" (docs/decisions/0046-take-it-or-erase-it.md): a few a wedding an hour,
  // one heavy-read slot while it streams. Not compressed: the zip deflates its own entries.
  r.get(
    "/api/weddings/:id/archive.zip",
    // Counted once the key is checked: someone without it cannot spend the couple's downloads.
    { schema: { params: ZId, produces: ["application/zip"] }, preHandler: [ofWedding, ...perWeddingHourlyLimit(app, ctx, ARCHIVES_PER_WEDDING_HOUR)] },
    async (request, reply) => {
      const { filename, contentType, stream } = await withRetryHint(reply, async () => exportArchive(ctx, hostWedding(request), linkOrigin(ctx, request)));
      markPrivate(reply);
      return reply.header("content-type", contentType).header("content-disposition", `attachment; filename="${filename}"`).send(stream);
    },
  );
}
