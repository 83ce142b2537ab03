import type { PersonComing } from "../../../contract/rules/seating-people";
import { type DroppedRule, droppedRuleText, type PlanRule, type RuleKind, type RuleSubjectView } from "../../../contract/seating-rules";
import type { SeatingRuleRow } from "../../db/schema";

/**
 * The couple's stored rules as the plan's view gives them (docs/decisions/0042-seating-rules.md):
 * in force while everyone they name is coming (or not heard from yet), with today's names;
 * otherwise listed as dropped, in words, and never given to the engine or to `checkPlan`, so a
 * household deleted or a guest who declined never turns a rule into an error.
 */

type Subject = Pick<RuleSubjectView, "type" | "id">;

/** Who a subject names among the people of the plan, whatever their reply. */
function named(subject: Subject, people: readonly PersonComing[], inPlay: boolean) {
  return people.filter(
    (person) => (!inPlay || person.status !== "declined") && (subject.type === "person" ? person.key === subject.id : person.partyId === subject.id),
  );
}

type RuleNames = Pick<SeatingRuleRow, "aType" | "aId" | "aLabel" | "bType" | "bId" | "bLabel">;

const subjects = (row: RuleNames) => {
  const a = { type: row.aType as RuleSubjectView["type"], id: row.aId, label: row.aLabel };
  const b = row.bId ? { type: row.bType as RuleSubjectView["type"], id: row.bId, label: row.bLabel ?? "" } : null;
  return [a, b] as const;
};

export function viewRules(rows: readonly SeatingRuleRow[], people: readonly PersonComing[]): { rules: PlanRule[]; droppedRules: DroppedRule[] } {
  const rules: PlanRule[] = [];
  const droppedRules: DroppedRule[] = [];
  for (const row of rows) {
    const missing: RuleSubjectView[] = [];
    const view = (subject: { type: RuleSubjectView["type"]; id: string; label: string }): RuleSubjectView => {
      const here = named(subject, people, true);
      const first = here[0];
      const name = first ? (subject.type === "person" ? first.name : first.partyName) : subject.label;
      const shown = { type: subject.type, id: subject.id, name: name || subject.label };
      if (!first) missing.push(shown);
      return shown;
    };
    const [a, b] = subjects(row);
    const rule: PlanRule = { id: row.id, kind: row.kind as RuleKind, a: view(a), b: b ? view(b) : null, note: row.note };
    if (missing.length) droppedRules.push({ id: row.id, text: droppedRuleText(rule, missing) });
    else rules.push(rule);
  }
  return { rules, droppedRules };
}

/** The names a rule holds of someone no longer anywhere in the plan (their household or reply deleted). */
export function goneSubjects(row: RuleNames, people: readonly PersonComing[]): string[] {
  return subjects(row)
    .filter((subject) => subject && !named(subject, people, false).length)
    .map((subject) => subject!.label);
}

/** Rules naming someone no longer anywhere in the plan (their household or reply deleted): removed at the plan's next write. */
export function goneRuleIds(rows: readonly SeatingRuleRow[], people: readonly PersonComing[]): string[] {
  return rows.filter((row) => goneSubjects(row, people).length).map((row) => row.id);
}
