import type { AppContext } from "../../context";
import type { WeddingRow } from "../../db/schema";
import { listPublicQuestions } from "../questions/service";
import { streamResponseText } from "../responses/stream-service";
import { peopleCsv } from "./people-csv";
import { responsesCsv } from "./responses-csv";

/** `responses`: one row per response (docs/spec.md). `people`: one row per person, for caterers and seating. */
export type ExportKind = "responses" | "people";

const WRITERS = { responses: responsesCsv, people: peopleCsv } as const;

/**
 * A host's CSV, streamed page by page so memory stays flat however many responses there are,
 * and counted among the heavy reads (at most a few at once, per wedding and per instance).
 */
export async function exportCsv(ctx: AppContext, wedding: WeddingRow, kind: ExportKind) {
  const questions = await listPublicQuestions(ctx, wedding.id);
  const slug =
    `${wedding.partner1}-${wedding.partner2}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "wedding";
  const suffix = kind === "people" ? "guest-list" : "rsvps";
  return {
    filename: `${slug}-${suffix}-${wedding.uniqueCode}.csv`,
    stream: streamResponseText(ctx, wedding.id, (rows) => WRITERS[kind](questions, rows)),
  };
}
