import type { BulkMailKind } from "../../../../contract/mail-settings";
import { formatWeddingDate, formatWeddingTime } from "../../../../contract/wedding-date";
import { z } from "zod";
import type { Party } from "../../../../contract/guest-list";
import { invitationPath } from "../../../../contract/invitation-link";
import type { WeddingRow } from "../../../db/schema";
import { getParty } from "../../guest-list/service";
import { editTokenKey, findWedding } from "../../weddings/service";
import { stopPath, stopToken } from "../stop-links";
import { renderDocument, type MailBlock } from "./layout";
import { MessageGone, type MailRenderer, type RenderedMail } from "./types";

type WeddingFacts = Pick<WeddingRow, "partner1" | "partner2" | "date" | "time" | "venue" | "rsvpDeadline">;

export interface BulkMailInput {
  kind: BulkMailKind;
  wedding: WeddingFacts;
  partyName: string;
  subject: string;
  message: string;
  links: { invite: string; stop: string };
}

/** The couple's text with `{names}` filled in for this party. */
export function fillNames(text: string, partyName: string): string {
  return text.replaceAll("{names}", partyName);
}

/**
 * An invitation or a reminder (issue 14): the couple's own words, the event's details, the
 * party's private link, and a visible opt-out beside RFC 8058's List-Unsubscribe headers
 * (bulk mail only: confirmations and the couple's notifications do not carry them).
 */
export function renderBulkMail(input: BulkMailInput): RenderedMail {
  const { wedding, links } = input;
  const couple = `${wedding.partner1} & ${wedding.partner2}`;
  const when = [formatWeddingDate(wedding.date), formatWeddingTime(wedding.time)].filter(Boolean).join(", ");
  const rows = [
    { label: "When", value: when },
    { label: "Where", value: wedding.venue },
    ...(wedding.rsvpDeadline ? [{ label: "Please reply by", value: formatWeddingDate(wedding.rsvpDeadline) }] : []),
  ];
  const blocks: MailBlock[] = [
    { type: "paragraph", text: fillNames(input.message, input.partyName) },
    { type: "details", rows },
    { type: "button", label: input.kind === "invitation" ? "Open your invitation" : "Reply to your invitation", href: links.invite },
    { type: "note", text: "This link is your own invitation: please don't forward it." },
  ];
  const rendered = renderDocument({
    lang: "en",
    title: couple,
    preheader: `${when} · ${wedding.venue}`,
    blocks,
    footer: [{ type: "note", text: `You're receiving this because ${couple} invited you.`, link: { label: "Stop these emails", href: links.stop } }],
  });
  return {
    subject: fillNames(input.subject, input.partyName),
    ...rendered,
    headers: { "List-Unsubscribe": `<${links.stop}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** The links one party's message carries: its invitation (the guest list's own token, docs/decisions/0012) and its opt-out. */
export function partyLinks(wedding: WeddingRow, party: Pick<Party, "id" | "invitationToken">, origin: string) {
  const stop = stopPath("party", party.id, stopToken(editTokenKey(wedding), "party", party.id));
  return { invite: origin + invitationPath(wedding.uniqueCode, party.invitationToken), stop: origin + stop };
}

const ZPayload = z.object({ subject: z.string(), message: z.string() });

/**
 * The outbox renderer for both kinds, from the party and wedding as they are at send time: a
 * party removed, opted out since, or (for a reminder) that has replied since gets nothing.
 */
export const renderQueuedBulkMail: MailRenderer = async (ctx, row) => {
  const wedding = await findWedding(ctx.app, row.weddingId);
  if (!wedding || !row.partyId) throw new MessageGone("The party is no longer on the guest list");
  const party = await getParty(ctx.app, wedding, row.partyId).catch(() => undefined);
  if (!party) throw new MessageGone("The party is no longer on the guest list");
  if (party.mailOptedOut) throw new MessageGone("The guest opted out of these emails");
  if (row.kind === "reminder" && party.status !== "not_replied") throw new MessageGone("Not sent: the party has replied");
  const text = ZPayload.parse(row.payload);
  return renderBulkMail({ kind: row.kind as BulkMailKind, wedding, partyName: party.name, ...text, links: partyLinks(wedding, party, ctx.origin) });
};
