import { setImmediate as nextTurn } from "node:timers/promises";
import { type Party } from "../../../contract/guest-list";
import { ZSide, type Side } from "../../../contract/response";
import { partyAttendance } from "../../../contract/rules/party-status";
import type { AppContext } from "../../context";
import type { GuestRow, WeddingRow } from "../../db/schema";
import { ownRepliesOfParties } from "../responses";
import { editTokenKey, getPublicView } from "../weddings";
import * as repo from "./repository";
import { toParty } from "./to-party";

// What the exports (src/server/features/exports) read of the guest list: parties a page at a
// time for the guest-list CSV and the invitations pack, and one small map for the reply CSVs.

/** An open seat the party named in its reply from its link. */
export interface NamedSeat {
  name: string;
  isChild: boolean;
  age: number | null;
}

/** A party as the couple sees it, plus what its reply did with its open seats. */
export interface PartyForExport {
  party: Party;
  /** Open seats the party named from its link, in the reply's order. */
  namedSeats: NamedSeat[];
  /**
   * Open seats its reply fills: the named ones, or for an open-form reply the couple confirmed,
   * the head count beyond the party's named guests (contract/rules/party-status.ts).
   */
  seatsTaken: number;
}

/**
 * Parties per page of an export. On PGlite a query runs on the server's own thread, so a page is
 * the longest other weddings wait while a couple exports (as for the reply exports' 100 rows).
 */
const EXPORT_PAGE = 100;

/**
 * Every party of a wedding, oldest first (the guest-list screen's order), a page at a time:
 * at most the wedding's 5,000 guests, never all in one query.
 */
export async function* partiesForExport(ctx: AppContext, wedding: WeddingRow): AsyncGenerator<PartyForExport[]> {
  const tokenKey = editTokenKey(wedding);
  const { questions } = await getPublicView(ctx, wedding.id);
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await repo.pageParties(ctx.db, wedding.id, after, EXPORT_PAGE);
    if (!rows.length) return;
    const ids = rows.map((row) => row.id);
    const [members, replies] = await Promise.all([repo.guestsOfParties(ctx.db, ids), ownRepliesOfParties(ctx.db, ids)]);
    const membersOf = new Map<string, GuestRow[]>();
    for (const guest of members) {
      const list = membersOf.get(guest.partyId);
      if (list) list.push(guest);
      else membersOf.set(guest.partyId, [guest]);
    }
    const replyOf = new Map(replies.map((reply) => [reply.partyId, reply]));
    yield rows.map((row) => {
      const guests = membersOf.get(row.id) ?? [];
      const reply = replyOf.get(row.id);
      const attendance = partyAttendance(
        guests.map((guest) => guest.id),
        reply ?? null,
        questions,
      );
      const namedSeats =
        reply?.partyMatch === "invitation"
          ? reply.partyMembers
              .filter((member) => !member.guestId)
              .map((member) => ({ name: member.name, isChild: member.relationship === "child", age: member.age ?? null }))
          : [];
      return { party: toParty(row, guests, reply, tokenKey, questions), namedSeats, seatsTaken: attendance.seatsNamed };
    });
    if (rows.length < EXPORT_PAGE) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
    // On PGlite a query runs on this thread: other weddings' requests get a turn between pages.
    await nextTurn();
  }
}

/** A party's name and seat allowance, as the reply CSVs show them beside a reply that belongs to it. */
export interface PartyLabel {
  id: string;
  name: string;
  seats: number;
  /** For who is invited to which event, and who has not replied (contract/rules/event-summary.ts). */
  tags: string[];
  guestCount: number;
  /** `familyName` as the list records it: the escort cards' order (docs/decisions/0037-seating-print.md). */
  guests: { id: string; name: string; familyName: string }[];
  /** For the head count of a household that has not replied (contract/rules/head-count.ts). */
  extraSeats: number;
  side: Side | null;
}

/** Every party of a wedding by id: one query for a whole export, not one per reply. */
export async function partyLabels(ctx: AppContext, weddingId: string): Promise<ReadonlyMap<string, PartyLabel>> {
  const rows = await repo.partyNamesAndSeats(ctx.db, weddingId);
  return new Map(rows.map((row) => [row.id, { ...row, side: ZSide.nullable().catch(null).parse(row.side) }]));
}
