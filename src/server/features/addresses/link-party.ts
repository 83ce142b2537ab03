import { normaliseWeddingCode } from "../../../contract/wedding";
import type { AppContext } from "../../context";
import type { PartyRow } from "../../db/schema";
import { AppError } from "../../errors";
import { hashSecret } from "../../secrets";
import { findPartyByTokenHash } from "../guest-list";
import { findWedding } from "../weddings";

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
// The same words as the link's own routes (responses/party-reply/link-service.ts): one answer whoever's token it was.
const NOT_VALID = "This invitation link is not valid any more. Ask the couple for a new one, or find your invitation by name.";

/**
 * The household an invitation link's token opens, refused on another wedding's page, as the
 * link's reply routes do (docs/decisions/0012-guest-list.md). The reply's own resolver also reads
 * the cached public view, which an address does not need.
 */
export async function partyOfLink(ctx: AppContext, token: string | undefined, weddingCode: string | undefined): Promise<PartyRow> {
  if (!token) throw new AppError("unauthorized", "This page needs the invitation link's token");
  const party = TOKEN.test(token) ? await findPartyByTokenHash(ctx, hashSecret(token)) : undefined;
  if (!party) throw new AppError("not_found", NOT_VALID);
  if (weddingCode !== undefined) {
    const wedding = await findWedding(ctx, party.weddingId);
    if (!wedding || (normaliseWeddingCode(weddingCode) !== wedding.uniqueCode && weddingCode !== wedding.id)) throw new AppError("not_found", NOT_VALID);
  }
  return party;
}
