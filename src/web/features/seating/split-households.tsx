import { i18n } from "../host/host-i18n";
import { memo, useState } from "react";
import type { PlanPerson, SeatingTableView } from "../../../contract/seating-plan";
import { canGatherAt, gatherTable, householdMembers, isSplit } from "../../../contract/seating/gather";
import { Button } from "../../components/ui/button";
import { inputClass } from "../../components/ui/field";

interface Split {
  partyId: string;
  name: string;
  members: PlanPerson[];
  /** Where the rule gathers them (contract/seating/gather.ts), or null: the couple chooses. */
  at: string | null;
  /** Tables with room for all of them, for the couple to choose from. */
  choices: SeatingTableView[];
}

export function splitHouseholds(plan: { tables: readonly SeatingTableView[]; people: readonly PlanPerson[] }): Split[] {
  const parties = [...new Set(plan.people.map((person) => person.partyId))];
  return parties.flatMap((partyId) => {
    const members = householdMembers(plan.people, partyId);
    if (!isSplit(members)) return [];
    const at = gatherTable(plan, partyId);
    const choices = at ? [] : plan.tables.filter((table) => canGatherAt(table, members, plan.people, plan.tables));
    return [{ partyId, name: members[0]!.partyName, members, at, choices }];
  });
}

/**
 * Households the couple has seated apart (issue 30 item 3): each with where its people sit and
 * "Gather", which brings them all to one table in one write: the table most of them sit at, or
 * one the couple chooses when none of theirs has room.
 */
export const SplitHouseholds = memo(function SplitHouseholds({
  splits,
  tables,
  pending,
  onGather,
}: {
  splits: Split[];
  tables: readonly SeatingTableView[];
  pending: boolean;
  onGather: (partyId: string, tableId: string) => void;
}) {
  if (!splits.length) return null;
  const tableName = new Map(tables.map((table) => [table.id, table.name]));
  return (
    <section aria-labelledby="split-title" className="mt-3 rounded-2xl border border-amber-300 bg-amber-50 p-4">
      <h3 id="split-title" className="text-base font-semibold text-stone-900">
        {i18n._({ id: "seating.splitTitle", message: "Households seated apart" })}
      </h3>
      <ul className="mt-2 grid gap-3">
        {splits.map((split) => (
          <SplitLine key={split.partyId} split={split} tableName={tableName} pending={pending} onGather={onGather} />
        ))}
      </ul>
    </section>
  );
});

function SplitLine({
  split,
  tableName,
  pending,
  onGather,
}: {
  split: Split;
  tableName: ReadonlyMap<string, string>;
  pending: boolean;
  onGather: (partyId: string, tableId: string) => void;
}) {
  const [choice, setChoice] = useState("");
  const where = new Map<string | null, number>();
  for (const person of split.members) where.set(person.tableId, (where.get(person.tableId) ?? 0) + 1);
  const summary = [...where]
    .sort((a, b) => b[1] - a[1])
    .map(([tableId, count]) =>
      tableId
        ? i18n._({ id: "seating.splitAt", message: "{count} at {table}", values: { count, table: tableName.get(tableId) ?? "" } })
        : i18n._({ id: "seating.splitUnseated", message: "{count} unseated", values: { count } }),
    )
    .join(", ");
  const name = split.name || i18n._({ id: "seating.someoneGone", message: "Someone removed" });
  const chosen = split.choices.some((table) => table.id === choice) ? choice : (split.choices[0]?.id ?? "");
  return (
    <li className="flex flex-col items-start gap-2 text-sm text-stone-800">
      <p>
        <span className="font-semibold">{name}</span>: {summary}
      </p>
      {split.at ? (
        <Button variant="secondary" pending={pending} onClick={() => onGather(split.partyId, split.at!)}>
          {i18n._({ id: "seating.gatherAt", message: "Gather at {table}", values: { table: tableName.get(split.at) ?? "" } })}
        </Button>
      ) : split.choices.length ? (
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid min-w-0 flex-1 basis-40 gap-1 font-medium">
            {i18n._({
              id: "seating.gatherChoose",
              message: "None of their tables has room for all {count}. Gather them at",
              values: { count: split.members.length },
            })}
            <select value={chosen} onChange={(event) => setChoice(event.target.value)} className={inputClass}>
              {split.choices.map((table) => (
                <option key={table.id} value={table.id}>
                  {table.name}
                </option>
              ))}
            </select>
          </label>
          <Button variant="secondary" pending={pending} onClick={() => onGather(split.partyId, chosen)}>
            {i18n._({ id: "seating.gather", message: "Gather" })}
          </Button>
        </div>
      ) : (
        <p>
          {i18n._({
            id: "seating.gatherNowhere",
            message: "No table has room for all {count}: add a table or free some seats.",
            values: { count: split.members.length },
          })}
        </p>
      )}
    </li>
  );
}
