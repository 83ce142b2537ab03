import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { compressedStream } from "../../plugins/compression";
import { markPrivate } from "../../plugins/host-auth";
import { withRetryHint } from "../responses/heavy-reads";
import { exportCsv } from "./service";

const ZCode = z.object({ code: z.string().max(64) });

function sendCsv(request: FastifyRequest, reply: FastifyReply, { filename, stream }: Awaited<ReturnType<typeof exportCsv>>) {
  markPrivate(reply);
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .send(compressedStream(request, reply, stream));
}

export function registerExportRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/api/responses/:code/export", { schema: { params: ZCode } }, async (request, reply) =>
    sendCsv(request, reply, await withRetryHint(reply, () => exportCsv(ctx, request, request.params.code, "responses"))),
  );
  r.get("/api/responses/:code/export/people", { schema: { params: ZCode } }, async (request, reply) =>
    sendCsv(request, reply, await withRetryHint(reply, () => exportCsv(ctx, request, request.params.code, "people"))),
  );
}
