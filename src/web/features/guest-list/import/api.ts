import type { ImportResult, PartyInput } from "../../../../contract/guest-list";
import { apiRequest } from "../../../lib/api";

/**
 * `POST /api/weddings/:id/parties/import`: the server merges each household with the one already
 * on the list whose guests match by name or email. `dryRun` reports what would happen, storing nothing.
 */
export function sendImport(weddingId: string, parties: PartyInput[], dryRun: boolean, signal?: AbortSignal): Promise<ImportResult> {
  return apiRequest<ImportResult>("POST", `/api/weddings/${encodeURIComponent(weddingId)}/parties/import`, { parties, dryRun }, { signal });
}
