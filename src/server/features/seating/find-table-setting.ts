import type { AppContext, PublicWeddingFlags } from "../../context";
import { findMyTableOf } from "./find-table-repository";

/** Whether the couple turned "Find my table" on (docs/decisions/0038-find-my-table.md). */
export function findMyTableOn(ctx: AppContext, weddingId: string): Promise<boolean> {
  return findMyTableOf(ctx.db, weddingId);
}

/**
 * The switch as the wedding's public view carries it, so the RSVP page knows to offer it. app.ts
 * hands it to the weddings feature through the context (AppContext.publicWeddingFlags): the
 * seating feature depends on the weddings feature, which may not import it back.
 */
export const seatingPublicFlags: PublicWeddingFlags = async (ctx, weddingId) => ((await findMyTableOn(ctx, weddingId)) ? { findMyTable: true } : {});
