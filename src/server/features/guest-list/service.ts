import { randomUUID } from "node:crypto";
import type { z } from "zod";
import {
  MAX_GUESTS_PER_WEDDING,
  MAX_TAGS,
  type GuestListSummary,
  type Party,
  type PartyPage,
  type ZBulkPartyAction,
  type ZPartyInput,
  type ZPartyPageQuery,
} from "../../../contract/guest-list";
import type { Actor } from "../../../contract/access";
import { partyForViewer, seesContactDetails } from "../../../contract/rules/contact-details";
import { seatsOf } from "../../../contract/rules/head-count";
import { partyAttendance } from "../../../contract/rules/party-status";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import { isUuid } from "../../db/ids";
import type { PartyRow, WeddingRow } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { ownRepliesOfParties, ownReplyFactsOfWedding, setOwnRepliesSide } from "../responses";
import { editTokenKey, findWedding, getPublicView } from "../weddings";
import { invitationPath } from "../../../contract/invitation-link";
import { invitationToken, invitationTokenHash } from "./invitation-token";
import * as repo from "./repository";
import { defaultPartyName, toParty } from "./to-party";
import { decodeCursor, encodeCursor } from "../../db/keyset-cursor";

type PartyInput = z.output<typeof ZPartyInput>;

/** Tells the couple's open guest-list and responses pages (on any instance) to refetch. */
export async function announceGuestList(ctx: AppContext, weddingId: string): Promise<void> {
  await ctx.feed.publish({ type: "guest-list.changed", weddingId }).catch(() => {});
}

/** The wedding a party belongs to, for the host-access hook (undefined: no such party). */
export async function findWeddingOfParty(ctx: AppContext, id: string): Promise<WeddingRow | undefined> {
  const row = isUuid(id) ? await repo.findParty(ctx.db, id) : undefined;
  return row ? findWedding(ctx, row.weddingId) : undefined;
}

/** A party's private link as it is now (after any replacement), for messages to it; undefined when the party is gone. */
export async function partyInvitationPath(ctx: AppContext, wedding: WeddingRow, partyId: string): Promise<string | undefined> {
  const row = isUuid(partyId) ? await repo.findParty(ctx.db, partyId) : undefined;
  if (!row || row.weddingId !== wedding.id) return undefined;
  return invitationPath(wedding.uniqueCode, invitationToken(editTokenKey(wedding), row.id, row.invitationVersion));
}

/** This wedding's party (404 otherwise), read in `db` (the caller's transaction, or ctx.db). */
export async function requirePartyOf(db: Db, wedding: WeddingRow, id: string): Promise<PartyRow> {
  const row = isUuid(id) ? await repo.findParty(db, id) : undefined;
  if (!row || row.weddingId !== wedding.id) throw notFound("Party");
  return row;
}

/** Parties with their guests and replies, as the couple sees them. */
async function withDetails(ctx: AppContext, wedding: WeddingRow, rows: PartyRow[]): Promise<Party[]> {
  const ids = rows.map((row) => row.id);
  const [members, replies, { questions }] = await Promise.all([
    repo.guestsOfParties(ctx.db, ids),
    ownRepliesOfParties(ctx.db, ids),
    getPublicView(ctx, wedding.id),
  ]);
  const tokenKey = editTokenKey(wedding);
  return rows.map((row) =>
    toParty(
      row,
      members.filter((guest) => guest.partyId === row.id),
      replies.find((reply) => reply.partyId === row.id),
      tokenKey,
      questions,
    ),
  );
}

export async function getParty(ctx: AppContext, wedding: WeddingRow, id: string): Promise<Party> {
  const [party] = await withDetails(ctx, wedding, [await requirePartyOf(ctx.db, wedding, id)]);
  return party!;
}

/** One page of the guest list, oldest party first, with the counts at the top. */
export async function listParties(ctx: AppContext, wedding: WeddingRow, query: z.output<typeof ZPartyPageQuery>, actor: Actor): Promise<PartyPage> {
  const rows = await repo.pageParties(ctx.db, wedding.id, query.after ? decodeCursor(query.after) : undefined, query.limit);
  const last = rows.length < query.limit;
  const [detailed, summary] = await Promise.all([withDetails(ctx, wedding, rows), last ? summarise(ctx, wedding.id) : null]);
  // A viewer reads the list without contact details or invitation links (contract/rules/contact-details.ts).
  const parties = seesContactDetails(actor) ? detailed : detailed.map(partyForViewer);
  return { parties, summary, nextCursor: last ? null : encodeCursor(rows[rows.length - 1]!) };
}

/**
 * The guest list's own counts, from every party's guests and reply: its households only (the
 * page adds replies through the open form with the same rule, contract/rules/head-count.ts).
 */
export async function summarise(ctx: AppContext, weddingId: string): Promise<GuestListSummary> {
  const [sizes, replies, { questions }] = await Promise.all([
    repo.partySizes(ctx.db, weddingId),
    ownReplyFactsOfWedding(ctx.db, weddingId),
    getPublicView(ctx, weddingId),
  ]);
  const replyOf = new Map(replies.map((reply) => [reply.partyId, reply]));
  const summary: GuestListSummary = {
    parties: sizes.length,
    invited: 0,
    repliedParties: 0,
    notRepliedParties: 0,
    attending: 0,
    declined: 0,
    pending: 0,
    openSeats: 0,
  };
  for (const size of sizes) {
    const seats = seatsOf({ guestCount: size.guestIds.length, extraSeats: size.extraSeats });
    summary.invited += seats;
    const attendance = partyAttendance(size.guestIds, replyOf.get(size.id) ?? null, questions);
    if (attendance.status === "not_replied") {
      summary.notRepliedParties++;
      summary.pending += seats;
    } else summary.repliedParties++;
    summary.attending += attendance.attending;
    summary.declined += attendance.declined;
    summary.openSeats += Math.max(size.extraSeats - attendance.seatsNamed, 0);
  }
  return summary;
}

/** The stored guests of a party from its input; ids of guests the party does not have are dropped (new guests). */
function guestValues(wedding: WeddingRow, partyId: string, input: PartyInput, existing: Set<string>) {
  return input.guests.map((guest, position) => ({
    ...(guest.id && existing.has(guest.id) ? { id: guest.id } : {}),
    weddingId: wedding.id,
    partyId,
    firstName: guest.firstName,
    lastName: guest.lastName,
    email: guest.email,
    phone: guest.phone,
    isChild: guest.isChild,
    age: guest.isChild ? (guest.age ?? null) : null,
    aliases: guest.aliases,
    position,
  }));
}

function partyValues(input: PartyInput) {
  return {
    name: input.name || defaultPartyName(input.guests),
    extraSeats: input.extraSeats,
    side: input.side,
    tags: input.tags,
    note: input.note,
    // Absent keeps the household's language (an older client's edit does not reset it), and its postcode.
    ...(input.locale !== undefined ? { locale: input.locale } : {}),
    ...(input.postalCode !== undefined ? { postalCode: input.postalCode || null } : {}),
  };
}

const LIST_FULL = `A guest list can hold at most ${MAX_GUESTS_PER_WEDDING.toLocaleString("en")} guests.`;

/** Refuses a change that would take the list past its cap (counted inside the writing transaction). */
export async function checkGuestCap(db: Db, weddingId: string, adding: number): Promise<void> {
  if (adding > 0 && (await repo.countGuests(db, weddingId)) + adding > MAX_GUESTS_PER_WEDDING) {
    throw new AppError("conflict", LIST_FULL, { guests: LIST_FULL });
  }
}

/** Stores new parties (and their guests) in the given transaction, a few statements for many; their links are ready at once. */
export async function insertParties(db: Db, wedding: WeddingRow, inputs: PartyInput[]): Promise<string[]> {
  const tokenKey = editTokenKey(wedding);
  const rows = inputs.map((input) => {
    const id = randomUUID();
    return {
      party: { id, weddingId: wedding.id, ...partyValues(input), invitationTokenHash: invitationTokenHash(tokenKey, id, 1) },
      guests: guestValues(wedding, id, input, new Set()),
    };
  });
  await repo.insertParties(
    db,
    rows.map((row) => row.party),
    rows.flatMap((row) => row.guests),
  );
  return rows.map((row) => row.party.id);
}

export async function createParty(ctx: AppContext, wedding: WeddingRow, input: PartyInput): Promise<Party> {
  const row = await ctx.db.transaction(async (tx) => {
    await checkGuestCap(tx, wedding.id, input.guests.length);
    return insertParties(tx, wedding, [input]);
  });
  await announceGuestList(ctx, wedding.id);
  return getParty(ctx, wedding, row[0]!);
}

/** Replaces a party's details and guests; guests sent with their id keep it (and their place in its reply). */
export async function writeParty(db: Db, wedding: WeddingRow, party: PartyRow, input: PartyInput): Promise<void> {
  const current = await repo.guestsOfParties(db, [party.id]);
  const kept = new Set(current.map((guest) => guest.id));
  const values = guestValues(wedding, party.id, input, kept);
  await checkGuestCap(db, wedding.id, values.length - current.length);
  await repo.updateParty(db, party.id, partyValues(input));
  await repo.replaceGuests(db, party.id, values);
  // A side set on a party carries to its own reply (the responses page sorts by side).
  if (input.side !== party.side) await setOwnRepliesSide(db, wedding.id, [party.id], input.side);
}

export async function updateParty(ctx: AppContext, wedding: WeddingRow, id: string, input: PartyInput): Promise<Party> {
  await ctx.db.transaction(async (tx) => writeParty(tx, wedding, await requirePartyOf(tx, wedding, id), input));
  await announceGuestList(ctx, wedding.id);
  return getParty(ctx, wedding, id);
}

/**
 * A household's row, in the caller's transaction (the trash's, docs/decisions/0049-trash.md): its
 * guests, invitations to events, address and gifts go with it (on delete cascade), its replies and
 * sent mail lose their key to it (set null). Answers whether it was this wedding's.
 */
export async function deletePartyRow(tx: Db, weddingId: string, id: string): Promise<boolean> {
  return (await repo.deleteParties(tx, weddingId, [id])) > 0;
}

/** A new link for a party whose link reached the wrong person: the old one stops working at once. */
export async function replaceLink(ctx: AppContext, wedding: WeddingRow, id: string): Promise<Party> {
  const party = await requirePartyOf(ctx.db, wedding, id);
  const version = party.invitationVersion + 1;
  await repo.updateParty(ctx.db, id, { invitationVersion: version, invitationTokenHash: invitationTokenHash(editTokenKey(wedding), id, version) });
  await announceGuestList(ctx, wedding.id);
  return getParty(ctx, wedding, id);
}

/** Side, tags or deletion for many parties, a statement or two whatever their number; ids of other weddings' parties are ignored. */
export async function bulkUpdate(ctx: AppContext, wedding: WeddingRow, input: z.output<typeof ZBulkPartyAction>, actor: Actor): Promise<{ updated: number }> {
  const ids = input.ids.filter(isUuid);
  const { action } = input;
  // Deleted households go to the trash, one entry each (docs/decisions/0049-trash.md); it tells the screens.
  if (action.type === "delete") return { updated: await ctx.trashParties(ctx, wedding, ids, actor) };
  const updated =
    action.type === "side"
      ? // A side carries to the parties' own replies, in the same transaction.
        await ctx.db.transaction(async (tx) => {
          const found = await repo.bulkUpdateParties(tx, wedding.id, ids, action, MAX_TAGS);
          await setOwnRepliesSide(tx, wedding.id, ids, action.side);
          return found;
        })
      : await repo.bulkUpdateParties(ctx.db, wedding.id, ids, action, MAX_TAGS);
  await announceGuestList(ctx, wedding.id);
  return { updated };
}
