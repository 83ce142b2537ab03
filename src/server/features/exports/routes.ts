import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { markPrivate } from "../../plugins/host-auth";
import { exportResponsesCsv } from "./service";

export function registerExportRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/responses/:code/export",
    { schema: { params: z.object({ code: z.string().max(64) }) } },
    async (request, reply) => {
      const { filename, stream } = await exportResponsesCsv(ctx, request, request.params.code);
      markPrivate(reply);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .send(stream);
    },
  );
}
