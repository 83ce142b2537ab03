import { PARTY_STATUS_LABEL, type GuestListSummary, type Party } from "../../../contract/guest-list";

const plural = (count: number, one: string, many: string) => `${count.toLocaleString("en")} ${count === 1 ? one : many}`;

/** The seat allowance: "4 seats: 3 named + 1 open", or "2 seats" when every seat is named. */
export function allowanceText(party: Pick<Party, "seats" | "extraSeats" | "guests">): string {
  const seats = plural(party.seats, "seat", "seats");
  if (party.extraSeats === 0) return seats;
  return `${seats}: ${party.guests.length.toLocaleString("en")} named + ${party.extraSeats.toLocaleString("en")} open`;
}

/** The status badge: "Not replied", "Attending 3 of 4", "Partly attending: 2 of 4", "Declined". */
export function statusText(party: Pick<Party, "status" | "attending" | "seats">): string {
  switch (party.status) {
    case "attending":
      return `Attending ${party.attending} of ${party.seats}`;
    case "partial":
      return `${PARTY_STATUS_LABEL.partial}: ${party.attending} of ${party.seats}`;
    default:
      return PARTY_STATUS_LABEL[party.status];
  }
}

export type CountKey = "invited" | "replied" | "attending" | "declined" | "notReplied" | "openSeats";

export interface CountItem {
  key: CountKey;
  label: string;
  value: number;
  /** What the number counts, since some count people and some households. */
  unit: string;
}

/** The six counts at the top of the guest list (issue 13, item 5), in reading order. */
export function countItems(summary: GuestListSummary): CountItem[] {
  const guests = (count: number) => (count === 1 ? "guest" : "guests");
  const households = (count: number) => (count === 1 ? "household" : "households");
  return [
    { key: "invited", label: "Invited", value: summary.invited, unit: guests(summary.invited) },
    { key: "replied", label: "Replied", value: summary.repliedParties, unit: households(summary.repliedParties) },
    { key: "attending", label: "Attending", value: summary.attending, unit: guests(summary.attending) },
    { key: "declined", label: "Declined", value: summary.declined, unit: guests(summary.declined) },
    { key: "notReplied", label: "Not replied", value: summary.notRepliedParties, unit: households(summary.notRepliedParties) },
    { key: "openSeats", label: "Open seats", value: summary.openSeats, unit: summary.openSeats === 1 ? "seat" : "seats" },
  ];
}

/** A guest's full name as the list shows it. */
export function guestName(guest: { firstName: string; lastName: string }): string {
  return `${guest.firstName} ${guest.lastName}`.trim();
}

/** When a party replied, in the wedding's time zone (docs/design.md section 8): "Mar 4, 2027, 6:05 PM". */
export function replyTimeText(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone, month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" }).format(date);
  } catch {
    return date.toISOString();
  }
}

/** What a typed household will become: "The García household: Maria García, José García + 1 open seat". */
export function partySummary(party: {
  name?: string;
  guests: { firstName: string; lastName?: string; isChild?: boolean; age?: number | null }[];
  extraSeats?: number;
}): string {
  const child = (guest: { isChild?: boolean; age?: number | null }) => (!guest.isChild ? "" : guest.age != null ? ` (child, ${guest.age})` : " (child)");
  const names = party.guests.map((guest) => `${guestName({ firstName: guest.firstName, lastName: guest.lastName ?? "" })}${child(guest)}`).join(", ");
  const extra = party.extraSeats ?? 0;
  const seats = extra > 0 ? ` + ${extra} open ${extra === 1 ? "seat" : "seats"}` : "";
  return party.name ? `${party.name}: ${names}${seats}` : `${names}${seats}`;
}
