import type { AppContext } from "../../context";
import { isUuid } from "../../db/ids";
import { decodeCursor, encodeCursor } from "../../db/keyset-cursor";
import type { WeddingRow } from "../../db/schema";
import { notFound } from "../../errors";
import { editTokenKey } from "../weddings";
import { invitationToken } from "./invitation-token";
import * as repo from "./repository";
import { sentByHandOfWedding, setSentByHand } from "./sent-by-hand-repository";
import { announceGuestList } from "./service";

// The guest list owns `parties.sent_by_hand_at` (docs/decisions/0035-sending-by-hand.md): the
// send-by-hand feature reads and marks it only through these.

/** A household as the send-by-hand list needs it: its name, language, tags, link token, first phone and email. */
export interface PartyToSendFacts {
  id: string;
  name: string;
  locale: string | null;
  tags: string[];
  invitationToken: string;
  phone: string | null;
  email: string | null;
  sentByHandAt: Date | null;
}

/** Marks (or unmarks) a household's invitation link as sent by hand; 404 for another wedding's. Tells open guest lists. */
export async function markSentByHand(ctx: AppContext, wedding: WeddingRow, partyId: string, sent: boolean): Promise<Date | null> {
  const row = isUuid(partyId) ? await setSentByHand(ctx.db, wedding.id, partyId, sent) : undefined;
  if (!row) throw notFound("Party");
  await announceGuestList(ctx, wedding.id);
  return row.sentByHandAt;
}

/** Every household's mark, for the count of households invited. */
export async function sentByHandMarks(ctx: AppContext, weddingId: string): Promise<{ id: string; sentByHandAt: Date | null }[]> {
  return sentByHandOfWedding(ctx.db, weddingId);
}

/** One page of households (oldest first, the guest list's own pages and cursor), with what sending by hand needs. */
export async function pagePartiesToSend(
  ctx: AppContext,
  wedding: WeddingRow,
  after: string | undefined,
  limit: number,
): Promise<{ parties: PartyToSendFacts[]; nextCursor: string | null }> {
  const rows = await repo.pageParties(ctx.db, wedding.id, after ? decodeCursor(after) : undefined, limit);
  const members = await repo.guestsOfParties(
    ctx.db,
    rows.map((row) => row.id),
  );
  const byParty = new Map<string, typeof members>();
  for (const guest of members) byParty.set(guest.partyId, [...(byParty.get(guest.partyId) ?? []), guest]);
  const tokenKey = editTokenKey(wedding);
  const parties = rows.map((row) => {
    const own = byParty.get(row.id) ?? [];
    return {
      id: row.id,
      name: row.name,
      locale: row.locale,
      tags: row.tags,
      invitationToken: invitationToken(tokenKey, row.id, row.invitationVersion),
      phone: own.find((guest) => guest.phone)?.phone ?? null,
      email: own.find((guest) => guest.email)?.email ?? null,
      sentByHandAt: row.sentByHandAt,
    };
  });
  return { parties, nextCursor: rows.length < limit ? null : encodeCursor(rows[rows.length - 1]!) };
}
