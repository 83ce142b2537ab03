import { i18n } from "../host/host-i18n";
import type { RestoreResult } from "../../../contract/trash";

/** What a restore did, in one sentence for the status line: who is back, and who is not back in their seat. */
export function restoredWords(result: RestoreResult): string {
  const back = i18n._({ id: "trash.restored", message: "{label} is back.", values: { label: result.label } });
  const unseated = result.unseated.length
    ? " " +
      i18n._({ id: "trash.unseated", message: "Not back in their seats (the table is gone or full): {names}.", values: { names: result.unseated.join(", ") } })
    : "";
  const skipped = result.skipped.length
    ? " " + i18n._({ id: "trash.skipped", message: "Could not come back: {what}.", values: { what: result.skipped.join("; ") } })
    : "";
  return back + unseated + skipped;
}
