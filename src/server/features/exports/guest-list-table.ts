import type { SideNaming } from "../../../contract/side-labels";
import { PARTY_STATUS_LABEL, type Party, type PartyStatus } from "../../../contract/guest-list";
import type { PartyForExport } from "../guest-list";
import { sideLabel } from "./csv";
import type { Cell, Table } from "./table";

// Postcode and the invitation's words (what a strict lookup may ask, decision 0022) come last, after the columns a mail merge already maps.
const HEADER = [
  "Party",
  "First name",
  "Last name",
  "Email",
  "Phone",
  "Child",
  "Age",
  "Side",
  "Tags",
  "Status",
  "Attending",
  "Invitation link",
  "Note",
  "Postcode",
  "Invitation words",
];

const yesNo = (value: boolean | null): string => (value == null ? "" : value ? "Yes" : "No");

/**
 * A named guest's answer. A reply from the party's link says it per person; an open-form reply
 * the couple matched says it for the whole party, so "Attending" with nobody declined means
 * everyone, and "Partly attending" leaves who unknown (contract/rules/party-status.ts).
 */
function guestAttending(attending: boolean | null, status: PartyStatus): boolean | null {
  return attending ?? (status === "attending" ? true : null);
}

/** A person's own cells; the party's cells (side, tags, status, link, note) are the same on each of its rows. */
interface Person {
  firstName: string;
  lastName?: string;
  email?: string | null;
  phone?: string | null;
  isChild: boolean | null;
  age: number | null;
  attending: boolean | null;
}

/**
 * The open seats as rows: those the party named from its link (by the names it gave), then
 * those an open-form reply filled, then the empty ones ("Open seat"; "No" once the party has
 * replied without filling them). A party that named more than the couple later allowed still
 * shows everyone it said is coming.
 */
function openSeats({ party, namedSeats, seatsTaken }: PartyForExport): Person[] {
  const replied = party.status !== "not_replied";
  const count = Math.max(party.extraSeats, seatsTaken, namedSeats.length);
  return Array.from({ length: count }, (_, index): Person => {
    const named = namedSeats[index];
    if (named) return { firstName: named.name, isChild: named.isChild, age: named.age, attending: true };
    const filled = index < seatsTaken;
    return { firstName: "Open seat", isChild: null, age: null, attending: filled ? true : replied ? false : null };
  });
}

/**
 * "Guest list (one row per invited person)": named guests and open seats alike, named guests and open seats alike, with
 * the party's status and private link on each (docs/decisions/0012), streamed like the other
 * exports (BOM, RFC 4180, formula-like cells neutralised: exports/csv.ts).
 */
export function guestListTable(parties: AsyncIterable<PartyForExport>, linkOf: (party: Party) => string, naming: SideNaming): Table<PartyForExport> {
  return {
    sheet: "Guest list",
    header: HEADER,
    items: parties,
    rowsOf: (entry) => {
      const { party } = entry;
      const shared = [sideLabel(party.side, naming), party.tags.join("; "), PARTY_STATUS_LABEL[party.status]];
      const link = linkOf(party);
      const row = (person: Person): Cell[] => [
        party.name,
        person.firstName,
        person.lastName ?? "",
        person.email ?? "",
        person.phone ?? "",
        person.isChild == null ? "" : yesNo(person.isChild),
        person.age,
        ...shared,
        yesNo(person.attending),
        link,
        party.note,
        party.postalCode,
        party.invitationWords,
      ];
      const guests = party.guests.map((guest) => row({ ...guest, attending: guestAttending(guest.attending, party.status) }));
      return [...guests, ...openSeats(entry).map(row)];
    },
  };
}
