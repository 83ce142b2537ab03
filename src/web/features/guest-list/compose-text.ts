import { i18n } from "../host/host-i18n";
import type { BulkMailResult } from "../../../contract/mail-settings";

/** The toast after a send: "3 emails in the Outbox." and, when some were left out, how many. */
export function queuedText(result: Pick<BulkMailResult, "queued" | "skipped">): string {
  const skipped = result.skipped.length;
  if (!skipped) {
    return i18n._({
      id: "guests.mailQueuedText",
      message: "{queued, plural, one {# email} other {# emails}} in the Outbox.",
      values: { queued: result.queued },
    });
  }
  return i18n._({
    id: "guests.mailQueuedSkipped",
    message: "{queued, plural, one {# email} other {# emails}} in the Outbox. {skipped, plural, one {# household was} other {# households were}} left out.",
    values: { queued: result.queued, skipped },
  });
}

/** Under the "To" list: how many of the chosen parties an email reaches, and how many it cannot. */
export function recipientsText(withEmail: number, withoutEmail: number): string {
  if (!withoutEmail) {
    return i18n._({
      id: "guests.mailWithEmail",
      message: "{count, plural, one {# household} other {# households}} with an email address.",
      values: { count: withEmail },
    });
  }
  return i18n._({
    id: "guests.mailWithEmailSome",
    message: "{count, plural, one {# household} other {# households}} with an email address; {without} without one (share their link by hand).",
    values: { count: withEmail, without: withoutEmail },
  });
}
