import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { COMPRESSED, varyOnEncoding } from "../../plugins/compression";
import { hostAccess, hostWedding, routeParam } from "../../plugins/host-access";
import { markPrivate } from "../../plugins/host-auth";
import { findWedding } from "../weddings/service";
import { withRetryHint } from "../responses/heavy-reads";
import { exportCsv } from "./service";

const ZCode = z.object({ code: z.string().max(64) });

function sendCsv(reply: FastifyReply, { filename, stream }: Awaited<ReturnType<typeof exportCsv>>) {
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
  r.get("/api/responses/:code/export/people", route, async (request, reply) =>
    sendCsv(reply, await withRetryHint(reply, () => exportCsv(ctx, hostWedding(request), "people"))),
  );
}
