import { isHeadShape, type PlanPerson, type SeatingTableView } from "../seating-plan";
import type { PlanRule, RuleSubjectView } from "../seating-rules";
import { listNames } from "./problems";

/**
 * Whether the plan as it stands keeps each of the couple's rules (issue 30 item 4;
 * docs/decisions/0042-seating-rules.md), in words for the Rules panel: "Ada and Ben sit together
 * at Table 3". `waiting` is a rule the plan cannot judge yet: someone it names is not seated.
 * A keep-apart broken here is a hard rule broken by hand: the server refuses to save an automatic
 * plan that does it (check-plan.ts), and the screen warns when a move does it.
 */
export type RuleState = "kept" | "broken" | "waiting";
export interface RuleStatus {
  ruleId: string;
  state: RuleState;
  text: string;
}

interface Plan {
  tables: readonly SeatingTableView[];
  people: readonly PlanPerson[];
  rules: readonly PlanRule[];
}

const inPlay = (person: PlanPerson) => person.status === "coming" || person.status === "tentative";

export function ruleStatuses(plan: Plan): RuleStatus[] {
  const tables = new Map(plan.tables.map((table) => [table.id, table]));
  const who = (subject: RuleSubjectView) =>
    plan.people.filter((person) => inPlay(person) && (subject.type === "person" ? person.key === subject.id : person.partyId === subject.id));
  const seatedAt = (people: PlanPerson[]) => [...new Set(people.flatMap((person) => (person.tableId ? [person.tableId] : [])))];
  const names = (ids: string[]) => listNames(ids.map((id) => tables.get(id)?.name ?? ""));
  const verb = (subject: RuleSubjectView, people: PlanPerson[]) => (subject.type === "party" || people.length > 1 ? "sit" : "sits");

  return plan.rules.map((rule): RuleStatus => {
    const a = who(rule.a);
    const status = (state: RuleState, text: string) => ({ ruleId: rule.id, state, text });
    if (rule.kind === "head" || !rule.b) {
      const at = seatedAt(a);
      const away = at.filter((id) => !isHeadShape(tables.get(id)?.shape ?? "round"));
      if (away.length) return status("broken", `${rule.a.name} ${verb(rule.a, a)} at ${names(away)}, not at a head table.`);
      if (!at.length || a.some((person) => !person.tableId)) return status("waiting", `${rule.a.name}: not everyone is seated yet.`);
      return status("kept", `${rule.a.name} ${verb(rule.a, a)} at ${names(at)}.`);
    }
    const b = who(rule.b);
    const both = `${rule.a.name} and ${rule.b.name}`;
    const aAt = seatedAt(a);
    const bAt = seatedAt(b);
    const unseated = [...a, ...b].some((person) => !person.tableId);
    if (rule.kind === "apart") {
      const shared = aAt.filter((id) => bAt.includes(id));
      if (shared.length) return status("broken", `${both} sit together at ${names(shared)}.`);
      if (!aAt.length || !bAt.length) return status("waiting", `${both}: not everyone is seated yet.`);
      return status("kept", `${both} sit at different tables.`);
    }
    const at = [...new Set([...aAt, ...bAt])];
    if (at.length > 1) return status("broken", `${both} sit at different tables (${names(at)}).`);
    if (unseated || !at.length) return status("waiting", `${both}: not everyone is seated yet.`);
    return status("kept", `${both} sit together at ${names(at)}.`);
  });
}

/** Keep-apart rules a change broke that the plan kept before it: the screen's warning after a move. */
export function newlyBrokenApart(before: readonly RuleStatus[], after: readonly RuleStatus[], rules: readonly PlanRule[]): RuleStatus[] {
  const was = new Map(before.map((status) => [status.ruleId, status.state]));
  const apart = new Set(rules.filter((rule) => rule.kind === "apart").map((rule) => rule.id));
  return after.filter((status) => apart.has(status.ruleId) && status.state === "broken" && was.get(status.ruleId) !== "broken");
}
