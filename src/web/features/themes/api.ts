import type { Wedding } from "../../../contract/wedding";
import { apiRequest } from "../../lib/api";
import { queryClient } from "../../lib/query-client";

/** Saves the couple's style (docs/spec.md section 7) and keeps the host screens' caches in step. */
export async function updateStyle(wedding: Wedding, rsvpStyle: Wedding["rsvpStyle"]): Promise<Wedding> {
  const updated = await apiRequest<Wedding>("PUT", `/api/weddings/${wedding.id}/style`, { rsvpStyle });
  queryClient.setQueryData(["/api/weddings", updated.uniqueCode], updated);
  void queryClient.invalidateQueries({ queryKey: ["/api/weddings", updated.uniqueCode, "full"] });
  return updated;
}
