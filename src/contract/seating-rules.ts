import { z } from "zod";
import { text } from "./text";

/**
 * The couple's seating rules as stored and as the screen edits them (issue 30 item 4;
 * docs/decisions/0042-seating-rules.md): keep together and keep apart between two people or
 * households, and "at the head table" for one. The engine's own rule type (seating/model.ts)
 * takes them from the plan's view (seating/stored-plan.ts).
 */

/** Rules one plan keeps: far above the budget's 40 for 300 guests, far below the engine's bound. */
export const MAX_RULES_PER_PLAN = 200;
export const RULE_NOTE_LENGTH = 200;

export const RULE_KINDS = ["together", "apart", "head"] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

const ZVersion = z.number().int().min(0).max(2_147_483_647);
const ZKey = z.string().min(1).max(200);

/** A person by their plan key (`guest:{id}` or `reply:{id}:{member}`), or a household by its id. */
export const ZRuleSubjectInput = z.union([z.strictObject({ personKey: ZKey }), z.strictObject({ partyId: ZKey })]);
export type RuleSubjectInput = z.infer<typeof ZRuleSubjectInput>;

export const sameSubject = (a: RuleSubjectInput, b: RuleSubjectInput) =>
  "personKey" in a ? "personKey" in b && a.personKey === b.personKey : "partyId" in b && a.partyId === b.partyId;

/** POST …/seating/rules: a new rule, made on the plan's version as the screen saw it. */
export const ZAddRule = z
  .strictObject({
    version: ZVersion,
    kind: z.enum(RULE_KINDS),
    a: ZRuleSubjectInput,
    b: ZRuleSubjectInput.optional(),
    note: text(RULE_NOTE_LENGTH).optional(),
  })
  .superRefine((rule, issues) => {
    if (rule.kind === "head" && rule.b) issues.addIssue({ code: "custom", path: ["b"], message: "A head-table rule names one person or household" });
    if (rule.kind !== "head" && !rule.b) issues.addIssue({ code: "custom", path: ["b"], message: "Choose whom to keep together or apart" });
    if (rule.b && sameSubject(rule.a, rule.b)) issues.addIssue({ code: "custom", path: ["b"], message: "Choose two different people or households" });
  });
export type AddRule = z.input<typeof ZAddRule>;

export const ZRemoveRule = z.strictObject({ version: z.coerce.number().pipe(ZVersion), event: z.string().max(64).optional() });

export const ZRuleSubjectView = z.object({
  type: z.enum(["person", "party"]),
  /** The person's key or the household's id. */
  id: z.string(),
  /** Their name now, or as it was when the rule was made if they are gone. */
  name: z.string(),
});
export type RuleSubjectView = z.infer<typeof ZRuleSubjectView>;

export const ZPlanRule = z.object({
  id: z.string(),
  kind: z.enum(RULE_KINDS),
  a: ZRuleSubjectView,
  b: ZRuleSubjectView.nullable(),
  note: z.string().nullable(),
});
export type PlanRule = z.infer<typeof ZPlanRule>;

/** A rule not in force: someone it names is no longer coming, or gone from the guest list. */
export const ZDroppedRule = z.object({ id: z.string(), text: z.string() });
export type DroppedRule = z.infer<typeof ZDroppedRule>;

const KIND_WORDS: Record<RuleKind, string> = { together: "keep-together", apart: "keep-apart", head: "head-table" };

/** "The keep-apart rule for Ada Okafor and Ben Smith no longer applies: Ben Smith is no longer coming." */
export function droppedRuleText(rule: Pick<PlanRule, "kind" | "a" | "b">, missing: readonly RuleSubjectView[]): string {
  const named = rule.b ? `${rule.a.name} and ${rule.b.name}` : rule.a.name;
  const who = missing.map((subject) => subject.name).join(" and ");
  const verb = missing.length > 1 || missing.some((subject) => subject.type === "party") ? "are" : "is";
  return `The ${KIND_WORDS[rule.kind]} rule for ${named} no longer applies: ${who} ${verb} no longer coming or on the guest list.`;
}
