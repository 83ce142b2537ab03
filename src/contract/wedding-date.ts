// One formatter for the wedding's date and time everywhere (guest pages, host screens, the
// server-painted pages, the offline writer). English names written out: the same output as date-fns format(date, "EEEE, MMMM do, yyyy")
// and "h:mm a" (wedding-date.test.ts checks them against date-fns), without its ~5 KB in the guest bundle.
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${["th", "st", "nd", "rd"][day % 10] ?? "th"}`;
}

/** docs/spec.md section 2: 'EEEE, MMMM do, yyyy', e.g. Saturday, June 12th, 2027. The date is a calendar day, not an instant. */
export function formatWeddingDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${DAYS[weekday]}, ${MONTHS[month - 1]} ${ordinal(day)}, ${String(year).padStart(4, "0")}`;
}

/** '15:30' reads '3:30 PM'; no time reads 'Time TBD'. */
export function formatWeddingTime(time: string | null | undefined): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time ?? "");
  if (!match) return "Time TBD";
  const hour = Number(match[1]);
  return `${hour % 12 || 12}:${match[2]} ${hour < 12 ? "AM" : "PM"}`;
}
