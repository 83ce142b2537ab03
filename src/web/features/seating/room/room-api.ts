import type { SeatingView } from "../../../../contract/seating-plan";
import type { AddFeature, FeatureUpdate } from "../../../../contract/seating-room";
import { apiRequest } from "../../../lib/api";
import { usePlanWrite, withEvent } from "../api";

const base = (weddingId: string) => `/api/weddings/${encodeURIComponent(weddingId)}/seating/features`;

/** The room's fixed features (docs/decisions/0040-room-plan.md) of the event's plan: each write answers with the whole plan. */
export function useFeatureWrites(weddingId: string, eventId: string | null) {
  const url = (path: string) => withEvent(`${base(weddingId)}${path}`, eventId);
  return {
    add: usePlanWrite(weddingId, eventId, (input: AddFeature) => apiRequest<SeatingView>("POST", url(""), input)),
    update: usePlanWrite(weddingId, eventId, ({ id, ...input }: FeatureUpdate & { id: string }) =>
      apiRequest<SeatingView>("PUT", url(`/${encodeURIComponent(id)}`), input),
    ),
    remove: usePlanWrite(weddingId, eventId, ({ id, version }: { id: string; version: number }) =>
      apiRequest<SeatingView>("DELETE", withEvent(`${base(weddingId)}/${encodeURIComponent(id)}?version=${version}`, eventId)),
    ),
  };
}
