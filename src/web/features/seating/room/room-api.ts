import type { SeatingView } from "../../../../contract/seating-plan";
import type { AddFeature, FeatureUpdate } from "../../../../contract/seating-room";
import { apiRequest } from "../../../lib/api";
import { usePlanWrite } from "../api";

const base = (weddingId: string) => `/api/weddings/${encodeURIComponent(weddingId)}/seating/features`;

/** The room's fixed features (docs/decisions/0040-room-plan.md): each write answers with the whole plan. */
export function useFeatureWrites(weddingId: string) {
  return {
    add: usePlanWrite(weddingId, (input: AddFeature) => apiRequest<SeatingView>("POST", base(weddingId), input)),
    update: usePlanWrite(weddingId, ({ id, ...input }: FeatureUpdate & { id: string }) =>
      apiRequest<SeatingView>("PUT", `${base(weddingId)}/${encodeURIComponent(id)}`, input),
    ),
    remove: usePlanWrite(weddingId, ({ id, version }: { id: string; version: number }) =>
      apiRequest<SeatingView>("DELETE", `${base(weddingId)}/${encodeURIComponent(id)}?version=${version}`),
    ),
  };
}
