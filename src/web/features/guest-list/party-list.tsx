import { i18n } from "../host/host-i18n";
import { useCallback, useMemo, useRef, useState } from "react";
import type { Party } from "../../../contract/guest-list";
import { useProgressiveList } from "../../components/use-progressive-list";
import { Button } from "../../components/ui/button";
import type { JustDeleted } from "../trash/undo-status";
import { useDeleteParty } from "./api";
import { BulkBar } from "./bulk-bar";
import { ConfirmDialog } from "../host/confirm-dialog";
import { filterParties, tagsInUse, type PartyFilter } from "./filter-parties";
import { FiltersBar } from "./filters-bar";
import { PartyCard } from "./party-card";
import { QrDialog } from "./qr-dialog";

interface PartyListProps {
  weddingId: string;
  code: string;
  timeZone: string;
  parties: readonly Party[];
  filter: PartyFilter;
  onFilterChange: (filter: PartyFilter) => void;
  onEdit: (party: Party) => void;
  /** Opens the email dialog for the selected parties. */
  onEmail: (ids: readonly string[]) => void;
  /** Each party's per-event statuses, when the wedding has extra events. */
  eventChips?: ReadonlyMap<string, readonly string[]>;
  /** The lookup asks for the words printed on each invitation: each card shows its party's. */
  showWords?: boolean;
  /** Each household's postal address status, in words, once the couple asks for addresses (docs/decisions/0044). */
  addressStatuses?: ReadonlyMap<string, string>;
  /** Households went to the trash: the screen offers to undo it (docs/decisions/0049-trash.md). */
  onDeleted?: (deleted: JustDeleted) => void;
  /** The caller may look but not change the guest list (a viewer's link): no selection, bulk actions, edit or delete. */
  readOnly?: boolean;
}

/** The parties, filtered and searched, drawn a screenful at a time, with selection for bulk actions. */
export function PartyList({
  weddingId,
  code,
  timeZone,
  parties,
  filter,
  onFilterChange,
  onEdit,
  onEmail,
  eventChips,
  showWords,
  addressStatuses,
  onDeleted,
  readOnly = false,
}: PartyListProps) {
  // Each party's folded names, kept while the party object is the same (a refetch makes new ones).
  const folded = useRef(new WeakMap<Party, string>());
  const shown = useMemo(() => filterParties(parties, filter, folded.current), [parties, filter]);
  const tags = useMemo(() => tagsInUse(parties), [parties]);
  const progressive = useProgressiveList(shown);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [qrFor, setQrFor] = useState<Party | null>(null);
  const [deleting, setDeleting] = useState<Party | null>(null);
  const remove = useDeleteParty(weddingId);

  // Parties deleted (here or elsewhere) drop out of the selection.
  const selectedIds = useMemo(() => parties.filter((party) => selected.has(party.id)).map((party) => party.id), [parties, selected]);
  const allShownSelected = shown.length > 0 && shown.every((party) => selected.has(party.id));
  const onSelect = useCallback(
    (id: string, on: boolean) =>
      setSelected((previous) => {
        const next = new Set(previous);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const clearSelection = useCallback(() => setSelected(new Set()), []);

  return (
    <div className="grid grid-cols-1 gap-4">
      <FiltersBar filter={filter} tags={tags} onChange={onFilterChange} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-600" aria-live="polite">
          {i18n._({
            id: "guests.showing",
            message: "Showing {shown} of {total, plural, one {# household} other {# households}}",
            values: { shown: shown.length.toLocaleString("en"), total: parties.length },
          })}
        </p>
        {shown.length > 0 && !readOnly && (
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              checked={allShownSelected}
              onChange={(event) => setSelected(event.target.checked ? new Set([...selected, ...shown.map((party) => party.id)]) : new Set())}
              className="h-5 w-5 accent-blush-600"
            />
            {i18n._({ id: "guests.selectAllShown", message: "Select all shown" })}
          </label>
        )}
      </div>
      {shown.length === 0 && (
        <p className="rounded-2xl border border-dashed border-blush-200 bg-white p-6 text-center text-stone-700">
          {i18n._({ id: "guests.noMatch", message: "No households match these filters." })}
        </p>
      )}
      {progressive.visible.map((party) => (
        <PartyCard
          key={party.id}
          party={party}
          code={code}
          timeZone={timeZone}
          selected={selected.has(party.id)}
          onSelect={onSelect}
          onEdit={onEdit}
          onDelete={setDeleting}
          onShowQr={setQrFor}
          eventChips={eventChips?.get(party.id)}
          showWords={showWords}
          addressStatus={addressStatuses?.get(party.id)}
          readOnly={readOnly}
        />
      ))}
      {progressive.hasMore && (
        <div ref={progressive.sentinel} className="flex justify-center py-4">
          <Button variant="secondary" onClick={progressive.showAll}>
            {i18n._({ id: "guests.showAll", message: "Show all {count} households", values: { count: shown.length.toLocaleString("en") } })}
          </Button>
        </div>
      )}
      {selectedIds.length > 0 && !readOnly && (
        <BulkBar weddingId={weddingId} selected={selectedIds} tags={tags} onDone={clearSelection} onEmail={onEmail} onDeleted={onDeleted} />
      )}
      <QrDialog party={qrFor} code={code} onClose={() => setQrFor(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={
          deleting
            ? i18n._({ id: "guests.deleteTitle", message: "Delete {name}?", values: { name: deleting.name } })
            : i18n._({ id: "guests.deleteTitleNoName", message: "Delete this household?" })
        }
        confirmLabel={i18n._({ id: "guests.deleteParty", message: "Delete household" })}
        pendingLabel={i18n._({ id: "guests.deleting", message: "Deleting…" })}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting && remove.mutate(deleting, { onSuccess: (party) => onDeleted?.({ ids: [party.id], label: party.name }), onSettled: () => setDeleting(null) })
        }
      >
        <p>
          {i18n._({
            id: "guests.deleteTrashWarning",
            message: "They leave the guest list and their invitation link stops working, until you restore them: Recently deleted keeps them for 30 days.",
          })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
