import { WEBSITE_LIMITS } from "../../../contract/website";
import type { Db } from "../../db/connect";
import type { JsonRow } from "../../db/row-copy";
import { websiteSections } from "../../db/schema";
import { lockWedding } from "../../db/wedding-lock";
import { AppError } from "../../errors";
import { deleteSection, findSection, hasSchedule, positionTaken, sectionCount } from "./repository";

/**
 * What the trash needs to take a website section (docs/decisions/0049-trash.md): its table, its
 * title, the owner's delete of its row. Its photos stay in the store while its entry is kept
 * (the photo sweep reads the trash's live entries, features/photos/repository.ts).
 */
export const sectionRecord = {
  table: websiteSections,
  label: (row: JsonRow) => String(row.title || row.kind),
  remove: (tx: Db, id: string) => deleteSection(tx, id),
};

/** The wedding a section is of, for the delete route's access check. */
export async function weddingIdOfSection(db: Db, id: string): Promise<string | undefined> {
  return (await findSection(db, id))?.weddingId;
}

/**
 * Room for a section coming back, under the lock an add takes (the wedding's row): the website's
 * cap and its one schedule, as an add (409 otherwise). Its place is kept if no section holds it
 * now, else it joins the end. Answers the position to write.
 */
export async function roomForSection(tx: Db, weddingId: string, row: JsonRow): Promise<number> {
  await lockWedding(tx, weddingId);
  const { n, last } = await sectionCount(tx, weddingId);
  if (n >= WEBSITE_LIMITS.sections)
    throw new AppError("conflict", `A website can have at most ${WEBSITE_LIMITS.sections} sections. Remove one before restoring another.`);
  if (row.kind === "schedule" && (await hasSchedule(tx, weddingId)))
    throw new AppError("conflict", "Your website has a schedule section again since: it lists your events. Remove it before restoring this one.");
  const position = Number(row.position);
  return Number.isInteger(position) && !(await positionTaken(tx, weddingId, position)) ? position : last + 1;
}
