import { i18n } from "../host/host-i18n";
import type { ReactNode } from "react";
import Heart from "lucide-react/icons/heart";
import Mail from "lucide-react/icons/mail";
import UserRound from "lucide-react/icons/user-round";
import UsersRound from "lucide-react/icons/users-round";
import type { ResponseSummary } from "../../../contract/rules/summary";

/** The four counts of docs/spec.md section 2. */
export function SummaryCards({ summary }: { summary: ResponseSummary }) {
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
      <Stat
        label={i18n._({ id: "responses.brideSide", message: "Bride's side" })}
        value={summary.brideSide}
        icon={<Heart className="h-5 w-5" aria-hidden="true" />}
      />
      <Stat
        label={i18n._({ id: "responses.groomSide", message: "Groom's side" })}
        value={summary.groomSide}
        icon={<UserRound className="h-5 w-5" aria-hidden="true" />}
      />
    </dl>
  );
}

function Stat({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  return (
    <div className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-5">
      <dt className="flex items-center gap-2 text-sm font-medium text-stone-600">
        <span className="text-blush-600">{icon}</span>
        {label}
      </dt>
      <dd className="mt-2 font-serif text-3xl text-stone-900 sm:text-4xl" data-testid={`count-${label}`}>
        {value.toLocaleString("en")}
      </dd>
    </div>
  );
}
