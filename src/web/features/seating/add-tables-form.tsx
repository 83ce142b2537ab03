import { useState, type FormEvent } from "react";
import { i18n } from "../host/host-i18n";
import { TABLE_SHAPES, type TableShape } from "../../../contract/seating-plan";
import { MAX_SEATING_TABLES, MAX_TABLE_SEATS } from "../../../contract/seating/model";
import { Button } from "../../components/ui/button";
import { inputClass } from "../../components/ui/field";
import { shapeLabel } from "./table-card";

/** "Add 12 round tables of 10" in one step. */
export function AddTablesForm({
  onAdd,
  pending,
}: {
  onAdd: (input: { count: number; shape: TableShape; seats: number }) => Promise<unknown>;
  pending: boolean;
}) {
  const [count, setCount] = useState("10");
  const [shape, setShape] = useState<TableShape>("round");
  const [seats, setSeats] = useState("10");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onAdd({ count: Number(count), shape, seats: Number(seats) });
  };
  return (
    <form onSubmit={submit} aria-labelledby="add-tables-title" className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="add-tables-title" className="font-serif text-xl text-stone-900">
        {i18n._({ id: "seating.addTables", message: "Add tables" })}
      </h2>
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <label className="grid gap-1.5 text-sm font-medium text-stone-800">
          {i18n._({ id: "seating.howMany", message: "How many" })}
          <input
            type="number"
            min={1}
            max={MAX_SEATING_TABLES}
            required
            value={count}
            onChange={(event) => setCount(event.target.value)}
            className={inputClass}
          />
        </label>
        <label className="grid gap-1.5 text-sm font-medium text-stone-800">
          {i18n._({ id: "seating.shape", message: "Shape" })}
          <select value={shape} onChange={(event) => setShape(event.target.value as TableShape)} className={inputClass}>
            {TABLE_SHAPES.map((option) => (
              <option key={option} value={option}>
                {shapeLabel(option)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1.5 text-sm font-medium text-stone-800">
          {i18n._({ id: "seating.seatsEach", message: "Seats at each" })}
          <input type="number" min={1} max={MAX_TABLE_SEATS} required value={seats} onChange={(event) => setSeats(event.target.value)} className={inputClass} />
        </label>
      </div>
      <Button type="submit" className="mt-4 w-full sm:w-auto" pending={pending} pendingLabel={i18n._({ id: "seating.adding", message: "Adding…" })}>
        {i18n._({ id: "seating.addTablesButton", message: "Add tables" })}
      </Button>
    </form>
  );
}
