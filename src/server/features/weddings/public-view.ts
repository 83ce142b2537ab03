import { normaliseWeddingCode } from "../../../contract/wedding";
import type { AppContext } from "../../context";
import { isUuid } from "../../db/ids";
import { listPublicQuestions } from "../questions/service";
import type { PublicWeddingView } from "./public-cache";
import { editTokenKey, requireWedding, toPublicWedding } from "./service";

// Apart from the wedding service: the questions feature depends on that service, and the
// public view depends on the questions feature.

/** The invitation as guests see it, with its questions; served from memory when fresh. */
export async function getPublicView(ctx: AppContext, codeOrId: string): Promise<PublicWeddingView> {
  const key = isUuid(codeOrId) ? codeOrId.toLowerCase() : normaliseWeddingCode(codeOrId);
  const cached = ctx.cache.get(key);
  if (cached) return cached;
  const token = ctx.cache.readToken();
  const row = await requireWedding(ctx, key);
  const view = {
    wedding: toPublicWedding(row),
    questions: await listPublicQuestions(ctx, row.id),
    tokenKey: editTokenKey(row),
    notifyEachReply: row.notifyEachReply,
  };
  ctx.cache.set(view, token);
  return view;
}
