import { MAIN_EVENT_ID } from "../../../contract/event-texts";
import { type PersonComing, planMealQuestion, seatingPeopleReader } from "../../../contract/rules/seating-people";
import type { PlanPerson, SeatingView, TableShape } from "../../../contract/seating-plan";
import type { SeatingRuleRow } from "../../db/schema";
import { viewRules } from "./rules-view";
import type { AppContext } from "../../context";
import type { FeatureKind } from "../../../contract/seating-room";
import type { SeatAssignmentRow, SeatingFeatureRow, SeatingNeedRow, SeatingTableRow, WeddingRow } from "../../db/schema";
import { partyLabels } from "../guest-list";
import { listPublicQuestions } from "../questions";
import { repliesOfWedding } from "../responses";
import { eventDetailsOf } from "../events";
import type { PlanEvent } from "./plan-event";
import * as repo from "./repository";
import { featuresOf, needsOf } from "./room-repository";

export interface PeopleComing {
  /** `"main"` or the extra event's id. */
  eventId: string;
  /** The wedding's extra events, for the screen's picker. */
  events: Array<{ id: string; name: string }>;
  people: PersonComing[];
  mealQuestion: string | null;
  mealOptions: string[];
}

/**
 * Who is coming to the wedding, by the one rule (contract/rules/seating-people.ts): the guest
 * list's households through its index, the replies a page at a time through the responses
 * feature's; only the people are kept.
 */
export async function peopleComing(ctx: AppContext, wedding: WeddingRow, event: PlanEvent = null): Promise<PeopleComing> {
  const [parties, questions, events] = await Promise.all([partyLabels(ctx, wedding.id), listPublicQuestions(ctx, wedding.id), eventDetailsOf(ctx, wedding.id)]);
  // An extra event's plan seats the people coming to it (contract/rules/seating-people.ts).
  const counted = event ? { id: event.id, access: event } : undefined;
  const reader = seatingPeopleReader([...parties.values()], questions, counted);
  for await (const reply of repliesOfWedding(ctx, wedding.id)) reader.add(reply);
  const meal = planMealQuestion(questions, counted);
  return {
    eventId: event?.id ?? MAIN_EVENT_ID,
    events: events.map(({ id, name }) => ({ id, name })),
    people: reader.finish(),
    mealQuestion: meal?.question ?? null,
    mealOptions: meal?.options ?? [],
  };
}

export interface StoredPlan {
  version: number;
  tables: SeatingTableRow[];
  assignments: SeatAssignmentRow[];
  /** The couple's rules as stored (docs/decisions/0042-seating-rules.md); absent: none. */
  rules?: SeatingRuleRow[];
  /** The room's fixed features and who needs a seat near an exit (docs/decisions/0040-room-plan.md). */
  features: SeatingFeatureRow[];
  needs: SeatingNeedRow[];
}

/**
 * The plan as the couple's screen reads it: every table, everyone coming with where they sit,
 * and anyone seated who declined or whose guest or reply is gone, marked, never left out.
 */
export function planView(stored: StoredPlan, coming: PeopleComing): SeatingView {
  const seatOf = new Map(stored.assignments.map((row) => [row.personKey, row]));
  const nearExit = new Set(stored.needs.filter((row) => row.nearExit).map((row) => row.personKey));
  const seatFields = (key: string) => {
    const row = seatOf.get(key);
    return {
      tableId: row?.tableId ?? null,
      seat: row?.seat ?? null,
      locked: row?.locked ?? false,
      highChair: row?.highChair ?? false,
      wheelchair: row?.wheelchair ?? false,
      nearExit: nearExit.has(key),
    };
  };
  const known = new Set<string>();
  const people: PlanPerson[] = [];
  for (const person of coming.people) {
    if (known.has(person.key)) continue;
    known.add(person.key);
    if (person.status === "declined" && !seatOf.has(person.key)) continue;
    people.push({ ...person, ...seatFields(person.key) });
  }
  for (const row of stored.assignments) {
    if (known.has(row.personKey)) continue;
    people.push({
      key: row.personKey,
      name: "",
      partyId: `gone:${row.personKey}`,
      partyName: "",
      side: null,
      tags: [],
      child: false,
      meal: null,
      dietary: null,
      familyName: null,
      status: "gone",
      ...seatFields(row.personKey),
    });
  }
  return {
    eventId: coming.eventId,
    events: coming.events,
    version: stored.version,
    tables: stored.tables.map(({ id, name, shape, seats, x, y, rotation, locked }) => ({
      id,
      name,
      shape: shape as TableShape,
      seats,
      x,
      y,
      rotation,
      locked,
    })),
    people,
    mealQuestion: coming.mealQuestion,
    mealOptions: coming.mealOptions,
    ...viewRules(stored.rules ?? [], coming.people),
    features: stored.features.map(({ id, kind, x, y, width, depth, rotation }) => ({ id, kind: kind as FeatureKind, x, y, width, depth, rotation })),
  };
}

export async function readStoredPlan(ctx: AppContext, wedding: WeddingRow, event: PlanEvent = null): Promise<StoredPlan> {
  const plan = await repo.findPlan(ctx.db, wedding.id, event?.id ?? null);
  if (!plan) return { version: 0, tables: [], assignments: [], rules: [], features: [], needs: [] };
  const [tables, assignments, rules, features, needs] = await Promise.all([
    repo.tablesOf(ctx.db, plan.id),
    repo.assignmentsOf(ctx.db, plan.id),
    repo.rulesOf(ctx.db, plan.id),
    featuresOf(ctx.db, plan.id),
    needsOf(ctx.db, plan.id),
  ]);
  return { version: plan.version, tables, assignments, rules, features, needs };
}

export async function readPlan(ctx: AppContext, wedding: WeddingRow, event: PlanEvent = null): Promise<SeatingView> {
  const [stored, coming] = await Promise.all([readStoredPlan(ctx, wedding, event), peopleComing(ctx, wedding, event)]);
  return planView(stored, coming);
}
