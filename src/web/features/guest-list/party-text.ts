import { i18n } from "../host/host-i18n";
import { PARTY_STATUS_LABEL, type GuestListSummary, type Party } from "../../../contract/guest-list";
import type { HeadCount } from "../../../contract/rules/head-count";

/** The seat allowance: "4 seats: 3 named + 1 open", or "2 seats" when every seat is named. */
export function allowanceText(party: Pick<Party, "seats" | "extraSeats" | "guests">): string {
  const seats = i18n._({ id: "guests.seats", message: "{count, plural, one {# seat} other {# seats}}", values: { count: party.seats } });
  if (party.extraSeats === 0) return seats;
  return i18n._({
    id: "guests.allowance",
    message: "{seats}: {named} named + {open} open",
    values: { seats, named: party.guests.length.toLocaleString("en"), open: party.extraSeats.toLocaleString("en") },
  });
}

/** The status badge: "Not replied", "Attending 3 of 4", "Partly attending: 2 of 4", "Declined". */
export function statusText(party: Pick<Party, "status" | "attending" | "seats">): string {
  switch (party.status) {
    case "attending":
      return i18n._({ id: "guests.statusAttending", message: "Attending {attending} of {seats}", values: { attending: party.attending, seats: party.seats } });
    case "partial":
      return i18n._({
        id: "guests.statusPartial",
        message: "Partly attending: {attending} of {seats}",
        values: { attending: party.attending, seats: party.seats },
      });
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

/**
 * The six counts at the top of the guest list (issue 13, item 5), in reading order. `heads` is
 * the wedding's head count (contract/rules/head-count.ts, as the responses page shows it): its
 * people coming, not coming and pending include replies through the open form; without it
 * (the replies still loading) the list's own counts stand in.
 */
export function countItems(summary: GuestListSummary, heads?: HeadCount): CountItem[] {
  const guests = (count: number) => i18n._({ id: "guests.unitGuests", message: "{count, plural, one {guest} other {guests}}", values: { count: count } });
  const partyUnit = (count: number) =>
    i18n._({ id: "guests.unitHouseholds", message: "{count, plural, one {household} other {households}}", values: { count: count } });
  const attending = heads?.attending.total ?? summary.attending;
  const declined = heads?.declined.total ?? summary.declined;
  const replied = heads?.repliedParties ?? summary.repliedParties;
  const notReplied = heads?.notRepliedParties ?? summary.notRepliedParties;
  const pending = heads?.pending.total ?? summary.pending;
  return [
    { key: "invited", label: i18n._({ id: "guests.countInvited", message: "Invited" }), value: summary.invited, unit: guests(summary.invited) },
    { key: "replied", label: i18n._({ id: "guests.countReplied", message: "Replied" }), value: replied, unit: partyUnit(replied) },
    { key: "attending", label: i18n._({ id: "guests.countAttending", message: "Attending" }), value: attending, unit: guests(attending) },
    { key: "declined", label: i18n._({ id: "guests.countDeclined", message: "Declined" }), value: declined, unit: guests(declined) },
    {
      key: "notReplied",
      label: i18n._({ id: "guests.countNotReplied", message: "Not replied" }),
      value: notReplied,
      unit: i18n._({
        id: "guests.unitHouseholdsPending",
        message: "{households, plural, one {household} other {households}} · {pending, plural, one {# guest} other {# guests}} pending",
        values: { households: notReplied, pending },
      }),
    },
    {
      key: "openSeats",
      label: i18n._({ id: "guests.countOpenSeats", message: "Open seats" }),
      value: summary.openSeats,
      unit: i18n._({ id: "guests.unitSeats", message: "{count, plural, one {seat} other {seats}}", values: { count: summary.openSeats } }),
    },
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
  const person = (guest: { firstName: string; lastName?: string; isChild?: boolean; age?: number | null }) => {
    const name = guestName({ firstName: guest.firstName, lastName: guest.lastName ?? "" });
    if (!guest.isChild) return name;
    return guest.age != null
      ? i18n._({ id: "guests.summaryChildAge", message: "{name} (child, {age})", values: { name, age: guest.age } })
      : i18n._({ id: "guests.summaryChild", message: "{name} (child)", values: { name } });
  };
  // A list of names, not a sentence: the comma stays the separator in every language's message.
  const names = party.guests.map(person).join(", ");
  const count = party.extraSeats ?? 0;
  if (party.name && count > 0) {
    return i18n._({
      id: "guests.summaryNamedOpen",
      message: "{party}: {names} + {count, plural, one {# open seat} other {# open seats}}",
      values: { party: party.name, names, count },
    });
  }
  if (party.name) return i18n._({ id: "guests.summaryNamed", message: "{party}: {names}", values: { party: party.name, names } });
  if (count > 0) {
    return i18n._({ id: "guests.summaryOpen", message: "{names} + {count, plural, one {# open seat} other {# open seats}}", values: { names, count } });
  }
  return names;
}
