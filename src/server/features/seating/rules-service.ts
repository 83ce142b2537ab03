import type { z } from "zod";
import type { PersonComing } from "../../../contract/rules/seating-people";
import { MAX_RULES_PER_PLAN, type RuleSubjectInput, type ZAddRule, type ZRemoveRule } from "../../../contract/seating-rules";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import type { WeddingRow } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { PlanEvent } from "./plan-event";
import * as repo from "./repository";
import { viewRules } from "./rules-view";
import { writePlan } from "./service";

/**
 * The couple's seating rules (issue 30 item 4; docs/decisions/0042-seating-rules.md), written as
 * every plan write is: on the version the screen saw, under the plan's row lock, answered with the
 * whole plan and heard live by other screens. A rule names people or households coming to this
 * plan's event, and makes sense: two different subjects, not a person and their own household,
 * not two people of one household (a household sits together: nothing to keep, nothing possible
 * to keep apart), no copy of a rule already there, nor its opposite.
 */

const invalid = (field: string, message: string) => new AppError("validation_failed", `${field}: ${message}`, { [field]: message });

interface Resolved {
  type: "person" | "party";
  id: string;
  name: string;
  /** The household of a person; the household itself for a household. */
  partyId: string;
}

function resolve(subject: RuleSubjectInput, people: readonly PersonComing[], field: string): Resolved {
  const inPlay = people.filter((person) => person.status !== "declined");
  if ("personKey" in subject) {
    const person = inPlay.find((candidate) => candidate.key === subject.personKey);
    if (!person) throw invalid(field, "Choose someone who is coming");
    return { type: "person", id: person.key, name: person.name, partyId: person.partyId };
  }
  const member = inPlay.find((candidate) => candidate.partyId === subject.partyId);
  if (!member) throw invalid(field, "Choose a household that is coming");
  return { type: "party", id: subject.partyId, name: member.partyName, partyId: subject.partyId };
}

const key = (subject: { type: string; id: string }) => `${subject.type}:${subject.id}`;
const pairKey = (a: { type: string; id: string }, b: { type: string; id: string } | null) => [key(a), b ? key(b) : ""].sort().join("|");

export function addRule(ctx: AppContext, wedding: WeddingRow, input: z.output<typeof ZAddRule>, event: PlanEvent = null) {
  return writePlan(
    ctx,
    wedding,
    input.version,
    async (draft) => {
      const stored = draft.stored.rules ?? [];
      if (stored.length >= MAX_RULES_PER_PLAN) throw invalid("kind", `A plan keeps at most ${MAX_RULES_PER_PLAN} rules; remove one first.`);
      const people = draft.coming.people;
      const a = resolve(input.a, people, "a");
      const b = input.kind === "head" || !input.b ? null : resolve(input.b, people, "b");
      if (b && a.partyId === b.partyId) {
        const message =
          a.type === "party" || b.type === "party"
            ? `${a.type === "person" ? a.name : b.name} is part of ${a.type === "party" ? a.name : b.name}; a household sits together.`
            : `${a.name} and ${b.name} are one household, which sits together.`;
        throw invalid("b", message);
      }
      const inForce = viewRules(stored, people).rules;
      const mine = pairKey(a, b);
      const same = inForce.find((rule) => pairKey(rule.a, rule.b) === mine);
      if (same?.kind === input.kind) throw new AppError("conflict", "This rule is there already; nothing was added.");
      if (same && input.kind !== "head") {
        const other = same.kind === "together" ? "kept together" : "kept apart";
        throw new AppError("conflict", `${a.name} and ${b!.name} are to be ${other}; remove that rule first.`);
      }
      await repo.insertRule(draft.tx, draft.planId, wedding.id, {
        kind: input.kind,
        aType: a.type,
        aId: a.id,
        aLabel: a.name.slice(0, 200),
        bType: b?.type ?? null,
        bId: b?.id ?? null,
        bLabel: b ? b.name.slice(0, 200) : null,
        note: input.note || null,
      });
    },
    event,
  );
}

/**
 * A rule goes, on the version the screen saw. `remove` is the trash's delete (docs/decisions/0049-trash.md),
 * run under the plan's lock in place of the plain one: it keeps the rule for undo.
 */
export function removeRule(
  ctx: AppContext,
  wedding: WeddingRow,
  ruleId: string,
  input: z.output<typeof ZRemoveRule>,
  event: PlanEvent = null,
  remove: (tx: Db) => Promise<unknown> = (tx) => repo.deleteRule(tx, ruleId),
) {
  return writePlan(
    ctx,
    wedding,
    input.version,
    async (draft) => {
      if (!(draft.stored.rules ?? []).some((rule) => rule.id === ruleId)) throw notFound("Rule");
      await remove(draft.tx);
    },
    event,
  );
}
