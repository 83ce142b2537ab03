import { Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { listPublicQuestions } from "../questions/service";
import { iterateResponses } from "../responses/service";
import { requireHostWedding } from "../weddings/service";
import { responsesCsv } from "./responses-csv";

/** The host's CSV of every response, streamed page by page so memory stays flat. */
export async function exportResponsesCsv(ctx: AppContext, request: FastifyRequest, code: string) {
  const wedding = await requireHostWedding(ctx, request, code);
  const questions = await listPublicQuestions(ctx, wedding.id);
  const slug = `${wedding.partner1}-${wedding.partner2}`.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "wedding";
  return {
    filename: `${slug}-rsvps-${wedding.uniqueCode}.csv`,
    stream: Readable.from(responsesCsv(questions, iterateResponses(ctx, wedding.id))),
  };
}
