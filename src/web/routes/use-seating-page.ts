import { i18n } from "../features/host/host-i18n";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useRef, useState } from "react";
import type { TableShape } from "../../contract/seating-plan";
import type { SeatingMode } from "../../contract/seating/model";
import type { SeatingPlan } from "../../contract/seating/plan-seating";
import type { Wedding } from "../../contract/wedding";
import { toast } from "../components/ui/toast";
import { useDocumentTitle } from "../components/use-document-title";
import { weddingQuery } from "../features/host/api";
import { loadStatus } from "../features/host/load-status";
import { isConflict, seatingQuery, useSeatingWrites } from "../features/seating/api";
import { type DragItem, type DropTarget, dropIntent } from "../features/seating/drag/drag-model";
import { layoutPlan, seatable } from "../features/seating/plan-layout";
import { splitHouseholds } from "../features/seating/split-households";
import { useLiveSeating } from "../features/seating/use-live-seating";
import { useSeatEveryone } from "../features/seating/use-seat-everyone";
import { useSeatingRules } from "../features/seating/use-seating-rules";
import { ApiError } from "../lib/api";

/** The seating screen's wedding, which everything below it needs first. */
export function useSeatingWedding(code: string) {
  const wedding = useQuery(weddingQuery(code));
  useDocumentTitle(
    wedding.data
      ? i18n._({
          id: "seating.documentTitle",
          message: "Seating · {partner1} & {partner2}",
          values: { partner1: wedding.data.partner1, partner2: wedding.data.partner2 },
        })
      : i18n._({ id: "seating.documentTitleLoading", message: "Seating" }),
  );
  return { status: loadStatus(wedding), retry: () => void wedding.refetch(), wedding: wedding.data };
}

/** A refused write in the couple's words: a plan changed elsewhere, a full table, a lock. */
function refused(error: unknown) {
  const reason = error instanceof ApiError ? error.reason : "";
  toast({
    title: isConflict(error) ? i18n._({ id: "seating.notChanged", message: "Nothing changed" }) : i18n._({ id: "seating.notSaved", message: "Not saved" }),
    description: reason || i18n._({ id: "seating.tryAgain", message: "Please try again." }),
    variant: "destructive",
  });
}

/**
 * A callback whose identity never changes but which always runs the latest `fn`: the memoized
 * table cards keep it across renders (docs/decisions/0041-drag-and-drop.md).
 */
export function useStable<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  latest.current = fn;
  return useCallback((...args: A) => latest.current(...args), []);
}

/**
 * The seating screen's data and changes (docs/architecture.md, "Screens compose; hooks fetch"):
 * the plan, kept live; the people chosen for "Move to table"; every write, named by the version
 * this screen saw; "Seat everyone for me" and saving its plan.
 */
export function useSeatingPage(wedding: Wedding, eventId: string | null = null) {
  const plan = useQuery(seatingQuery(wedding.id, eventId));
  const live = useLiveSeating(wedding.uniqueCode, wedding.id);
  const writes = useSeatingWrites(wedding.id, eventId);
  const everyone = useSeatEveryone();
  const rules = useSeatingRules(writes, plan.data);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const view = plan.data;
  // Per plan, not per render: the table cards are memoized on their group.
  const layout = useMemo(() => (view ? layoutPlan(view) : null), [view]);
  const splits = useMemo(() => (view ? splitHouseholds(view) : []), [view]);
  const version = view?.version ?? 0;
  const present = new Set(view?.people.map((person) => person.key));
  const chosen = new Set([...selected].filter((key) => present.has(key)));

  const toggle = useCallback(
    (key: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );
  const toggleAll = useCallback(
    (keys: string[], on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const key of keys)
          if (on) next.add(key);
          else next.delete(key);
        return next;
      }),
    [],
  );
  const clear = () => setSelected(new Set());

  const move = (tableId: string | null) => {
    const keys = tableId ? seatable({ people: view?.people ?? [] }, chosen) : [...chosen];
    if (!keys.length) return;
    writes.move.mutate({ version, personKeys: keys, tableId }, { onSuccess: (next) => (clear(), rules.warnIfBroken(next)), onError: refused });
  };
  const setFlags = (flags: { locked?: boolean; highChair?: boolean; wheelchair?: boolean; nearExit?: boolean }) =>
    writes.flags.mutate({ version, personKeys: [...chosen], ...flags }, { onSuccess: clear, onError: refused });
  const addTables = (input: { count: number; shape: TableShape; seats: number }) =>
    writes.addTables.mutateAsync({ version, ...input }).then(
      (next) =>
        toast({
          title: i18n._({ id: "seating.tablesAdded", message: "Tables added" }),
          description: i18n._({
            id: "seating.tablesAddedDescription",
            message: "{count, plural, one {# table} other {# tables}} in the plan now.",
            values: { count: next.tables.length },
          }),
          variant: "success",
        }),
      refused,
    );
  const toggleTableLock = useStable((id: string, locked: boolean) => writes.updateTable.mutate({ id, version, locked }, { onError: refused }));
  /** A drop (docs/decisions/0041-drag-and-drop.md): one write, named by the version this screen saw; a refusal says why and reloads. */
  const drop = useStable((item: DragItem, target: DropTarget) => {
    const intent = dropIntent(item, target);
    if (!intent) return;
    if (intent.op === "swap") writes.swap.mutate({ version, personKeys: intent.personKeys }, { onError: refused });
    else writes.move.mutate({ version, personKeys: intent.personKeys, tableId: intent.tableId, seat: intent.seat }, { onError: refused });
  });
  const gather = useStable((partyId: string, tableId: string) =>
    writes.gather.mutate(
      { version, partyId, tableId },
      { onSuccess: () => toast({ title: i18n._({ id: "seating.gathered", message: "Gathered at one table" }), variant: "success" }), onError: refused },
    ),
  );
  const deleteTable = (id: string, unseat: boolean) => writes.deleteTable.mutateAsync({ id, version, unseat }).catch(refused);
  const seatEveryone = (mode: SeatingMode) => view && everyone.start(view, mode);
  const applyPlan = (chosenPlan: SeatingPlan) =>
    writes.save.mutate(
      {
        version: everyone.state.kind === "done" ? everyone.state.version : version,
        seats: chosenPlan.placed.map(({ personId, tableId, seat }) => ({ personKey: personId, tableId, seat })),
      },
      {
        onSuccess: () => {
          everyone.close();
          toast({ title: i18n._({ id: "seating.planSaved", message: "Plan saved" }), variant: "success" });
        },
        onError: refused,
      },
    );

  return {
    status: loadStatus(plan),
    retry: () => void plan.refetch(),
    view,
    layout,
    splits,
    live,
    selected: chosen,
    toggle,
    toggleAll,
    clear,
    move,
    setFlags,
    addTables,
    toggleTableLock,
    drop,
    gather,
    deleteTable,
    seatEveryone,
    applyPlan,
    everyone,
    rules,
    pending: {
      gather: writes.gather.isPending,
      move: writes.move.isPending,
      add: writes.addTables.isPending,
      save: writes.save.isPending,
      table: writes.updateTable.isPending,
    },
  };
}
