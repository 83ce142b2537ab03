import type { Db } from "../../db/connect";
import { AppError } from "../../errors";
import { readQuestion } from "./repository";

/**
 * An extra event's attendance question is the event's replies (docs/decisions/0019-events.md):
 * its wording may change, its kind and options may not, and it goes only with its event. A 400
 * naming the first field in `change` when it is one; nothing otherwise.
 */
export async function guardEventAttendance(db: Db, id: string, change: string[]): Promise<void> {
  const question = await readQuestion(db, id);
  if (!question?.eventAttendance || !change.length) return;
  const field = change[0]!;
  const message = "This is the event's attendance question: only its wording can change, and it goes when the event is deleted";
  throw new AppError("validation_failed", `${field}: ${message}`, { [field]: message });
}
