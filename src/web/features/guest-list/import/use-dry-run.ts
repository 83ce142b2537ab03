import { i18n } from "../../host/host-i18n";
import { useEffect, useState } from "react";
import type { ImportResult, PartyInput } from "../../../../contract/guest-list";
import { ApiError } from "../../../lib/api";
import { sendImport } from "./api";

export type DryRun = { state: "idle" } | { state: "checking" } | { state: "done"; result: ImportResult } | { state: "failed"; message: string };

/** Waits for the mapping to settle: previews have an allowance of their own per wedding (60 a minute, docs/decisions/0030), so no run per keystroke. */
const SETTLE_MS = 900;

/**
 * What the server would do with these parties (`dryRun: true`): "12 new households, 3 updated".
 * Informational: the import itself does not wait for it.
 */
export function useDryRun(weddingId: string, parties: PartyInput[], enabled: boolean): DryRun {
  const [dryRun, setDryRun] = useState<DryRun>({ state: "idle" });
  useEffect(() => {
    if (!enabled || parties.length === 0) return;
    const controller = new AbortController();
    // Shown at once, so an answer about the previous mapping is never read as this one's.
    setDryRun({ state: "checking" });
    const timer = setTimeout(() => {
      sendImport(weddingId, parties, true, controller.signal).then(
        (result) => setDryRun({ state: "done", result }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setDryRun({
            state: "failed",
            message: error instanceof ApiError ? error.reason : i18n._({ id: "guests.importCheckConnection", message: "Check your connection." }),
          });
        },
      );
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [weddingId, parties, enabled]);
  return enabled && parties.length > 0 ? dryRun : { state: "idle" };
}
