import type { AppContext } from "../../context";
import { findMyTableOf } from "./find-table-repository";

/**
 * Whether the couple turned "Find my table" on (docs/decisions/0038-find-my-table.md). Read by the
 * wedding's public view (so the RSVP page knows to offer it) through seating's index.ts; this file
 * imports nothing from another feature, so that read makes no cycle.
 */
export function findMyTableOn(ctx: AppContext, weddingId: string): Promise<boolean> {
  return findMyTableOf(ctx.db, weddingId);
}
