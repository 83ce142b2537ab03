import type { RsvpResponse } from "../../../contract/response";
import type { AppContext } from "../../context";
import * as repo from "./repository";

/**
 * Every reply of a wedding, read a page at a time (at most the wedding's 20,000), for a reader
 * that keeps only what it derives from each: the seating plan's people coming.
 */
export async function* repliesOfWedding(ctx: AppContext, weddingId: string): AsyncGenerator<RsvpResponse> {
  for await (const page of repo.streamResponses(ctx.db, weddingId)) for (const row of page) yield repo.toRsvpResponse(row);
}
