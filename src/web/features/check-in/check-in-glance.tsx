import { i18n } from "../host/host-i18n";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { Link } from "wouter";
import DoorOpen from "lucide-react/icons/door-open";
import { buttonClass } from "../../components/ui/button";
import { useLiveStream } from "../live/use-live-stream";
import { doorCountsQuery } from "./api";

/** A mark at the door, or a change in who is coming. */
const COUNT_EVENTS = ["check-in.changed", "guest-list.changed", "response.created", "response.updated", "response.deleted"] as const;

/** The dashboard's "On the day" card: arrived and expected, live, and the way to the door screen (issue 30 item 9). */
export function CheckInGlance({ weddingId, code }: { weddingId: string; code: string }) {
  const counts = useQuery(doorCountsQuery(weddingId));
  const refresh = useCallback((client: QueryClient) => client.invalidateQueries({ queryKey: doorCountsQuery(weddingId).queryKey }), [weddingId]);
  useLiveStream(code, COUNT_EVENTS, refresh);
  return (
    <section aria-labelledby="on-the-day-title" className="rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
      <h2 id="on-the-day-title" className="font-serif text-xl text-stone-900">
        {i18n._({ id: "checkIn.glanceTitle", message: "On the day" })}
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {i18n._({
          id: "checkIn.glanceIntro",
          message: "At the door, find each guest by name, mark them arrived and tell them their table. It keeps working if the venue's connection drops.",
        })}
      </p>
      {counts.data ? (
        <dl className="mt-3 grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-blush-50 p-3">
            <dt className="text-xs font-medium text-stone-600">{i18n._({ id: "checkIn.glanceArrived", message: "Arrived" })}</dt>
            <dd className="font-serif text-3xl text-stone-900" data-testid="glance-arrived">
              {counts.data.arrived.toLocaleString("en")}
            </dd>
          </div>
          <div className="rounded-xl bg-blush-50 p-3">
            <dt className="text-xs font-medium text-stone-600">{i18n._({ id: "checkIn.glanceExpected", message: "Expected" })}</dt>
            <dd className="font-serif text-3xl text-stone-900" data-testid="glance-expected">
              {counts.data.expected.toLocaleString("en")}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-3 text-sm text-stone-600">
          {counts.isError
            ? i18n._({ id: "checkIn.glanceFailed", message: "Arrivals could not be counted just now." })
            : i18n._({ id: "checkIn.glanceCounting", message: "Counting arrivals…" })}
        </p>
      )}
      <Link href={`/check-in/${code}`} className={buttonClass("secondary", "mt-4 w-full")}>
        <DoorOpen className="h-4 w-4" aria-hidden="true" />
        {i18n._({ id: "checkIn.openDoor", message: "Open the door screen" })}
      </Link>
    </section>
  );
}
