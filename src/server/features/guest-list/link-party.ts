import { normaliseWeddingCode } from "../../../contract/wedding";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { hashSecret } from "../../secrets";
import { getPublicView } from "../weddings";
import { findPartyByTokenHash } from "./parties";

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const NOT_VALID = "This invitation link is not valid any more. Ask the couple for a new one, or find your invitation by name.";

/**
 * The party a link's token opens, and its wedding's invitation. A wrong or replaced token, or one
 * used on another wedding's page, is one answer, whoever's it was.
 */
export async function requirePartyOfLink(ctx: AppContext, token: string | undefined, weddingCode: string | undefined) {
  if (!token) throw new AppError("unauthorized", "This page needs the invitation link's token");
  const party = TOKEN.test(token) ? await findPartyByTokenHash(ctx, hashSecret(token)) : undefined;
  if (!party) throw new AppError("not_found", NOT_VALID);
  const view = await getPublicView(ctx, party.weddingId);
  if (weddingCode !== undefined && normaliseWeddingCode(weddingCode) !== view.wedding.uniqueCode && weddingCode !== view.wedding.id) {
    throw new AppError("not_found", NOT_VALID);
  }
  return { party, view };
}
