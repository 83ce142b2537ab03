// First: configures zod before any contract schema is built (see zod-jitless.ts).
import { ReadOnlyNote } from "../features/access/read-only-note";
import { useActor } from "../features/access/use-actor";
import { SeatingReadOnly } from "../features/seating/read-only";
import "../features/host/zod-jitless";
import "../couple.css";
import { i18n } from "../features/host/host-i18n";
import { ScreenLoadFailed } from "../features/host/load-failed";
import { useState } from "react";
import { Link, useParams, useSearch } from "wouter";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Printer from "lucide-react/icons/printer";
import type { Wedding } from "../../contract/wedding";
import { PageSpinner } from "../components/page-spinner";
import { ConfirmDialog } from "../features/host/confirm-dialog";
import { HostGuard } from "../features/host/host-guard";
import { SideLabelsProvider } from "../features/host/side-labels";
import { WeddingNotFound } from "../features/host/wedding-not-found";
import { AddTablesForm } from "../features/seating/add-tables-form";
import { EventPicker } from "../features/seating/event-picker";
import { DragBoard } from "../features/seating/drag/drag-board";
import { FindTablePanel } from "../features/seating/find-table-panel";
import { MoveBar } from "../features/seating/move-bar";
import { RoomView, type SeatingMode, ViewSwitch } from "../features/seating/room/room-switch";
import type { TableGroup } from "../features/seating/plan-layout";
import { RulesPanel } from "../features/seating/rules-panel";
import { RecentlyDeleted } from "../features/trash/recently-deleted";
import { UndoStatus, type JustDeleted } from "../features/trash/undo-status";
import { SeatEveryonePanel } from "../features/seating/seat-everyone-panel";
import { SplitHouseholds } from "../features/seating/split-households";
import { TableCard } from "../features/seating/table-card";
import { UnseatedList } from "../features/seating/unseated-list";
import { useSeatingPage, useSeatingWedding, useStable } from "./use-seating-page";

/** /seating/{code}: the wedding's tables and who sits where (issue 30; docs/decisions/0036-stored-seating.md). */
export default function Seating() {
  const { code = "" } = useParams<{ code: string }>();
  return (
    <HostGuard code={code} screen={i18n._({ id: "seating.screenName", message: "seating plan" })}>
      <SeatingScreen code={code} />
    </HostGuard>
  );
}

function SeatingScreen({ code }: { code: string }) {
  const { status, retry, wedding } = useSeatingWedding(code);
  if (status === "pending") return <PageSpinner />;
  if (status === "not-found") return <WeddingNotFound code={code} />;
  if (status === "failed") return <LoadFailed onRetry={retry} />;
  if (!wedding) return <PageSpinner />;
  return (
    <SideLabelsProvider wedding={wedding}>
      <SeatingView wedding={wedding} />
    </SideLabelsProvider>
  );
}

/** This screen's words for a failed load, laid out as every couple's screen does. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ScreenLoadFailed
      message={i18n._({ id: "seating.loadFailed", message: "We couldn't load your seating plan. Check your connection and try again." })}
      onRetry={onRetry}
    />
  );
}

function SeatingView({ wedding }: { wedding: Wedding }) {
  // An extra event's plan (docs/decisions/0042-seating-rules.md); none: the wedding's own.
  const eventId = new URLSearchParams(useSearch()).get("event");
  const page = useSeatingPage(wedding, eventId);
  const [deleting, setDeleting] = useState<TableGroup | null>(null);
  const [mode, setMode] = useState<SeatingMode>("tables");
  const [justDeleted, setJustDeleted] = useState<JustDeleted | null>(null);
  const { canChange } = useActor(wedding.uniqueCode);
  const readOnly = !canChange("seating");
  // A table deleted goes to the trash with its seats: the "Deleted … Undo" line brings both back (docs/decisions/0049-trash.md).
  const deleteTable = useStable((group: TableGroup, unseat: boolean) =>
    page.deleteTable(group.table.id, unseat).then((view) => view && setJustDeleted({ ids: [group.table.id], label: group.table.name })),
  );
  // A rule or a room feature removed goes to the trash too, with the same line.
  const removeRule = useStable((id: string, label: string) => {
    void page.rules.remove(id).then((removed) => removed && setJustDeleted({ ids: [id], label }));
  });
  const askDelete = useStable((group: TableGroup) => (group.people.length ? setDeleting(group) : void deleteTable(group, false)));
  if (page.status === "pending") return <PageSpinner />;
  if (page.status === "failed" || !page.view || !page.layout) return <LoadFailed onRetry={page.retry} />;
  const { view, layout } = page;
  const { counts } = layout;

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 pt-8 sm:px-6 sm:pt-12">
      <Link href={`/dashboard/${wedding.uniqueCode}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blush-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {i18n._({ id: "seating.backToDashboard", message: "Back to dashboard" })}
      </Link>
      <h1 className="mt-2 font-serif text-3xl text-stone-900 sm:text-4xl">{i18n._({ id: "seating.heading", message: "Seating" })}</h1>
      <ReadOnlyNote code={wedding.uniqueCode} area="seating" wedding={wedding} />
      <EventPicker code={wedding.uniqueCode} view={view} />
      <p className="mt-1 text-stone-700">
        {i18n._({
          id: "seating.summary",
          message: "{seated} seated, {unseated} still to seat, {seats} seats at {tables, plural, one {# table} other {# tables}}.",
          values: { seated: counts.seated, unseated: counts.unseated, seats: counts.seats, tables: view.tables.length },
        })}{" "}
        {counts.tentative > 0 &&
          i18n._({ id: "seating.tentativeCount", message: "{count} not replied yet, seated for now.", values: { count: counts.tentative } })}
      </p>
      {counts.away > 0 && (
        <p role="status" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-stone-900">
          {i18n._({
            id: "seating.awayCount",
            message:
              "{count, plural, one {# person has a seat but is no longer coming} other {# people have a seat but are no longer coming}}: they keep it until you move them to Unseated.",
            values: { count: counts.away },
          })}
        </p>
      )}
      <Link
        href={`/seating/${wedding.uniqueCode}/print${eventId ? `?event=${encodeURIComponent(eventId)}` : ""}`}
        className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50"
      >
        <Printer className="h-4 w-4" aria-hidden="true" />
        {i18n._({ id: "seating.printLink", message: "Print cards, chart and the caterer's sheet" })}
      </Link>
      <p className="mt-1 text-xs text-stone-600" aria-live="polite">
        {page.live
          ? i18n._({ id: "seating.live", message: "Live: changes on your other screens show here." })
          : i18n._({ id: "seating.notLive", message: "Not live: reload to see changes made elsewhere." })}
      </p>
      <div className="mt-3">
        <UndoStatus weddingId={wedding.id} deleted={justDeleted} />
      </div>
      {/* The room view is where tables are placed, by hand: a caller who may not change the plan keeps the list of tables. */}
      {!readOnly && <ViewSwitch mode={mode} onChange={setMode} />}
      {mode === "room" && !readOnly && <RoomView weddingId={wedding.id} eventId={eventId} view={view} onDeleted={setJustDeleted} />}

      <SeatingReadOnly.Provider value={readOnly}>
        <DragBoard onDrop={page.drop}>
          <div hidden={mode === "room"} className="mt-6 grid gap-6 lg:grid-cols-[2fr_3fr]">
            <div className="grid content-start gap-6">
              <UnseatedList parties={layout.unseated} selected={page.selected} onToggle={page.toggle} onToggleAll={page.toggleAll} />
              {!readOnly && (
                <>
                  <AddTablesForm onAdd={page.addTables} pending={page.pending.add} />
                  <RulesPanel view={view} onAdd={page.rules.add} onRemove={removeRule} pending={page.rules.pending} />
                  <SeatEveryonePanel
                    plan={view}
                    state={page.everyone.state}
                    onStart={page.seatEveryone}
                    onClose={page.everyone.close}
                    onUse={page.applyPlan}
                    saving={page.pending.save}
                  />
                  {!eventId && <FindTablePanel wedding={wedding} />}
                </>
              )}
            </div>
            <section aria-labelledby="tables-title">
              <h2 id="tables-title" className="font-serif text-2xl text-stone-900">
                {i18n._({ id: "seating.tables", message: "Tables" })}
              </h2>
              {!readOnly && (
                <p className="mt-1 text-sm text-stone-700">
                  {i18n._({
                    id: "seating.dragHint",
                    message:
                      "Drag a person or a household by its handle to a table or a seat; drop on someone's seat to swap the two. Or choose people and use Move to table.",
                  })}
                </p>
              )}
              {!readOnly && <SplitHouseholds splits={page.splits} tables={view.tables} pending={page.pending.gather} onGather={page.gather} />}
              {layout.tables.length === 0 ? (
                <p className="mt-2 text-stone-700">{i18n._({ id: "seating.noTables", message: "No tables yet. Add some to start seating." })}</p>
              ) : (
                <ul className="mt-3 grid gap-4 sm:grid-cols-2">
                  {layout.tables.map((group) => (
                    <TableCard
                      key={group.table.id}
                      group={group}
                      selected={page.selected}
                      onToggle={page.toggle}
                      onLock={page.toggleTableLock}
                      onDelete={askDelete}
                      busy={page.pending.table}
                    />
                  ))}
                </ul>
              )}
            </section>
          </div>
        </DragBoard>
      </SeatingReadOnly.Provider>
      <div hidden={mode === "room" || readOnly} className="mt-6 pb-6">
        <MoveBar
          count={page.selected.size}
          tables={layout.tables}
          pending={page.pending.move}
          onMove={page.move}
          onLock={(locked) => page.setFlags({ locked })}
          onHighChair={(highChair) => page.setFlags({ highChair })}
          onWheelchair={(wheelchair) => page.setFlags({ wheelchair })}
          onNearExit={(nearExit) => page.setFlags({ nearExit })}
          onClear={page.clear}
        />
      </div>
      {!readOnly && (
        <div className="pb-6">
          <RecentlyDeleted
            weddingId={wedding.id}
            timeZone={wedding.timeZone}
            kinds={["table", "rule", "feature"]}
            intro={(days) =>
              i18n._({
                id: "seating.trashIntro",
                message: "Deleted tables (with who sat at them), rules and room features are kept for {days} days, then erased for good.",
                values: { days },
              })
            }
          />
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={i18n._({ id: "seating.deleteTitle", message: "Delete {name}?", values: { name: deleting?.table.name ?? "" } })}
        confirmLabel={i18n._({ id: "seating.deleteConfirm", message: "Delete and unseat them" })}
        pendingLabel={i18n._({ id: "seating.deleting", message: "Deleting…" })}
        pending={false}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void deleteTable(deleting, true);
          setDeleting(null);
        }}
      >
        {i18n._({
          id: "seating.deleteBody",
          message: "{count, plural, one {# person sits} other {# people sit}} here. They go back to the Unseated list.",
          values: { count: deleting?.people.length ?? 0 },
        })}
      </ConfirmDialog>
    </main>
  );
}
