import type { Actor } from "../../../contract/access";
import { hostAuthorName } from "../../../contract/activity";
import { TRASH_BOUND, TRASH_DAYS, type TrashKind, type TrashList } from "../../../contract/trash";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import type { JsonRow } from "../../db/row-copy";
import { AppError } from "../../errors";
import * as repo from "./repository";

/**
 * What a delete took (docs/decisions/0049-trash.md), as the restore puts it back: the rows the
 * database removed with the record, by table (`to_jsonb`, database column names), the seats and
 * unsent mail its owners took, and the rows whose key to it was set null ("table.column" to
 * their primary keys). Withheld columns of the archive are kept: the restored rows need them.
 */
export interface TrashPayload {
  rows: Record<string, JsonRow[]>;
  seats: JsonRow[];
  mail: JsonRow[];
  links: Record<string, string[]>;
  /** Who a seat's person key names, where the rows kept do not say (a table's seats: its people stay). */
  names?: Record<string, string>;
}

/** A payload's size cap (the table's check allows 1,000,000 bytes): a household or reply at every bound is a small fraction of it. */
export const TRASH_PAYLOAD_BYTES = 900_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Kinds kept fewer than TRASH_BOUND a wedding. A section's photos stay in the store while its
 * entry is kept (the photo sweep); 24 entries (twice the website's 12 sections) keep a wedding's
 * stored photos within three times what its live website can show, rather than 500 sections' worth.
 */
export const KIND_BOUNDS: Partial<Record<TrashKind, number>> = { section: 24 };

export interface Deleted {
  weddingId: string;
  kind: TrashKind;
  recordId: string;
  label: string;
  actor: Actor;
  payload: TrashPayload;
}

/** Keeps what a delete took, in the delete's own transaction: no delete without its entry, no entry without its delete. */
export async function keepInTrash(tx: Db, deleted: Deleted): Promise<void> {
  const payload = deleted.payload as unknown as Record<string, unknown>;
  if (Buffer.byteLength(JSON.stringify(payload)) > TRASH_PAYLOAD_BYTES) {
    throw new AppError("payload_too_large", "This is too large to keep in the trash, so nothing was deleted.");
  }
  const deletedAt = new Date();
  await repo.insertEntry(
    tx,
    {
      deletedAt,
      weddingId: deleted.weddingId,
      kind: deleted.kind,
      recordId: deleted.recordId,
      label: deleted.label.slice(0, 200),
      authorName: hostAuthorName(deleted.actor),
      expiresAt: new Date(deletedAt.getTime() + TRASH_DAYS * DAY_MS),
      payload,
    },
    TRASH_BOUND,
    KIND_BOUNDS[deleted.kind],
  );
}

/** The wedding's trash, newest first: labels, kinds, when, who and until when; never what the entries hold. */
export async function listTrash(ctx: AppContext, weddingId: string): Promise<TrashList> {
  const rows = await repo.listEntries(ctx.db, weddingId, TRASH_BOUND);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      kind: row.kind as TrashKind,
      recordId: row.recordId,
      label: row.label,
      deletedAt: row.deletedAt.toISOString(),
      deletedBy: row.authorName,
      expiresAt: row.expiresAt.toISOString(),
    })),
    bound: TRASH_BOUND,
    days: TRASH_DAYS,
  };
}

/** Every wedding's entries past their days: the periodic sweep (routes.ts), as the photo uploads' (docs/decisions/0005). */
export function sweepTrash(ctx: AppContext): Promise<number> {
  return repo.deleteExpired(ctx.db);
}

/** A guest erased their reply (docs/decisions/0046-take-it-or-erase-it.md): nothing of it stays here. */
export async function forgetReplyInTrash(tx: Db, weddingId: string, replyId: string): Promise<void> {
  await repo.forgetReply(tx, weddingId, replyId);
  // A deleted event or table holds its plan's rows by person key, a deleted household or reply the rules naming it:
  // the reply's people's seats, names, needs, marks and rules go.
  // A deleted rule naming them is about them (its label holds their name): its entry goes whole.
  for (const entry of await repo.entriesMentioning(tx, weddingId, replyId)) {
    const kept = withoutReply(entry.payload as unknown as TrashPayload, replyId);
    if (entry.kind === "rule" && !kept.rows.seating_rules?.length) await repo.deleteEntry(tx, weddingId, entry.id);
    else await repo.setPayload(tx, entry.id, kept as unknown as Record<string, unknown>);
  }
}

/** A payload less every row naming the reply's people or the reply as a household (`reply:{id}` and `reply:{id}:{member}`, contract/seating-people.ts). */
export function withoutReply(payload: TrashPayload, replyId: string): TrashPayload {
  const subject = `reply:${replyId}`;
  const names = (value: unknown) => typeof value === "string" && (value === subject || value.startsWith(`${subject}:`));
  const naming = (row: JsonRow) => names(row.person_key) || names(row.a_id) || names(row.b_id);
  const rows = Object.fromEntries(Object.entries(payload.rows).map(([table, list]) => [table, list.filter((row) => !naming(row))]));
  const kept = Object.entries(payload.names ?? {}).filter(([key]) => !names(key));
  return { ...payload, rows, seats: payload.seats.filter((seat) => !naming(seat)), ...(payload.names ? { names: Object.fromEntries(kept) } : {}) };
}

/** An entry's kind, not taking it: the restore route's check of who may put back that kind (routes.ts). */
export function entryKind(ctx: AppContext, weddingId: string, id: string): Promise<TrashKind | undefined> {
  return repo.entryKind(ctx.db, weddingId, id);
}
