import type { AppContext } from "../../context";
import * as repo from "./repository";

/** A wedding's questions in form order, each event's after the main event's (the public view holds them). */
export async function listPublicQuestions(ctx: AppContext, weddingId: string) {
  return repo.listQuestions(ctx.db, weddingId);
}
