import { useMemo, useState, type FormEvent } from "react";
import { i18n } from "../host/host-i18n";
import type { SeatingView } from "../../../contract/seating-plan";
import { RULE_NOTE_LENGTH, type RuleKind, type RuleSubjectInput } from "../../../contract/seating-rules";
import { ruleStatuses, type RuleState } from "../../../contract/seating/rule-status";
import { Button } from "../../components/ui/button";
import { inputClass } from "../../components/ui/field";
import { SubjectCombobox, type SubjectOption } from "./subject-combobox";

export interface NewRule {
  kind: RuleKind;
  a: RuleSubjectInput;
  b?: RuleSubjectInput;
  note?: string;
}

const KIND_LABELS: Record<RuleKind, () => string> = {
  together: () => i18n._({ id: "seating.rules.kindTogether", message: "Keep together" }),
  apart: () => i18n._({ id: "seating.rules.kindApart", message: "Keep apart" }),
  head: () => i18n._({ id: "seating.rules.kindHead", message: "At the head table" }),
};
const STATE_LABELS: Record<RuleState, () => string> = {
  kept: () => i18n._({ id: "seating.rules.kept", message: "Kept" }),
  broken: () => i18n._({ id: "seating.rules.broken", message: "Broken" }),
  waiting: () => i18n._({ id: "seating.rules.waiting", message: "Not seated yet" }),
};
const STATE_STYLES: Record<RuleState, string> = {
  kept: "bg-emerald-100 text-emerald-900",
  broken: "bg-red-100 text-red-900",
  waiting: "bg-stone-100 text-stone-800",
};

const subjectOf = (value: string): RuleSubjectInput =>
  value.startsWith("person:") ? { personKey: value.slice("person:".length) } : { partyId: value.slice("party:".length) };

/** Households first, then people, everyone coming or not heard from yet. */
export function subjectOptions(view: SeatingView): SubjectOption[] {
  const coming = view.people.filter((person) => person.status === "coming" || person.status === "tentative");
  const households = new Map<string, { name: string; size: number }>();
  for (const person of coming) {
    const household = households.get(person.partyId) ?? { name: person.partyName, size: 0 };
    household.size++;
    households.set(person.partyId, household);
  }
  return [
    ...[...households].map(([id, { name, size }]) => ({
      value: `party:${id}`,
      label: name,
      hint: i18n._({ id: "seating.rules.householdHint", message: "household of {size}", values: { size } }),
    })),
    ...coming.map((person) => ({ value: `person:${person.key}`, label: person.name, hint: person.partyName })),
  ];
}

/**
 * The couple's seating rules (issue 30 item 4; docs/decisions/0042-seating-rules.md): keep two
 * people or households together or apart, or seat one at the head table; each with whether the
 * plan as it stands keeps it, in words. "Seat everyone for me" keeps them all; a move by hand may
 * break one, and the rule then says so.
 */
export function RulesPanel({
  view,
  onAdd,
  onRemove,
  pending,
}: {
  view: SeatingView;
  onAdd: (rule: NewRule) => Promise<boolean>;
  /** The rule's id and its words for the "Deleted … Undo" line. */
  onRemove: (ruleId: string, label: string) => void;
  pending: boolean;
}) {
  const [kind, setKind] = useState<RuleKind>("apart");
  const [a, setA] = useState<string | null>(null);
  const [b, setB] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const options = useMemo(() => subjectOptions(view), [view]);
  const statuses = new Map(ruleStatuses(view).map((status) => [status.ruleId, status]));
  const pair = kind !== "head";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!a || (pair && !b)) {
      setError(i18n._({ id: "seating.rules.chooseBoth", message: "Choose from the list who the rule is for." }));
      return;
    }
    setError(null);
    const added = await onAdd({ kind, a: subjectOf(a), ...(pair && b ? { b: subjectOf(b) } : {}), ...(note.trim() ? { note: note.trim() } : {}) });
    if (added) {
      setA(null);
      setB(null);
      setNote("");
    }
  };

  return (
    <section aria-labelledby="rules-title" className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="rules-title" className="font-serif text-xl text-stone-900">
        {i18n._({ id: "seating.rules.title", message: "Rules" })}
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {i18n._({
          id: "seating.rules.intro",
          message: "Who must sit together, who must not, and who sits at the head table. Seat everyone for me keeps every rule.",
        })}
      </p>
      <form onSubmit={submit} className="mt-3 grid gap-3" aria-label={i18n._({ id: "seating.rules.addLabel", message: "Add a rule" })}>
        <label className="grid gap-1.5 text-sm font-medium text-stone-800">
          {i18n._({ id: "seating.rules.kind", message: "Rule" })}
          <select value={kind} onChange={(event) => setKind(event.target.value as RuleKind)} className={inputClass}>
            {(["apart", "together", "head"] as const).map((option) => (
              <option key={option} value={option}>
                {KIND_LABELS[option]()}
              </option>
            ))}
          </select>
        </label>
        <div className={`grid gap-3 ${pair ? "sm:grid-cols-2" : ""}`}>
          <SubjectCombobox
            label={pair ? i18n._({ id: "seating.rules.first", message: "Person or household" }) : i18n._({ id: "seating.rules.who", message: "Who" })}
            options={options}
            value={a}
            onChange={setA}
          />
          {pair && (
            <SubjectCombobox
              label={
                kind === "apart"
                  ? i18n._({ id: "seating.rules.apartFrom", message: "Kept apart from" })
                  : i18n._({ id: "seating.rules.togetherWith", message: "Kept together with" })
              }
              options={options}
              value={b}
              onChange={setB}
            />
          )}
        </div>
        <label className="grid gap-1.5 text-sm font-medium text-stone-800">
          {i18n._({ id: "seating.rules.note", message: "Note for yourselves (optional)" })}
          <input type="text" maxLength={RULE_NOTE_LENGTH} value={note} onChange={(event) => setNote(event.target.value)} className={inputClass} />
        </label>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" className="w-full sm:w-auto" pending={pending} pendingLabel={i18n._({ id: "seating.rules.adding", message: "Adding…" })}>
          {i18n._({ id: "seating.rules.add", message: "Add rule" })}
        </Button>
      </form>

      {view.rules.length === 0 ? (
        <p className="mt-4 text-sm text-stone-700">{i18n._({ id: "seating.rules.none", message: "No rules yet." })}</p>
      ) : (
        <ul className="mt-4 grid gap-2" aria-label={i18n._({ id: "seating.rules.listLabel", message: "Your rules" })}>
          {view.rules.map((rule) => {
            const status = statuses.get(rule.id);
            const who = rule.b ? `${rule.a.name} · ${rule.b.name}` : rule.a.name;
            return (
              <li key={rule.id} className="flex flex-wrap items-start justify-between gap-2 rounded-lg border border-stone-200 p-3 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-stone-900">
                    {KIND_LABELS[rule.kind]()}: <span className="font-normal break-words">{who}</span>
                  </p>
                  {status && (
                    <p className="mt-1 text-stone-700">
                      <span className={`me-2 inline-block rounded-sm px-1.5 py-0.5 text-xs font-semibold ${STATE_STYLES[status.state]}`}>
                        {STATE_LABELS[status.state]()}
                      </span>
                      {status.text}
                    </p>
                  )}
                  {rule.note && <p className="mt-1 break-words text-stone-600">{rule.note}</p>}
                </div>
                <Button
                  variant="secondary"
                  onClick={() =>
                    onRemove(
                      rule.id,
                      i18n._({ id: "seating.rules.deletedLabel", message: "the rule {kind}: {who}", values: { kind: KIND_LABELS[rule.kind](), who } }),
                    )
                  }
                  aria-label={i18n._({
                    id: "seating.rules.removeLabel",
                    message: "Remove the rule: {kind}, {who}",
                    values: { kind: KIND_LABELS[rule.kind](), who },
                  })}
                >
                  {i18n._({ id: "seating.rules.remove", message: "Remove" })}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {view.droppedRules.length > 0 && (
        <div role="status" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-stone-900">
          <ul className="list-disc ps-5">
            {view.droppedRules.map((rule) => (
              <li key={rule.id}>{rule.text}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
