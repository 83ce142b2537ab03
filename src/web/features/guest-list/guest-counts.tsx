import { i18n } from "../host/host-i18n";
import type { GuestListSummary } from "../../../contract/guest-list";
import type { HeadCount } from "../../../contract/rules/head-count";
import { countItems } from "./party-text";

interface GuestCountsProps {
  summary: GuestListSummary;
  /** The wedding's head count, replies through the open form included (contract/rules/head-count.ts). */
  heads?: HeadCount;
  /** Whether the list shows only parties that have not replied. */
  notRepliedOnly: boolean;
  onNotReplied: (on: boolean) => void;
}

/** The six counts (issue 13, item 5); "Not replied" is a toggle that filters the list in one tap. Columns sized in rem, so 200% text gets fewer, wider cards. */
export function GuestCounts({ summary, heads, notRepliedOnly, onNotReplied }: GuestCountsProps) {
  return (
    <>
      <ul aria-label={i18n._({ id: "guests.counts", message: "Guest list counts" })} className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-3">
        {countItems(summary, heads).map((item) => {
          const body = (
            <>
              <span className="block text-sm font-medium text-stone-600">{item.label}</span>
              <span className="mt-1 block font-serif text-3xl text-stone-900" data-testid={`guest-count-${item.key}`}>
                {item.value.toLocaleString("en")}
              </span>
              <span className="block text-xs text-stone-600">{item.unit}</span>
            </>
          );
          return (
            <li key={item.key} className="min-w-0">
              {item.key === "notReplied" ? (
                <button
                  type="button"
                  aria-pressed={notRepliedOnly}
                  onClick={() => onNotReplied(!notRepliedOnly)}
                  className={`block h-full w-full rounded-2xl border p-4 text-left shadow-sm focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:outline-none ${
                    notRepliedOnly ? "border-amber-500 bg-amber-50 ring-1 ring-amber-500" : "border-amber-300 bg-white hover:bg-amber-50"
                  }`}
                >
                  {body}
                  <span className="mt-1 block text-xs font-medium text-amber-900">
                    {notRepliedOnly
                      ? i18n._({ id: "guests.showingOnlyThese", message: "Showing only these · show all" })
                      : i18n._({ id: "guests.showOnlyThese", message: "Show only these" })}
                  </span>
                </button>
              ) : (
                <div className="h-full rounded-2xl border border-blush-200 bg-white p-4 shadow-sm">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
      {heads && heads.openReplies > 0 && (
        <p className="mt-3 text-sm text-stone-700" data-testid="open-replies-note">
          {i18n._({
            id: "guests.openRepliesNote",
            message:
              "Attending, declined and pending include {people, plural, one {# person} other {# people}} from {replies, plural, one {# reply} other {# replies}} through the open RSVP link that belong to no household, as on the responses page.",
            values: { people: heads.openReplyPeople, replies: heads.openReplies },
          })}
        </p>
      )}
    </>
  );
}
