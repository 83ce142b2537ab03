import type { z } from "zod";
import {
  MARK_CLOCK_SLACK_MS,
  MARK_MAX_AGE_MS,
  MAX_MARKS_PER_WEDDING,
  type DoorList,
  type DoorPerson,
  type MarksResult,
  type ZMarkBatch,
} from "../../../contract/check-in";
import { doorCounts, type Mark, uniqueMarks } from "../../../contract/rules/check-in";
import type { AppContext } from "../../context";
import type { WeddingRow } from "../../db/schema";
import { lockWedding } from "../../db/wedding-lock";
import { AppError } from "../../errors";
import { readPlan } from "../seating";
import * as repo from "./repository";

/**
 * The day's list: everyone coming or not yet replied, from the seating plan's read (who is
 * coming by the head count's rule, and their table), with each person's latest mark. Only what
 * the door needs: names, household, table. People who declined, or whose reply is gone, are not
 * on it (docs/decisions/0039-check-in.md).
 */
export async function doorList(ctx: AppContext, wedding: WeddingRow): Promise<DoorList> {
  const [plan, marks] = await Promise.all([readPlan(ctx, wedding), repo.latestMarks(ctx.db, wedding.id)]);
  const tableName = new Map(plan.tables.map((table) => [table.id, table.name]));
  const lastOf = new Map(marks.map((mark) => [mark.personKey, mark]));
  const people: DoorPerson[] = [];
  for (const person of plan.people) {
    if (person.status !== "coming" && person.status !== "tentative") continue;
    const last = lastOf.get(person.key);
    people.push({
      key: person.key,
      name: person.name,
      partyId: person.partyId,
      partyName: person.partyName,
      table: person.tableId ? (tableName.get(person.tableId) ?? null) : null,
      status: person.status,
      last: last ? { id: last.id, arrived: last.arrived, at: last.at } : null,
    });
  }
  return { eventId: plan.eventId, people, counts: doorCounts(people) };
}

export async function doorCountsOf(ctx: AppContext, wedding: WeddingRow) {
  return (await doorList(ctx, wedding)).counts;
}

/**
 * Stores a batch of marks from a door screen, live or replayed after a dropped connection. A
 * mark already stored (its id) is not stored again, so a replay changes nothing. The whole batch
 * is checked first: a person not on this wedding's list or a time no device could mean is a 400
 * naming each such mark, and nothing is stored. The cap counts under the wedding's row lock.
 */
export async function recordMarks(ctx: AppContext, wedding: WeddingRow, batch: z.output<typeof ZMarkBatch>, now = Date.now()): Promise<MarksResult> {
  const marks: Mark[] = uniqueMarks(
    // One spelling of each id and time, so the server's order (uuid, timestamptz) and the screen's (strings, instants) agree.
    batch.marks.map((mark) => ({ ...mark, id: mark.id.toLowerCase(), at: new Date(mark.at).toISOString() })),
  );
  const list = await doorList(ctx, wedding);
  const onList = new Set(list.people.map((person) => person.key));
  const fields: Record<string, string> = {};
  batch.marks.forEach((mark, index) => {
    if (!onList.has(mark.personKey)) fields[`marks.${index}.personKey`] = "Not on this wedding's list for the day";
    const at = Date.parse(mark.at);
    if (at > now + MARK_CLOCK_SLACK_MS || at < now - MARK_MAX_AGE_MS)
      fields[`marks.${index}.at`] = "This device's clock is far from today: check its date and time";
  });
  const refused = Object.keys(fields).length;
  if (refused) throw new AppError("validation_failed", `${refused === 1 ? "One mark was" : `${refused} marks were`} refused; nothing was stored.`, fields);

  const stored = await ctx.db.transaction(async (tx) => {
    await lockWedding(tx, wedding.id);
    if ((await repo.countMarks(tx, wedding.id)) + marks.length > MAX_MARKS_PER_WEDDING)
      throw new AppError("conflict", `A wedding keeps at most ${MAX_MARKS_PER_WEDDING.toLocaleString("en")} marks at the door; nothing was stored.`);
    return repo.insertMarks(tx, wedding.id, marks);
  });
  if (stored > 0) await ctx.feed.publish({ type: "check-in.changed", weddingId: wedding.id }).catch(() => {});
  const counts = stored > 0 ? await doorCountsOf(ctx, wedding) : list.counts;
  return { stored, repeated: batch.marks.length - stored, counts };
}
