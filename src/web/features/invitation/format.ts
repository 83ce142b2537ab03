import { format } from "date-fns";

function localDate(iso: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** SPEC.md section 2: 'EEEE, MMMM do, yyyy', e.g. Saturday, June 12th, 2027. The date is a calendar day, not an instant. */
export function formatWeddingDate(iso: string): string {
  const date = localDate(iso);
  return date ? format(date, "EEEE, MMMM do, yyyy") : iso;
}

/** '15:30' reads '3:30 PM'; no time reads 'Time TBD'. */
export function formatWeddingTime(time: string | null | undefined): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time ?? "");
  if (!match) return "Time TBD";
  return format(new Date(2000, 0, 1, Number(match[1]), Number(match[2])), "h:mm a");
}

/** Matches the photo's rendered width so the browser picks the right srcset variant (the server preloads with the same value). */
export const PHOTO_SIZES = "(min-width: 640px) 576px, 100vw";
