import { queryOptions } from "@tanstack/react-query";
import type { DoorList, MarksResult } from "../../../contract/check-in";
import type { Mark } from "../../../contract/rules/check-in";
import { apiRequest } from "../../lib/api";

// The door's calls (docs/decisions/0039-check-in.md); host only.

const base = (weddingId: string) => `/api/weddings/${encodeURIComponent(weddingId)}/check-in`;

/** The day's list with each person's latest mark. */
export const doorListQuery = (weddingId: string) => queryOptions<DoorList>({ queryKey: ["/api/weddings", weddingId, "check-in"], enabled: !!weddingId });

/** Arrived and expected, for the couple's dashboard. */
export const doorCountsQuery = (weddingId: string) =>
  queryOptions<DoorList["counts"]>({ queryKey: ["/api/weddings", weddingId, "check-in", "counts"], enabled: !!weddingId });

export const sendMarks = (weddingId: string, marks: readonly Mark[]) => apiRequest<MarksResult>("POST", `${base(weddingId)}/marks`, { marks });
