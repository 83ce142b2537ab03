import type { JsonRow } from "../../db/row-copy";
import { questions } from "../../db/schema";
import { deleteQuestion } from "./repository";

/**
 * What the trash needs to take a question (docs/decisions/0049-trash.md): its table, its words, the
 * owner's delete of its row. Its answers stay in the replies that gave them (`answers`, keyed by
 * its id): unread while it is gone, read again once it is back with the same id.
 */
export const questionRecord = { table: questions, label: (row: JsonRow) => String(row.question), remove: deleteQuestion };
