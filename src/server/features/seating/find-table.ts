import type { z } from "zod";
import type { FindTableResult } from "../../../contract/find-table";
import type { ZLookupRequest } from "../../../contract/invitation";
import type { TableShape } from "../../../contract/seating-plan";
import type { FeatureKind } from "../../../contract/seating-room";
import type { AppContext } from "../../context";
import type { WeddingRow } from "../../db/schema";
import { notFound } from "../../errors";
import { matchInvitation } from "../lookup";
import { announceWeddingChange } from "../weddings";
import * as repo from "./find-table-repository";
import { findMyTableOn } from "./find-table-setting";

const NOT_FOUND = { outcome: "not_found" } as const satisfies FindTableResult;
const NOT_SEATED = { outcome: "not_seated" } as const satisfies FindTableResult;

/**
 * "Find my table" (issue 30 item 8; docs/decisions/0038-find-my-table.md): the lookup's own
 * matching, strict check and daily bounds (lookup/index.ts), then the tables of the guests the
 * typed full name is, and nobody else's. Off, it is the same 404 as a wedding code nobody has,
 * decided before any name is read. A family name finds a household, not a person: not_found, as
 * a given name alone is for the lookup. Found but not seated: not_seated, and the page says to
 * ask the couple.
 */
export async function findMyTable(ctx: AppContext, input: z.output<typeof ZLookupRequest>, address: string): Promise<FindTableResult> {
  const { weddingId, match } = await matchInvitation(ctx, input, address, async (id) => {
    if (!(await findMyTableOn(ctx, id))) throw notFound("Wedding");
  });
  if (match.outcome !== "found") return match;
  if (match.guestIds.length === 0) return NOT_FOUND;
  const tables = await repo.tablesOfPeople(
    ctx.db,
    weddingId,
    match.guestIds.map((id) => `guest:${id}`),
  );
  if (tables.length === 0) return NOT_SEATED;
  const [room, features] = await Promise.all([repo.roomOf(ctx.db, weddingId), repo.featuresOfRoom(ctx.db, weddingId)]);
  return {
    outcome: "seated",
    tables: tables.sort((a, b) => a.name.localeCompare(b.name)),
    room: room.map((table) => ({ ...table, shape: table.shape as TableShape })),
    features: features.map((feature) => ({ ...feature, kind: feature.kind as FeatureKind })),
  };
}

/** The couple's switch: part of the public invitation (the RSVP page offers it), so its cache is dropped. */
export async function setFindMyTable(ctx: AppContext, wedding: WeddingRow, on: boolean): Promise<{ on: boolean }> {
  await repo.setFindMyTable(ctx.db, wedding.id, on);
  await announceWeddingChange(ctx, wedding);
  return { on };
}
