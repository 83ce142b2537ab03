import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { csvSeparatorFor, ZExportLocaleQuery } from "../../../contract/exports";
import type { AppContext } from "../../context";
import { COMPRESSED, varyOnEncoding } from "../../plugins/compression";
import { hostAccess, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate } from "../../plugins/host-auth";
import { findWedding } from "../weddings";
import { exportEnvelopes, exportGifts, exportVcards } from "./address-files";
import type { Download } from "./service";

const ZId = z.object({ id: z.string().max(64) });

function sendFile(reply: FastifyReply, { filename, contentType, stream }: Download) {
  markPrivate(reply);
  return varyOnEncoding(reply).header("content-type", contentType).header("content-disposition", `attachment; filename="${filename}"`).send(stream);
}

/** Envelopes and gifts as files (issue 32 items 3 and 4; docs/decisions/0044-addresses-and-gifts.md). */
export function registerAddressExportRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ofWedding = hostAccess((request) => findWedding(ctx, routeParam(request, "id")));
  const csv = { schema: { params: ZId, querystring: ZExportLocaleQuery, produces: ["text/csv"] }, preHandler: ofWedding, ...COMPRESSED };
  r.get("/api/weddings/:id/addresses/export", csv, async (request, reply) =>
    sendFile(reply, await exportEnvelopes(ctx, hostWedding(request), csvSeparatorFor(request.query.locale))),
  );
  r.get(
    "/api/weddings/:id/addresses/vcards/export",
    { schema: { params: ZId, produces: ["text/vcard"] }, preHandler: ofWedding, ...COMPRESSED },
    async (request, reply) => sendFile(reply, await exportVcards(ctx, hostWedding(request))),
  );
  r.get("/api/weddings/:id/gifts/export", csv, async (request, reply) =>
    sendFile(reply, await exportGifts(ctx, hostWedding(request), csvSeparatorFor(request.query.locale))),
  );
}
