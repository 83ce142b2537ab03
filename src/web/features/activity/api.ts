import { infiniteQueryOptions } from "@tanstack/react-query";
import type { ActivityPage } from "../../../contract/activity";
import { apiRequest } from "../../lib/api";

export interface ActivityFilters {
  /** "owner", "guests" or an access link's id; "" for everyone. */
  author: string;
  /** A kind of change; "" for every kind. */
  kind: string;
}

/** The wedding's activity log, newest first, a page at a time (docs/decisions/0047-activity-log.md). */
export const activityQuery = (weddingId: string, filters: ActivityFilters) =>
  infiniteQueryOptions({
    queryKey: ["/api/weddings", weddingId, "activity", filters.author, filters.kind],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (filters.author) query.set("author", filters.author);
      if (filters.kind) query.set("kind", filters.kind);
      if (pageParam) query.set("before", pageParam);
      const suffix = query.size ? `?${query}` : "";
      return apiRequest<ActivityPage>("GET", `/api/weddings/${encodeURIComponent(weddingId)}/activity${suffix}`, undefined, { signal });
    },
    initialPageParam: "",
    getNextPageParam: (page) => page.next ?? undefined,
  });
