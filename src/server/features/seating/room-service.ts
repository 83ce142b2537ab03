import type { z } from "zod";
import { FEATURE_DEFAULT_SIZE, MAX_ROOM_FEATURES, type ZAddFeature, type ZFeatureUpdate } from "../../../contract/seating-room";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import type { WeddingRow } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import * as room from "./room-repository";
import type { PlanEvent } from "./plan-event";
import { type Draft, writePlan } from "./service";

// The room's fixed features (issue 30 item 1; docs/decisions/0040-room-plan.md): written as the
// plan's other writes are, under its version (a stale screen gets a 409 and reloads), in one
// transaction, answered with the whole plan and announced to the couple's other screens.

const featureOf = (draft: Draft, id: string) => {
  const feature = draft.stored.features.find((candidate) => candidate.id === id);
  if (!feature) throw notFound("Feature");
  return feature;
};

/** A feature placed at its centre, the kind's size unless given; at most MAX_ROOM_FEATURES a plan. */
export function addFeature(ctx: AppContext, wedding: WeddingRow, input: z.output<typeof ZAddFeature>, event: PlanEvent = null) {
  return writePlan(
    ctx,
    wedding,
    input.version,
    async (draft) => {
      if (draft.stored.features.length >= MAX_ROOM_FEATURES) {
        const message = `A room holds at most ${MAX_ROOM_FEATURES} features; delete one first.`;
        throw new AppError("validation_failed", `kind: ${message}`, { kind: message });
      }
      const size = FEATURE_DEFAULT_SIZE[input.kind];
      await room.insertFeature(draft.tx, draft.planId, wedding.id, {
        kind: input.kind,
        x: input.x,
        y: input.y,
        width: input.width ?? size.width,
        depth: input.depth ?? size.depth,
        rotation: input.rotation ?? 0,
      });
    },
    event,
  );
}

export function updateFeature(ctx: AppContext, wedding: WeddingRow, featureId: string, input: z.output<typeof ZFeatureUpdate>, event: PlanEvent = null) {
  const { version, ...patch } = input;
  return writePlan(
    ctx,
    wedding,
    version,
    async (draft) => {
      featureOf(draft, featureId);
      await room.updateFeature(draft.tx, featureId, patch);
    },
    event,
  );
}

/** `remove` is the trash's delete (docs/decisions/0049-trash.md), run under the plan's lock in place of the plain one. */
export function deleteFeature(
  ctx: AppContext,
  wedding: WeddingRow,
  featureId: string,
  version: number,
  event: PlanEvent = null,
  remove: (tx: Db) => Promise<unknown> = (tx) => room.deleteFeature(tx, featureId),
) {
  return writePlan(
    ctx,
    wedding,
    version,
    async (draft) => {
      featureOf(draft, featureId);
      await remove(draft.tx);
    },
    event,
  );
}
