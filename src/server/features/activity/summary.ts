import { setupI18n } from "@lingui/core";
import { activityMessageId, type ActivityKind } from "../../../contract/activity";
import { messages } from "../../../locales/host/en";

// The couple's catalogue in English, compiled: the one place a kind's words are written
// (web/features/activity/activity-words.ts is their source). Imported statically, as the mail's
// catalogues are (server/i18n.ts): a server from an `--omit=dev` install has no compiler.
const english = setupI18n({ locale: "en", messages: { en: messages } });

/** What a change did, as the log stores it beside its kind (exports and the archive read it without the app). */
export function kindSummary(kind: ActivityKind): string {
  return english._(activityMessageId(kind));
}
