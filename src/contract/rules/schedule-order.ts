/**
 * Extra events by day and start, as the guest's schedule lists them
 * (docs/decisions/0019-events.md): an event with no day is on the wedding's day (as its calendar
 * entry is), one with no start last on its day. Compared as plain strings (ISO days, "HH:MM"), so
 * the order is the same in every locale. Pure and zod-free, so the guest bundle may use it too.
 */
export function inScheduleOrder<E extends { date: string | null; startTime: string | null }>(events: readonly E[], weddingDate: string | null): E[] {
  const key = (event: E) => `${event.date ?? weddingDate ?? ""}T${event.startTime ?? "99:99"}`;
  return [...events].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
