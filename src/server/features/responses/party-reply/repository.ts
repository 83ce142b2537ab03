import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Answers, PartyMatch, PartyMember } from "../../../../contract/response";
import type { Db } from "../../../db/connect";
import { ownReplyMatch, responses, type ResponseRow } from "../../../db/schema";
import { lockWedding } from "../../../db/wedding-lock";
import { insertReplyMail, type CoupleNotice, type ReplyMail } from "../../mail";
import type { NewResponse } from "../repository";

// A party's own reply in SQL (docs/decisions/0029-one-owner-per-table.md): every query for one
// goes through these, with the rule written once, db/schema.ts `ownReplyMatch`.
const OWN_REPLY = ownReplyMatch(responses.partyMatch);

/** A party's own reply (from its link, or confirmed by the couple): what its status needs. */
export interface PartyReplyRow {
  id: string;
  partyId: string;
  partyMatch: PartyMatch;
  partyMembers: PartyMember[];
  answers: Answers;
  updatedAt: Date;
}

/** A party's own reply, if it has one. */
export async function findPartyReply(db: Db, partyId: string): Promise<ResponseRow | undefined> {
  const [row] = await db
    .select()
    .from(responses)
    .where(and(eq(responses.partyId, partyId), OWN_REPLY))
    .limit(1);
  return row;
}

/** The own replies of these parties, small: what their status needs. */
export async function ownRepliesOfParties(db: Db, partyIds: string[]): Promise<PartyReplyRow[]> {
  if (!partyIds.length) return [];
  const rows = await db
    .select({
      id: responses.id,
      partyId: responses.partyId,
      partyMatch: responses.partyMatch,
      partyMembers: responses.partyMembers,
      answers: responses.answers,
      updatedAt: responses.updatedAt,
    })
    .from(responses)
    .where(and(inArray(responses.partyId, partyIds), OWN_REPLY));
  return rows as PartyReplyRow[];
}

/**
 * Every party reply of a wedding, small: the people listed (guest ids only) and, for matched
 * open-form replies only, the answers their attendance is read from. Invitation replies never
 * need their answers here, which keeps the counts cheap on a long list.
 */
export async function ownReplyFactsOfWedding(db: Db, weddingId: string) {
  const rows = await db
    .select({
      partyId: responses.partyId,
      partyMatch: responses.partyMatch,
      members: sql<
        { guestId?: string }[]
      >`coalesce((select jsonb_agg(jsonb_build_object('guestId', m->'guestId')) from jsonb_array_elements(${responses.partyMembers}) m), '[]'::jsonb)`,
      answers: sql<Answers | null>`case when ${responses.partyMatch} = 'confirmed' then ${responses.answers} end`,
    })
    .from(responses)
    .where(and(eq(responses.weddingId, weddingId), OWN_REPLY));
  return rows.map((row) => ({
    partyId: row.partyId!,
    partyMatch: row.partyMatch as PartyMatch,
    partyMembers: row.members.map((member) => (member.guestId ? { guestId: member.guestId } : {})),
    answers: row.answers ?? {},
  }));
}

/** A side set on parties carries to their own replies (the responses page sorts by side); in the caller's transaction. */
export async function setOwnRepliesSide(db: Db, weddingId: string, partyIds: string[], side: string | null): Promise<void> {
  if (!partyIds.length) return;
  await db
    .update(responses)
    .set({ sideAssignment: side })
    .where(and(eq(responses.weddingId, weddingId), inArray(responses.partyId, partyIds), OWN_REPLY));
}

/** Whether the party in `partyId` (a column of the caller's query) has an own reply: for one statement over many parties. */
export const ownReplyExists = (partyId: SQL): SQL =>
  sql`exists (select 1 from responses r where r.party_id = ${partyId} and ${ownReplyMatch(sql`r.party_match`)})`;

/** Whether the party in `partyId` answered through its own invitation link (the sending cap's evidence of real guests). */
export const linkReplyExists = (partyId: SQL): SQL => sql`exists (select 1 from responses r where r.party_id = ${partyId} and r.party_match = 'invitation')`;

/**
 * Stores a party's reply from its invitation link (docs/decisions/0012): replaces the party's own
 * reply when it has one, else inserts one within the wedding's cap. The wedding's row lock makes
 * "find, then insert" one step, so two devices of one family cannot store two replies.
 */
export async function upsertPartyReply(
  db: Db,
  values: Omit<NewResponse, "partyMatch"> & { partyId: string },
  cap: number,
  mail?: ReplyMail,
  notice?: CoupleNotice,
): Promise<{ row: ResponseRow; created: boolean } | "full"> {
  if (!mail && !notice) return upsertPartyReplyIn(db, values, cap);
  return db.transaction(async (tx) => {
    const stored = await upsertPartyReplyIn(tx, values, cap);
    // The couple hears of a party's first reply; its later changes show on the responses page.
    if (stored !== "full") await insertReplyMail(tx, stored.row.id, values.weddingId, mail, stored.created ? notice : undefined);
    return stored;
  });
}

async function upsertPartyReplyIn(
  db: Db,
  values: Omit<NewResponse, "partyMatch"> & { partyId: string },
  cap: number,
): Promise<{ row: ResponseRow; created: boolean } | "full"> {
  return db.transaction(async (tx) => {
    await lockWedding(tx, values.weddingId);
    const [own] = await tx
      .select({ id: responses.id })
      .from(responses)
      .where(and(eq(responses.partyId, values.partyId), OWN_REPLY))
      .limit(1);
    if (own) {
      const { editTokenHash: _keep, sideAssignment: _side, ...patch } = values;
      const [row] = await tx
        .update(responses)
        .set({ ...patch, partyMatch: "invitation", updatedAt: new Date() })
        .where(eq(responses.id, own.id))
        .returning();
      return { row: row!, created: false };
    }
    const [counted] = await tx.select({ n: count() }).from(responses).where(eq(responses.weddingId, values.weddingId));
    if ((counted?.n ?? 0) >= cap) return "full" as const;
    const [row] = await tx
      .insert(responses)
      .values({ ...values, partyMatch: "invitation" })
      .returning();
    return { row: row!, created: true };
  });
}

/** Sets a suggested party on a reply that has none (a racing confirmation by the couple wins). */
export async function suggestParty(db: Db, id: string, partyId: string): Promise<boolean> {
  const rows = await db
    .update(responses)
    .set({ partyId, partyMatch: "suggested" })
    .where(and(eq(responses.id, id), sql`${responses.partyId} is null`))
    .returning({ id: responses.id });
  return rows.length > 0;
}
