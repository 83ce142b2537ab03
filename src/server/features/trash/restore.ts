import { getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { PartyMember } from "../../../contract/response";
import type { RestoreResult, TrashKind } from "../../../contract/trash";
import type { AppContext } from "../../context";
import type { ChangeEvent } from "../../db/change-feed";
import type { Db } from "../../db/connect";
import { isUuid } from "../../db/ids";
import { insertOrder, insertRows } from "../../db/row-copy";
import type { WeddingRow } from "../../db/schema";
import { relinkRows, tableNamed } from "../../db/wedding-tables";
import { AppError, notFound } from "../../errors";
import { checkGuestCap } from "../guest-list";
import { restoreMailRows } from "../mail";
import { restoreReply } from "../responses";
import { reseat } from "../seating";
import * as repo from "./repository";
import type { TrashPayload } from "./service";

/** What could not come back, in the couple's words, by table. */
const LOST: Record<string, [one: string, many: string]> = {
  event_parties: ["an invitation to an event deleted since", "invitations to events deleted since"],
  party_addresses: ["the postal address", "postal addresses"],
  gifts: ["a gift", "gifts"],
  guests: ["a guest", "guests"],
  outbox_messages: ["a message waiting to be sent", "messages waiting to be sent"],
  "reply link": ["the link of a reply linked to another household since", "the links of replies linked to other households since"],
};
const lost = (name: string, count: number) => {
  const [one, many] = LOST[name] ?? [`a ${name.replace(/_/g, " ")} row`, `${name.replace(/_/g, " ")} rows`];
  return count === 1 ? one : `${count} ${many}`;
};

/** Who a seat's person key names, from the rows restored: a household's guest or a person a reply named. */
function peopleNames(payload: TrashPayload): Map<string, string> {
  const names = new Map<string, string>();
  for (const guest of payload.rows.guests ?? []) names.set(`guest:${String(guest.id)}`, `${String(guest.first_name)} ${String(guest.last_name ?? "")}`.trim());
  for (const reply of payload.rows.responses ?? []) {
    for (const member of (reply.party_members ?? []) as PartyMember[]) names.set(`reply:${String(reply.id)}:${member.id}`, member.name);
  }
  return names;
}

interface Restored {
  result: RestoreResult;
  seats: boolean;
  mail: boolean;
  replies: string[];
  linkedParty: boolean;
}

/** A household's rows, parents first, each where its parents still are; the household itself must come back or nothing does. */
async function restorePartyRows(tx: Db, weddingId: string, payload: TrashPayload, skipped: string[]): Promise<void> {
  await checkGuestCap(tx, weddingId, payload.rows.guests?.length ?? 0);
  const tables = Object.keys(payload.rows)
    .map(tableNamed)
    .filter((table): table is PgTable => table !== undefined);
  for (const plan of insertOrder(tables)) {
    const name = getTableName(plan.table);
    const rows = payload.rows[name] ?? [];
    const written = await insertRows(tx, plan.table, rows, { tolerant: true });
    if (name === "parties" && written.length < rows.length) throw new AppError("conflict", "This household is already on the guest list.");
    if (written.length < rows.length) skipped.push(lost(name, rows.length - written.length));
  }
}

/**
 * Puts an entry back (`POST /api/weddings/{id}/trash/{entryId}/restore`; docs/decisions/0049-trash.md)
 * in one transaction, with the same ids: the record and what the delete took with it, the keys
 * set null set back where nothing took their place, its unsent mail queued again, and its seats
 * where the table still exists and has room (else the person comes back unseated, and the
 * answer names them). Whatever now conflicts is left out and said; the entry leaves the trash.
 */
export async function restoreFromTrash(ctx: AppContext, wedding: WeddingRow, entryId: string): Promise<RestoreResult> {
  if (!isUuid(entryId)) throw notFound("Trash entry");
  const restored = await ctx.db.transaction(async (tx): Promise<Restored> => {
    const entry = await repo.takeEntry(tx, wedding.id, entryId);
    if (!entry) throw notFound("Trash entry");
    const payload = entry.payload as unknown as TrashPayload;
    const kind = entry.kind as TrashKind;
    const skipped: string[] = [];
    let linkedParty = false;
    if (kind === "party") {
      await restorePartyRows(tx, wedding.id, payload, skipped);
    } else {
      const [row] = payload.rows.responses ?? [];
      const back = row ? await restoreReply(tx, row) : { restored: false, unlinked: false };
      if (!back.restored) throw new AppError("conflict", "This reply is already back.");
      if (back.unlinked) skipped.push("its link to a household that is gone or has a reply of its own since");
      linkedParty = row?.party_id != null && !back.unlinked;
    }
    let replies: string[] = [];
    for (const [link, keys] of Object.entries(payload.links)) {
      const back = await relinkRows(tx, link, entry.recordId, keys);
      if (link === "responses.party_id") replies = back;
      if (link === "responses.party_id" && back.length < keys.length) skipped.push(lost("reply link", keys.length - back.length));
    }
    const mail = await restoreMailRows(tx, payload.mail);
    if (mail < payload.mail.length) skipped.push(lost("outbox_messages", payload.mail.length - mail));
    const unseatedKeys = await reseat(tx, payload.seats);
    const names = peopleNames(payload);
    return {
      result: { kind, id: entry.recordId, label: entry.label, unseated: unseatedKeys.map((key) => names.get(key) ?? key), skipped },
      seats: payload.seats.length > 0,
      mail: mail > 0,
      replies,
      linkedParty,
    };
  });
  await announceRestore(ctx, wedding.id, restored);
  return restored.result;
}

/** The same change events a create would send, so an open responses page, guest list or seating screen refreshes. */
async function announceRestore(ctx: AppContext, weddingId: string, restored: Restored): Promise<void> {
  const { result } = restored;
  const events: ChangeEvent[] = [];
  if (result.kind === "party") events.push({ type: "guest-list.changed", weddingId });
  else events.push({ type: "response.created", weddingId, responseId: result.id });
  if (restored.linkedParty) events.push({ type: "guest-list.changed", weddingId });
  for (const responseId of restored.replies) events.push({ type: "response.updated", weddingId, responseId });
  if (restored.seats) events.push({ type: "seating.changed", weddingId });
  // `queued`: every instance's worker looks for the messages due again (features/mail/enqueue.ts).
  if (restored.mail) events.push({ type: "outbox", weddingId, queued: true });
  for (const event of events) await ctx.feed.publish(event).catch(() => {});
}
