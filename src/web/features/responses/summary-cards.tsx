import { i18n } from "../host/host-i18n";
import type { ReactNode } from "react";
import Heart from "lucide-react/icons/heart";
import Mail from "lucide-react/icons/mail";
import UserRound from "lucide-react/icons/user-round";
import UsersRound from "lucide-react/icons/users-round";
import type { ResponseSummary } from "../../../contract/rules/summary";
import { useSideLabels } from "../host/side-labels";

/** The four counts of docs/spec.md section 2. */
export function SummaryCards({ summary }: { summary: ResponseSummary }) {
  const sides = useSideLabels();
  // A reply on both sides counts on each side, and each card says how many of those it holds.
  const shared = summary.bothSides
    ? i18n._({ id: "responses.includingBoth", message: "including {count} on both sides", values: { count: summary.bothSides.toLocaleString("en") } })
    : undefined;
  // Two across on a phone, four on a laptop, one across when large text needs the room.
  return (
    <dl className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-3 lg:grid-cols-4">
      <Stat
        label={i18n._({ id: "responses.totalResponses", message: "Total responses" })}
        value={summary.totalResponses}
        icon={<Mail className="h-5 w-5" aria-hidden="true" />}
      />
      <Stat
        label={i18n._({ id: "responses.attendingGuests", message: "Attending guests" })}
        value={summary.attendingGuests}
        icon={<UsersRound className="h-5 w-5" aria-hidden="true" />}
      />
      <Stat label={sides.bride} value={summary.brideSide} note={shared} icon={<Heart className="h-5 w-5" aria-hidden="true" />} />
      <Stat label={sides.groom} value={summary.groomSide} note={shared} icon={<UserRound className="h-5 w-5" aria-hidden="true" />} />
    </dl>
  );
}

function Stat({ label, value, icon, note }: { label: string; value: number; icon: ReactNode; note?: string | undefined }) {
  return (
    <div className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-5">
      <dt className="flex items-center gap-2 text-sm font-medium text-stone-600">
        <span className="text-blush-600">{icon}</span>
        {label}
      </dt>
      <dd className="mt-2 font-serif text-3xl text-stone-900 sm:text-4xl" data-testid={`count-${label}`}>
        {value.toLocaleString("en")}
      </dd>
      {note && <dd className="mt-1 text-sm text-stone-600">{note}</dd>}
    </div>
  );
}
