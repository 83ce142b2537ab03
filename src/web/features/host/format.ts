import { format, isValid, parse } from "date-fns";

/** SPEC.md's invitation date format, e.g. "Saturday, June 12th, 2027". */
export function formatWeddingDate(date: string): string {
  const parsed = parse(date, "yyyy-MM-dd", new Date());
  return isValid(parsed) ? format(parsed, "EEEE, MMMM do, yyyy") : date;
}

/** "15:30" -> "3:30 PM"; an empty time reads "Time TBD". */
export function formatWeddingTime(time: string | null | undefined): string {
  if (!time) return "Time TBD";
  const parsed = parse(time, "HH:mm", new Date());
  return isValid(parsed) ? format(parsed, "h:mm a") : time;
}
