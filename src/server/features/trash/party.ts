import type { Actor } from "../../../contract/access";
import type { AppContext } from "../../context";
import type { ChangeEvent } from "../../db/change-feed";
import type { Db } from "../../db/connect";
import type { WeddingRow } from "../../db/schema";
import { notFound } from "../../errors";
import { deletePartyRow, partyBeforeDelete, partyLinks } from "../guest-list";
import { dropUnsentPartyMail } from "../mail";
import { guestKey } from "../../../contract/rules/seating-people";
import { takeRulesNaming, unseatGuests } from "../seating";
import { keepInTrash } from "./service";

/**
 * The couple deletes a household (`DELETE /api/parties/:id`; docs/decisions/0049-trash.md). One
 * transaction: what the database deletes with it (its guests, invitations to events, address,
 * gifts: read from the schema's cascading keys), its guests' seats in every plan and its mail not
 * yet sent (taken by their owners), which replies and sent messages lose their key to it, the
 * household itself, and the trash entry holding all of it. Open screens hear of each change.
 */
export async function deletePartyToTrash(ctx: AppContext, wedding: WeddingRow, partyId: string, actor: Actor): Promise<void> {
  const changes = await ctx.db.transaction(async (tx) => {
    const taken = await takeParty(tx, wedding, partyId, actor);
    if (!taken) throw notFound("Party");
    return taken;
  });
  await announce(ctx, wedding.id, [changes]);
}

/**
 * The guest list's bulk delete (at most a page of ids): each of the wedding's households among
 * `ids` as deletePartyToTrash, one entry each; others' ids are ignored. A transaction a household,
 * not one for all: on the embedded database a transaction holds every other request, and 500
 * households take seconds (docs/decisions/0049-trash.md); one that fails stops the rest, and
 * those already deleted are in the trash.
 */
export async function deletePartiesToTrash(ctx: AppContext, wedding: WeddingRow, ids: readonly string[], actor: Actor): Promise<number> {
  const changes: Changes[] = [];
  try {
    for (const id of new Set(ids)) {
      const taken = await ctx.db.transaction((tx) => takeParty(tx, wedding, id, actor));
      if (taken) changes.push(taken);
    }
  } finally {
    if (changes.length) await announce(ctx, wedding.id, changes);
  }
  return changes.length;
}

interface Changes {
  seats: boolean;
  mail: boolean;
  replies: string[];
}

async function takeParty(tx: Db, wedding: WeddingRow, partyId: string, actor: Actor): Promise<Changes | undefined> {
  const party = await partyBeforeDelete(tx, wedding.id, partyId);
  if (!party) return undefined;
  const { rows } = party;
  const guestIds = (rows.guests ?? []).map((guest) => String(guest.id));
  const seats = await unseatGuests(tx, wedding.id, guestIds);
  // Its seating rules go and come back with it (else the plan's next write drops them for good).
  const rules = await takeRulesNaming(tx, wedding.id, { ids: [partyId, ...guestIds.map(guestKey)] });
  if (rules.length) rows.seating_rules = rules;
  const mail = await dropUnsentPartyMail(tx, partyId);
  // After the mail is taken: the messages left (sent) are those that lose their key to the household.
  const links = await partyLinks(tx, partyId);
  await deletePartyRow(tx, wedding.id, partyId);
  await keepInTrash(tx, { weddingId: wedding.id, kind: "party", recordId: partyId, label: party.name, actor, payload: { rows, seats, mail, links } });
  return { seats: seats.length > 0 || rules.length > 0, mail: mail.length > 0, replies: links["responses.party_id"] ?? [] };
}

async function announce(ctx: AppContext, weddingId: string, changes: readonly Changes[]): Promise<void> {
  const events: ChangeEvent[] = [{ type: "guest-list.changed", weddingId }];
  if (changes.some((change) => change.seats)) events.push({ type: "seating.changed", weddingId });
  if (changes.some((change) => change.mail)) events.push({ type: "outbox", weddingId });
  for (const responseId of changes.flatMap((change) => change.replies)) events.push({ type: "response.updated", weddingId, responseId });
  for (const event of events) await ctx.feed.publish(event).catch(() => {});
}
