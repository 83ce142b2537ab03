import type { FindTableResult } from "../../../contract/find-table";
import type { LookupRequest } from "../../../contract/invitation";
import { apiRequest } from "../../lib/api";

/** "Find my table": the lookup's own request (docs/decisions/0038-find-my-table.md). */
export function findTable(body: LookupRequest): Promise<FindTableResult> {
  return apiRequest<FindTableResult>("POST", "/api/seating/find-table", body);
}
