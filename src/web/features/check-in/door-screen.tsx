import { i18n } from "../host/host-i18n";
import { ReadOnlyNote } from "../access/read-only-note";
import { useActor } from "../access/use-actor";
import { useId } from "react";
import { Link, useLocation } from "wouter";
import ArrowLeft from "lucide-react/icons/arrow-left";
import CloudOff from "lucide-react/icons/cloud-off";
import { PageSpinner } from "../../components/page-spinner";
import { Button } from "../../components/ui/button";
import { inputClass } from "../../components/ui/field";
import { forgetDoor, type DoorWedding, type SavedDoor } from "./door-store";
import { HouseholdCard } from "./household-card";
import { useDoor } from "./use-door";

/** The door screen (issue 30 item 9): search, tap, undo, the person's table, counts, working offline. */
export function DoorScreen({ wedding, saved }: { wedding: DoorWedding; saved: SavedDoor | undefined }) {
  const door = useDoor(wedding, saved);
  // Unlike the other screens, the buttons show until the caller is known to be unable to mark: the
  // door must keep marking after a reload without a connection, when no one can be asked who it is
  // (docs/decisions/0039-check-in.md); a viewer's marks are refused by the server all the same.
  const { actor, canChange } = useActor(wedding.uniqueCode);
  const readOnly = actor !== undefined && !canChange("check-in");
  const searchId = useId();
  const [, navigate] = useLocation();
  if (door.status === "pending") return <PageSpinner />;
  if (door.status === "failed") {
    return (
      <main id="main" className="mx-auto max-w-lg px-4 py-16 text-center">
        <p role="alert" className="text-stone-700">
          {i18n._({ id: "checkIn.loadFailed", message: "We couldn't load the day's list. Check your connection and try again." })}
        </p>
        <Button className="mt-4" onClick={door.retry}>
          {i18n._({ id: "checkIn.retry", message: "Try again" })}
        </Button>
      </main>
    );
  }
  const { counts } = door;
  return (
    <main id="main" className="mx-auto w-full max-w-2xl px-4 pt-6 pb-12 sm:px-6">
      <Link href={`/dashboard/${wedding.uniqueCode}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {i18n._({ id: "checkIn.backToDashboard", message: "Back to dashboard" })}
      </Link>
      <h1 className="mt-1 font-serif text-3xl text-stone-900">{i18n._({ id: "checkIn.heading", message: "Check-in" })}</h1>
      <p className="text-stone-700">
        {wedding.partner1} &amp; {wedding.partner2}
      </p>
      <ReadOnlyNote code={wedding.uniqueCode} area="check-in" wedding={wedding} />

      <p role="status" className="mt-4 rounded-2xl bg-white p-4 text-stone-900 shadow-sm">
        <span className="font-serif text-4xl" data-testid="door-arrived">
          {counts.arrived.toLocaleString("en")}
        </span>{" "}
        {i18n._({ id: "checkIn.arrivedOf", message: "arrived of {expected} expected", values: { expected: counts.expected.toLocaleString("en") } })}
      </p>
      <ConnectionLine waiting={door.waiting} online={door.online} live={door.live} fromDevice={door.fromDevice} refused={door.refused} />

      <div className="mt-5 grid gap-1.5">
        <label htmlFor={searchId} className="text-base font-medium text-stone-800">
          {i18n._({ id: "checkIn.searchLabel", message: "Find a guest by name" })}
        </label>
        <input
          id={searchId}
          type="search"
          value={door.search}
          onChange={(event) => door.setSearch(event.target.value)}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          className={`${inputClass} min-h-14 text-lg`}
        />
      </div>

      {door.search.trim() === "" ? (
        <p className="mt-4 text-stone-700">
          {i18n._({
            id: "checkIn.typeToFind",
            message: "Type a first or last name. {count, plural, one {# person is} other {# people are}} on today's list.",
            values: { count: door.total },
          })}
        </p>
      ) : door.households.length === 0 ? (
        <p className="mt-4 text-stone-700">
          {i18n._({ id: "checkIn.noMatch", message: "No one on today's list matches “{search}”.", values: { search: door.search } })}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4" aria-label={i18n._({ id: "checkIn.results", message: "Guests found" })}>
          {door.households.map((household) => (
            <HouseholdCard key={household.partyId} household={household} onArrive={door.arrive} onUndo={door.undo} readOnly={readOnly} />
          ))}
        </ul>
      )}

      <div className="mt-10 border-t border-blush-200 pt-4 text-sm text-stone-700">
        <p>
          {i18n._({
            id: "checkIn.keptHere",
            message: "This device keeps today's list (names, households and tables) so the door keeps working without a connection.",
          })}
        </p>
        <Button
          variant="secondary"
          className="mt-2"
          onClick={() => {
            forgetDoor(wedding.uniqueCode);
            navigate(`/dashboard/${wedding.uniqueCode}`);
          }}
        >
          {i18n._({ id: "checkIn.forget", message: "Forget the list on this device" })}
        </Button>
      </div>
    </main>
  );
}

function ConnectionLine({
  waiting,
  online,
  live,
  fromDevice,
  refused,
}: {
  waiting: number;
  online: boolean;
  live: boolean;
  fromDevice: boolean;
  refused: number;
}) {
  return (
    <div className="mt-2 grid gap-1 text-sm" aria-live="polite">
      {!online || fromDevice ? (
        <p className="flex items-center gap-1.5 font-medium text-amber-900">
          <CloudOff className="h-4 w-4" aria-hidden="true" />
          {i18n._({ id: "checkIn.offline", message: "No connection: keep marking. Marks stay on this device and are sent when it returns." })}
        </p>
      ) : (
        <p className="text-stone-600">
          {live
            ? i18n._({ id: "checkIn.live", message: "Live: marks from other door screens show here." })
            : i18n._({ id: "checkIn.notLive", message: "Connecting…" })}
        </p>
      )}
      <p className={waiting ? "font-medium text-stone-900" : "text-stone-600"}>
        {waiting
          ? i18n._({ id: "checkIn.waiting", message: "Waiting to send ({count})", values: { count: waiting } })
          : i18n._({ id: "checkIn.allSent", message: "All marks sent" })}
      </p>
      {refused > 0 && (
        <p role="alert" className="text-red-800">
          {i18n._({
            id: "checkIn.refused",
            message: "{count, plural, one {# mark was} other {# marks were}} not kept: the person is no longer on the list, or this device's clock is wrong.",
            values: { count: refused },
          })}
        </p>
      )}
    </div>
  );
}
