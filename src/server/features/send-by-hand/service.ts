import type { z } from "zod";
import { offeredLocales } from "../../../contract/guest-locale";
import { invitationLinkIn, invitationPath } from "../../../contract/invitation-link";
import { localeDirection } from "../../../contract/locales";
import type { InvitationsSent, PartiesToSendPage, ZPartiesToSendQuery } from "../../../contract/send-by-hand";
import type { AppContext } from "../../context";
import type { WeddingRow } from "../../db/schema";
import { messageLocale } from "../../i18n";
import { markSentByHand, pagePartiesToSend, sentByHandMarks } from "../guest-list";
import { emailedPartyIds, handInvitation, mailDelivery } from "../mail";
import { getPublicView, viewFor } from "../weddings";

/**
 * Households whose invitation was sent (docs/decisions/0035-sending-by-hand.md): an invitation
 * email went to them, or the couple marked their link sent by hand; each counted once. The guest list, the
 * dashboard and the send-by-hand screen all read this one answer, so their numbers agree.
 */
export async function countInvitationsSent(ctx: AppContext, wedding: WeddingRow): Promise<InvitationsSent> {
  const [marks, emailed] = await Promise.all([sentByHandMarks(ctx, wedding.id), emailedPartyIds(ctx, wedding.id)]);
  const count: InvitationsSent = { parties: marks.length, sent: 0, emailed: 0, byHand: 0 };
  for (const party of marks) {
    const mailed = emailed.has(party.id);
    const byHand = party.sentByHandAt !== null;
    if (mailed) count.emailed++;
    if (byHand) count.byHand++;
    if (mailed || byHand) count.sent++;
  }
  return count;
}

/**
 * One page of the households to send by hand, each with its message in its language and its
 * invitation link: every household without a mail server; with one, those without an email
 * address (the others keep the email path). Its events are the extra events it is invited to,
 * from the cached public view (no query per household).
 */
export async function partiesToSend(
  ctx: AppContext,
  wedding: WeddingRow,
  query: z.output<typeof ZPartiesToSendQuery>,
  origin: string,
): Promise<PartiesToSendPage> {
  const delivery = mailDelivery(ctx);
  const [page, view] = await Promise.all([pagePartiesToSend(ctx, wedding, query.after, query.limit), getPublicView(ctx, wedding.id)]);
  const offered = offeredLocales(wedding).locales;
  const parties = page.parties
    .filter((party) => delivery === "held" || !party.email)
    .map((party) => {
      const locale = messageLocale(party.locale, wedding);
      const link = origin + invitationLinkIn(invitationPath(wedding.uniqueCode, party.invitationToken), locale, offered);
      const { events } = viewFor(view, { partyId: party.id, tags: party.tags });
      const text = handInvitation({ wedding, partyName: party.name, locale, link, events, style: query.style });
      return {
        id: party.id,
        name: party.name,
        locale,
        dir: localeDirection(locale),
        phone: party.phone,
        email: party.email,
        link,
        ...text,
        sentByHandAt: party.sentByHandAt?.toISOString() ?? null,
      };
    });
  return { delivery, parties, nextCursor: page.nextCursor };
}

/** The "sent" mark, and the count it changes. */
export async function setSentByHand(ctx: AppContext, wedding: WeddingRow, partyId: string, sent: boolean) {
  const at = await markSentByHand(ctx, wedding, partyId, sent);
  return { partyId, sentByHandAt: at?.toISOString() ?? null, counts: await countInvitationsSent(ctx, wedding) };
}
