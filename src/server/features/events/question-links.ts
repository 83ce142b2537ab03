import { sql, type SQL } from "drizzle-orm";

// What the questions feature reads of an event in its own statements (docs/decisions/0019-events.md,
// 0029-one-owner-per-table.md): a question's event decides its place in the form, and an event's
// attendance question carries a mark. Written out with aliases: Drizzle leaves a single-table
// query's columns unqualified, which inside the subquery would read the event's own columns.

/** Whether the question in `questionId` (a column of the caller's query) is an extra event's attendance question. */
export const isEventAttendanceQuestion = (questionId: SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from "events" as "e" where "e"."attendance_question_id" = ${questionId})`;

/** The place of the event in `eventId` (a column of the caller's query) among the wedding's events; 0 for the main event. */
export const eventPositionOf = (eventId: SQL): SQL => sql`coalesce((select "e"."position" from "events" as "e" where "e"."id" = ${eventId}), 0)`;
