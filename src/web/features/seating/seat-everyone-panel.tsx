import { useState } from "react";
import { i18n } from "../host/host-i18n";
import type { SeatingMode } from "../../../contract/seating/model";
import type { SeatingPlan } from "../../../contract/seating/plan-seating";
import type { SeatingView } from "../../../contract/seating-plan";
import { Button } from "../../components/ui/button";
import type { SeatEveryoneState } from "./use-seat-everyone";

const PHASES = {
  checking: () => i18n._({ id: "seating.phaseChecking", message: "Checking what can hold" }),
  placing: () => i18n._({ id: "seating.phasePlacing", message: "Placing households" }),
  improving: () => i18n._({ id: "seating.phaseImproving", message: "Improving the plan" }),
  ordering: () => i18n._({ id: "seating.phaseOrdering", message: "Choosing seats" }),
};

/**
 * "Seat everyone for me" (issue 30 item 5): runs the automatic seating in its worker with its
 * progress, shows the best plan and two alternatives with their score in words, or which rule
 * cannot hold and why, and saves the chosen plan with "Use this plan".
 */
export function SeatEveryonePanel({
  plan,
  state,
  onStart,
  onClose,
  onUse,
  saving,
}: {
  plan: SeatingView;
  state: SeatEveryoneState;
  onStart: (mode: SeatingMode) => void;
  onClose: () => void;
  onUse: (chosen: SeatingPlan) => void;
  saving: boolean;
}) {
  const [mode, setMode] = useState<SeatingMode>("fill");
  const [choice, setChoice] = useState(0);
  const names = new Map(plan.people.map((person) => [person.key, person.name]));
  const tableNames = new Map(plan.tables.map((table) => [table.id, table.name]));
  return (
    <section aria-labelledby="seat-everyone-title" className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="seat-everyone-title" className="font-serif text-xl text-stone-900">
        {i18n._({ id: "seating.seatEveryoneTitle", message: "Seat everyone for me" })}
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {i18n._({
          id: "seating.seatEveryoneIntro",
          message: "Households sit together, locks stay, nobody is left out; people who know each other are put at the same table where they can be.",
        })}
      </p>
      <fieldset className="mt-3 grid gap-1">
        <legend className="sr-only">{i18n._({ id: "seating.whoToPlace", message: "Whom to place" })}</legend>
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="radio" name="seating-mode" checked={mode === "fill"} onChange={() => setMode("fill")} className="h-4 w-4 accent-blush-600" />
          {i18n._({ id: "seating.modeFill", message: "Seat the unseated; keep everyone where they are" })}
        </label>
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="radio" name="seating-mode" checked={mode === "replan"} onChange={() => setMode("replan")} className="h-4 w-4 accent-blush-600" />
          {i18n._({ id: "seating.modeReplan", message: "Plan everyone again, except who is locked" })}
        </label>
      </fieldset>
      <Button
        className="mt-3"
        onClick={() => (setChoice(0), onStart(mode))}
        pending={state.kind === "running"}
        pendingLabel={i18n._({ id: "seating.planning", message: "Planning…" })}
      >
        {i18n._({ id: "seating.seatEveryoneButton", message: "Seat everyone for me" })}
      </Button>

      {state.kind === "running" && (
        <div className="mt-3">
          <p className="text-sm text-stone-700" id="seating-progress-label">
            {PHASES[state.progress.phase]()}
          </p>
          <progress
            aria-labelledby="seating-progress-label"
            max={100}
            value={Math.round(state.progress.fraction * 100)}
            className="mt-1 h-2 w-full accent-blush-600"
          />
          <Button variant="ghost" className="mt-1" onClick={onClose}>
            {i18n._({ id: "seating.cancelPlanning", message: "Cancel" })}
          </Button>
        </div>
      )}
      {state.kind === "failed" && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {i18n._({ id: "seating.planningFailed", message: "The plan could not be made: {reason}", values: { reason: state.message } })}
        </p>
      )}
      {state.kind === "done" && state.outcome.status !== "planned" && (
        <div role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3">
          <p className="text-sm font-semibold text-red-800">{i18n._({ id: "seating.cannotHold", message: "These rules cannot all hold:" })}</p>
          <ul className="mt-1 list-disc ps-5 text-sm text-stone-800">
            {state.outcome.problems.map((problem, i) => (
              <li key={i}>{problem.text}</li>
            ))}
          </ul>
        </div>
      )}
      {state.kind === "done" && state.outcome.status === "planned" && (
        <PlanChoices
          plans={[state.outcome.best, ...state.outcome.alternatives]}
          notes={state.outcome.notes}
          choice={choice}
          onChoose={setChoice}
          names={names}
          tableNames={tableNames}
          onUse={onUse}
          onClose={onClose}
          saving={saving}
        />
      )}
    </section>
  );
}

function PlanChoices({
  plans,
  notes,
  choice,
  onChoose,
  names,
  tableNames,
  onUse,
  onClose,
  saving,
}: {
  plans: SeatingPlan[];
  notes: string[];
  choice: number;
  onChoose: (index: number) => void;
  names: ReadonlyMap<string, string>;
  tableNames: ReadonlyMap<string, string>;
  onUse: (chosen: SeatingPlan) => void;
  onClose: () => void;
  saving: boolean;
}) {
  const chosen = plans[Math.min(choice, plans.length - 1)]!;
  const label = (index: number) =>
    index === 0
      ? i18n._({ id: "seating.bestPlan", message: "Best plan" })
      : i18n._({ id: "seating.alternative", message: "Alternative {n}", values: { n: index } });
  return (
    <div className="mt-4">
      <fieldset>
        <legend className="text-sm font-semibold text-stone-900">{i18n._({ id: "seating.choosePlan", message: "Choose a plan" })}</legend>
        <div className="mt-2 grid gap-2 lg:grid-cols-3">
          {plans.map((plan, index) => (
            <label key={index} className={`block rounded-lg border p-3 text-sm ${index === choice ? "border-blush-600 bg-blush-50" : "border-stone-300"}`}>
              <span className="flex items-center gap-2 font-semibold text-stone-900">
                <input type="radio" name="seating-plan" checked={index === choice} onChange={() => onChoose(index)} className="h-4 w-4 accent-blush-600" />
                {label(index)}
                <span className="font-normal text-stone-700">
                  {i18n._({ id: "seating.points", message: "{points} points", values: { points: plan.score.total } })}
                </span>
              </span>
              <ul className="mt-1 list-disc ps-5 text-stone-700">
                {plan.score.lines.map((line) => (
                  <li key={line.preference}>{line.text}</li>
                ))}
                {plan.score.facts.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
                {index > 0 && (
                  <li>
                    {i18n._({
                      id: "seating.differsFromBest",
                      message: "{count, plural, one {# person sits} other {# people sit}} with other tablemates than in the best plan",
                      values: { count: plan.differsFromBest },
                    })}
                  </li>
                )}
              </ul>
            </label>
          ))}
        </div>
      </fieldset>
      {notes.length > 0 && (
        <ul className="mt-2 list-disc ps-5 text-sm text-stone-700">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-blush-700">
          {i18n._({ id: "seating.whoSitsWhere", message: "Who sits where in this plan" })}
        </summary>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {chosen.tables.map((table) => (
            <li key={table.tableId}>
              <span className="font-semibold">{tableNames.get(table.tableId)}</span>: {table.personIds.map((id) => names.get(id) ?? "").join(", ")}
            </li>
          ))}
        </ul>
      </details>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => onUse(chosen)} pending={saving} pendingLabel={i18n._({ id: "seating.saving", message: "Saving…" })}>
          {i18n._({ id: "seating.useThisPlan", message: "Use this plan" })}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {i18n._({ id: "seating.discardPlan", message: "Not now" })}
        </Button>
      </div>
    </div>
  );
}
