import { MAX_ROOM_FEATURES } from "../../../contract/seating-room";
import { MAX_RULES_PER_PLAN } from "../../../contract/seating-rules";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import type { JsonRow } from "../../db/row-copy";
import { seatingFeatures, seatingRules, seatingTables, type WeddingRow } from "../../db/schema";
import { AppError } from "../../errors";
import { eventDetailsOf } from "../events";
import { peopleComing } from "./plan-view";
import { deleteRule, deleteTable, planEventOf, roomInPlan } from "./repository";
import { deleteFeature } from "./room-repository";
import { goneSubjects } from "./rules-view";

// What the trash needs to take a table, a rule or a room feature (docs/decisions/0049-trash.md):
// its table, the words that name it, and the owner's delete, run inside the plan's own write
// (its version and lock), as the last step of seating's delete.

/** A table: its seats go first (their key to it refuses the delete). */
export const tableRecord = { table: seatingTables, label: (row: JsonRow) => String(row.name), remove: deleteTable };

const RULE_WORDS: Record<string, string> = { together: "Keep together", apart: "Keep apart", head: "At the head table" };
/** A rule, named as the Rules panel lists it ("Keep apart: The Lindqvists · The Nakamuras") with the names it was made with. */
export const ruleRecord = {
  table: seatingRules,
  label: (row: JsonRow) => `${RULE_WORDS[String(row.kind)] ?? "Rule"}: ${[row.a_label, row.b_label].filter(Boolean).map(String).join(" · ")}`,
  remove: deleteRule,
};

const FEATURE_WORDS: Record<string, string> = {
  "dance-floor": "Dance floor",
  stage: "Stage",
  bar: "Bar",
  exit: "Exit",
  buffet: "Buffet",
  cake: "Cake table",
  dj: "DJ",
};
/** A room feature, named as the room plan names it. */
export const featureRecord = { table: seatingFeatures, label: (row: JsonRow) => FEATURE_WORDS[String(row.kind)] ?? "Room feature", remove: deleteFeature };

/**
 * Room for a rule or a feature coming back, under the plan's row lock, as an add: at most
 * MAX_RULES_PER_PLAN rules and MAX_ROOM_FEATURES features a plan (409 otherwise, the entry stays).
 * The plan's version moves on, so a screen holding it before refetches rather than writing over it.
 */
export async function roomForRule(tx: Db, planId: string): Promise<void> {
  if (!(await roomInPlan(tx, planId, seatingRules, seatingRules.planId, MAX_RULES_PER_PLAN)))
    throw new AppError("conflict", `A plan keeps at most ${MAX_RULES_PER_PLAN} rules; remove one before restoring this.`);
}
/**
 * The rules a household's or a reply's entry holds (they went with it: `takeRulesNaming`), those
 * whose plan has room for them now, each such plan's version moved on; the caller says what is left out.
 */
export async function rulesWithRoom(tx: Db, rules: readonly JsonRow[]): Promise<JsonRow[]> {
  const byPlan = new Map<string, JsonRow[]>();
  for (const rule of rules) byPlan.set(String(rule.plan_id), [...(byPlan.get(String(rule.plan_id)) ?? []), rule]);
  const kept: JsonRow[] = [];
  for (const [planId, list] of byPlan) if (await roomInPlan(tx, planId, seatingRules, seatingRules.planId, MAX_RULES_PER_PLAN, list.length)) kept.push(...list);
  return kept;
}
export async function roomForFeature(tx: Db, planId: string): Promise<void> {
  if (!(await roomInPlan(tx, planId, seatingFeatures, seatingFeatures.planId, MAX_ROOM_FEATURES)))
    throw new AppError("conflict", `A room holds at most ${MAX_ROOM_FEATURES} features; delete one before restoring this.`);
}

/**
 * A deleted rule comes back only while everyone it names is still in its plan, whatever their
 * reply (docs/decisions/0042-seating-rules.md): a rule naming a household or reply deleted since
 * would be dropped at the plan's next write, so it is refused (409) and the entry stays. Read
 * before the restore's transaction, as every plan write reads who is coming first.
 */
export async function checkRulePeople(ctx: AppContext, wedding: WeddingRow, row: JsonRow): Promise<void> {
  const plan = await planEventOf(ctx.db, wedding.id, String(row.plan_id));
  // A plan gone (its event deleted): the rule's own key refuses it, and the restore says so.
  if (!plan) return;
  const event = plan.eventId ? (await eventDetailsOf(ctx, wedding.id)).find((candidate) => candidate.id === plan.eventId) : null;
  if (event === undefined) return;
  const { people } = await peopleComing(ctx, wedding, event);
  const gone = goneSubjects(
    {
      aType: String(row.a_type),
      aId: String(row.a_id),
      aLabel: String(row.a_label),
      bType: row.b_type == null ? null : String(row.b_type),
      bId: row.b_id == null ? null : String(row.b_id),
      bLabel: row.b_label == null ? null : String(row.b_label),
    },
    people,
  );
  if (gone.length) throw new AppError("conflict", `This rule names ${gone.join(" and ")}, no longer on the guest list, so it cannot come back.`);
}
