import { MAX_RESPONSES_PER_WEDDING } from "../../../../contract/limits";
import type { Locale } from "../../../../contract/locales";
import type { Question } from "../../../../contract/question";
import { PRIMARY_ID, type Answers, type PartyMember, type Relationship } from "../../../../contract/response";
import type { ReplyKeys } from "../../../../contract/rules/reply-keys";
import type { AppContext } from "../../../context";
import type { ResponseRow } from "../../../db/schema";
import { AppError } from "../../../errors";
import { hashSecret, newSecret } from "../../../secrets";
import { coupleNotice, guestConfirmationRow, wakeWorkers } from "../../mail";
import { announce, checkedAnswers } from "../service";
import * as repo from "./repository";

/** A party's reply in the shape of any other reply: the first person coming is the primary guest. */
export interface PartyReplyEntry {
  guestName: string;
  guestEmail: string;
  guestPhone: string | null;
  /** What the party typed on its link (null: nothing): all its link shows again (decision 0022). */
  typedEmail: string | null;
  typedPhone: string | null;
  partyMembers: { id: string; name: string; relationship: Relationship; age?: number | null }[];
  responses: Answers;
  /** Invited guests not coming, under the keys their answers use: attending-only questions are not theirs (issue 15). */
  declined: string[];
  /** The language the party read its invitation in; absent keeps the one stored (issue 16). */
  locale?: Locale;
}

/** Where a party's reply goes and what it is checked against. */
export interface PartyReplyTarget {
  weddingId: string;
  partyId: string;
  side: string | null;
  questions: Question[];
  maxMembers: number;
  notifyEachReply?: boolean;
}

/**
 * Stores a party's reply from its invitation link (docs/decisions/0012) through the same rules
 * as every other reply, with the party's seat allowance in place of the open form's limit. The
 * stored party lists exactly the people coming, each named guest with its guest id (from `keys`),
 * so its status reads straight from it (contract/rules/party-status.ts); nobody coming stores nobody.
 */
export async function savePartyReply(
  ctx: AppContext,
  target: PartyReplyTarget,
  entry: PartyReplyEntry,
  anyoneComing: boolean,
  keys: ReplyKeys,
): Promise<ResponseRow> {
  const checked = checkedAnswers(target.questions, entry, target.maxMembers);
  const primary: PartyMember = { id: PRIMARY_ID, name: entry.guestName, relationship: "self", isPrimary: true };
  const listed = checked.partyMembers.length ? checked.partyMembers : [primary];
  const partyMembers = anyoneComing
    ? listed.map((member) => {
        const guestId = keys.guestId(member.id);
        return guestId ? { ...member, guestId } : member;
      })
    : [];
  const stored = await repo.upsertPartyReply(
    ctx.db,
    {
      weddingId: target.weddingId,
      partyId: target.partyId,
      guestName: entry.guestName,
      guestEmail: entry.guestEmail,
      guestPhone: entry.guestPhone,
      typedEmail: entry.typedEmail,
      typedPhone: entry.typedPhone,
      partyMembers,
      answers: checked.answers,
      sideAssignment: target.side,
      // Nobody needs an edit link: the invitation link is the party's way back to its answer.
      editTokenHash: hashSecret(newSecret()),
      ...(entry.locale ? { locale: entry.locale } : {}),
    },
    MAX_RESPONSES_PER_WEDDING,
    // Confirmed in the reply's own transaction; the party's invitation link is its way back.
    guestConfirmationRow(ctx, { weddingId: target.weddingId, guestEmail: entry.guestEmail, guestName: entry.guestName, partyId: target.partyId }),
    coupleNotice(ctx, target.notifyEachReply),
  );
  if (stored === "full") throw new AppError("conflict", "This wedding cannot take more replies. Please contact the couple directly.");
  wakeWorkers(ctx, target.weddingId);
  await announce(ctx, stored.created ? "response.created" : "response.updated", target.weddingId, stored.row.id);
  return stored.row;
}
