import { hostAuthorName, ACTIVITY_PAGE_SIZE, type ActivityEntry, type ActivityKind, type ActivityPage, type ActivityQuery } from "../../../contract/activity";
import type { Actor } from "../../../contract/access";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { kindSummary } from "./summary";
import * as repo from "./repository";

/** How many changes a wedding's log keeps (docs/decisions/0047-activity-log.md). */
export const ACTIVITY_BOUND = 5_000;

/** Who made a change: a host (the owner or an access link) or a guest (by invitation link or the open form). */
export type ActivityAuthor = Actor | { kind: "guest-link"; name: string } | { kind: "guest-form"; name: string };

export interface Change {
  weddingId: string;
  author: ActivityAuthor;
  kind: ActivityKind;
  recordId: string | null;
  /** A reply its guest erased through the open form: earlier rows lose its id and its guest's name. */
  forgetRecord?: string;
}

/** One change into the wedding's log. Names are as they are now, so a later rename rewrites nothing. */
export async function recordChange(ctx: AppContext, change: Change, bound: number): Promise<void> {
  const { author } = change;
  await repo.insertActivity(
    ctx.db,
    {
      weddingId: change.weddingId,
      authorKind: author.kind,
      authorName: author.kind === "owner" || author.kind === "link" ? hostAuthorName(author) : author.name,
      linkId: author.kind === "link" ? author.id : null,
      kind: change.kind,
      recordId: change.recordId,
      // The kind's words: the log never reads the record (a deleted one is gone, and its fields may be contact details).
      summary: kindSummary(change.kind),
    },
    bound,
    change.forgetRecord,
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function authorFilter(author: string | undefined): repo.ActivityFilter["author"] {
  if (!author) return undefined;
  if (author === "owner") return { kinds: ["owner"] };
  if (author === "guests") return { kinds: ["guest-link", "guest-form"] };
  if (UUID.test(author)) return { linkId: author.toLowerCase() };
  throw new AppError("validation_failed", 'Filter by "owner", "guests" or an access link\'s id');
}

export async function readActivity(ctx: AppContext, weddingId: string, query: ActivityQuery, bound: number): Promise<ActivityPage> {
  let before: repo.ActivityFilter["before"];
  if (query.before) {
    const [at, id] = query.before.split("_");
    const date = new Date(at ?? "");
    if (Number.isNaN(date.getTime()) || !id || !UUID.test(id)) throw new AppError("validation_failed", "Not a cursor this log returned");
    before = { at: date, id };
  }
  const rows = await repo.pageActivity(ctx.db, weddingId, { author: authorFilter(query.author), kind: query.kind, before }, ACTIVITY_PAGE_SIZE + 1);
  const page = rows.slice(0, ACTIVITY_PAGE_SIZE);
  const entries: ActivityEntry[] = page.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    authorKind: row.authorKind as ActivityEntry["authorKind"],
    authorName: row.authorName,
    linkId: row.linkId,
    kind: row.kind as ActivityKind,
    recordId: row.recordId,
    summary: row.summary,
  }));
  const last = entries.at(-1);
  return {
    entries,
    next: rows.length > ACTIVITY_PAGE_SIZE && last ? `${last.at}_${last.id}` : null,
    olderPruned: await repo.wasPruned(ctx.db, weddingId),
    bound,
  };
}
