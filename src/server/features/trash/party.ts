import type { Actor } from "../../../contract/access";
import type { AppContext } from "../../context";
import type { ChangeEvent } from "../../db/change-feed";
import type { WeddingRow } from "../../db/schema";
import { notFound } from "../../errors";
import { deletePartyRow, partyBeforeDelete, partyLinks } from "../guest-list";
import { dropUnsentPartyMail } from "../mail";
import { unseatGuests } from "../seating";
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
    const party = await partyBeforeDelete(tx, wedding.id, partyId);
    if (!party) throw notFound("Party");
    const { rows } = party;
    const seats = await unseatGuests(
      tx,
      wedding.id,
      (rows.guests ?? []).map((guest) => String(guest.id)),
    );
    const mail = await dropUnsentPartyMail(tx, partyId);
    // After the mail is taken: the messages left (sent) are those that lose their key to the household.
    const links = await partyLinks(tx, partyId);
    await deletePartyRow(tx, wedding.id, partyId);
    await keepInTrash(tx, { weddingId: wedding.id, kind: "party", recordId: partyId, label: party.name, actor, payload: { rows, seats, mail, links } });
    return { seats: seats.length > 0, mail: mail.length > 0, replies: links["responses.party_id"] ?? [] };
  });
  const events: ChangeEvent[] = [{ type: "guest-list.changed", weddingId: wedding.id }];
  if (changes.seats) events.push({ type: "seating.changed", weddingId: wedding.id });
  if (changes.mail) events.push({ type: "outbox", weddingId: wedding.id });
  for (const responseId of changes.replies) events.push({ type: "response.updated", weddingId: wedding.id, responseId });
  for (const event of events) await ctx.feed.publish(event).catch(() => {});
}
