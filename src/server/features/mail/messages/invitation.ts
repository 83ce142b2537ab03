import type { BulkMailKind } from "../../../../contract/mail-settings";
import type { Locale } from "../../../../contract/locales";
import { formatWeddingDate } from "../../../../contract/wedding-date";
import { z } from "zod";
import type { Party } from "../../../../contract/guest-list";
import { invitationLinkIn, invitationPath } from "../../../../contract/invitation-link";
import { offeredLocales } from "../../../../contract/guest-locale";
import type { WeddingRow } from "../../../db/schema";
import { getParty } from "../../guest-list";
import { editTokenKey, findWedding } from "../../weddings";
import { stopPath, stopToken } from "../stop-links";
import { messageLocale } from "../../../i18n";
import { renderDocument, type MailBlock } from "./layout";
import { isWithheld, recipientLink, type Audience } from "./private-links";
import { neverLink } from "../never-links";
import { fillNames, textForParty } from "./templates";
import { MessageGone, type MailRenderer, type RenderedMail } from "./types";
import { contentLanguage, languageOf, mailLanguage, whenLine } from "./wedding-lines";
import { guestCalendar } from "../../../../contract/calendar/event";
import { buildIcs, icsFileName } from "../../../../contract/calendar/ics";
import type { GuestEvent } from "../../../../contract/events";
import type { Wedding } from "../../../../contract/wedding";
import type { AppContext } from "../../../context";
import { replyAudience } from "../../guest-list";
import { scheduleBlocks } from "./guest-schedule";

type WeddingFacts = Pick<WeddingRow, "partner1" | "partner2" | "date" | "time" | "timeZone" | "venue" | "rsvpDeadline">;

export interface BulkMailInput {
  kind: BulkMailKind;
  wedding: WeddingFacts;
  partyName: string;
  subject: string;
  message: string;
  /** The party's invitation, its opt-out from this wedding, and this recipient's "send me nothing more" from the service. */
  links: { invite: string; stop: string; never: string };
  /** The party's language (its own, else the wedding's): our words and templates are written in it. */
  locale: Locale;
  /**
   * The party's own programme (issue 29 item 5): the wedding's public view and the extra events this
   * party is invited to (contract/rules/event-audience.ts), listed and attached as an .ics.
   */
  schedule: PartySchedule;
  origin: string;
}

export interface PartySchedule {
  wedding: Wedding;
  events: GuestEvent[];
}

/** The wedding and the extra events one party may see, by the one audience rule (docs/decisions/0019-events.md). */
export async function partySchedule(ctx: AppContext, weddingId: string, party: { id: string; tags: readonly string[] }): Promise<PartySchedule> {
  const { wedding, events } = await replyAudience(ctx, weddingId, { partyId: party.id, partyMatch: "invitation", tags: party.tags });
  return { wedding, events };
}

/**
 * An invitation or a reminder (issue 14): the couple's own words, the event's details, the
 * party's private link, and a visible opt-out beside RFC 8058's List-Unsubscribe headers
 * (bulk mail only: confirmations and the couple's notifications do not carry them).
 */
export function renderBulkMail(input: BulkMailInput): RenderedMail {
  const { wedding, links } = input;
  const language = mailLanguage(input.locale);
  const { i18n, locale } = language;
  const couple = `${wedding.partner1} & ${wedding.partner2}`;
  const text = textForParty(input.kind, input, i18n);
  const when = whenLine(wedding, language);
  const replyBy = wedding.rsvpDeadline
    ? [{ label: i18n._({ id: "mail.bulk.replyBy", message: "Please reply by" }), value: formatWeddingDate(wedding.rsvpDeadline, locale) }]
    : [];
  const rows = [
    { label: i18n._({ id: "mail.bulk.when", message: "When" }), value: when },
    { label: i18n._({ id: "mail.bulk.where", message: "Where" }), value: wedding.venue },
    ...replyBy,
  ];
  const button =
    input.kind === "invitation"
      ? i18n._({ id: "mail.bulk.openInvitation", message: "Open your invitation" })
      : i18n._({ id: "mail.bulk.replyToInvitation", message: "Reply to your invitation" });
  // A wedding of one event keeps its When/Where lines; with extra events, each the party is invited to
  // is listed with its day, time and place in the wedding's zone (decision 0031), as its confirmation will.
  const { events } = input.schedule;
  const programme: MailBlock[] = events.length
    ? [
        ...scheduleBlocks(input.schedule.wedding, { main: true, extra: events }, language),
        ...(replyBy.length ? [{ type: "details" as const, rows: replyBy }] : []),
      ]
    : [{ type: "details", rows }];
  const calendar = guestCalendar(input.schedule.wedding, { main: true, extra: events }, input.origin, i18n);
  const blocks: MailBlock[] = [
    { type: "paragraph", text: fillNames(text.message, input.partyName) },
    ...programme,
    { type: "button", label: button, href: links.invite },
    { type: "note", text: i18n._({ id: "mail.bulk.ownLink", message: "This link is your own invitation: please don't forward it." }) },
  ];
  const rendered = renderDocument({
    ...languageOf(language),
    title: couple,
    preheader: `${when} · ${wedding.venue}`,
    blocks,
    footer: [
      {
        type: "note",
        text: i18n._({ id: "mail.bulk.why", message: "You're receiving this because {couple} invited you.", values: { couple } }),
        link: { label: i18n._({ id: "mail.bulk.stopLink", message: "Stop these emails" }), href: links.stop },
      },
      {
        type: "note",
        text: i18n._({ id: "mail.never.invitationText", message: "Don't know {couple}?", values: { couple } }),
        link: { label: i18n._({ id: "mail.never.link", message: "Send me no more emails from this service" }), href: links.never },
      },
    ],
  });
  const unsubscribe: Record<string, string> = isWithheld(links.stop)
    ? {}
    : { "List-Unsubscribe": `<${links.stop}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
  return {
    subject: fillNames(text.subject, input.partyName),
    ...rendered,
    headers: { ...unsubscribe, ...contentLanguage(language) },
    attachments: [{ filename: icsFileName(calendar[0]!), content: buildIcs(calendar), contentType: "text/calendar; charset=utf-8; method=PUBLISH" }],
  };
}

/**
 * The links one party's message carries: its invitation (the guest list's own token, docs/decisions/0012:
 * the couple's to share), opening in the party's own language when it has one (otherwise the page
 * follows the guest's browser, as before), and its opt-out (the recipient's own: withheld from the
 * couple's preview).
 */
export function partyLinks(wedding: WeddingRow, party: Pick<Party, "id" | "invitationToken" | "locale">, ctx: { origin: string; audience: Audience }) {
  const stop = recipientLink(ctx.audience, () => ctx.origin + stopPath("party", party.id, stopToken(editTokenKey(wedding), "party", party.id)));
  const path = invitationPath(wedding.uniqueCode, party.invitationToken);
  const invite = party.locale ? invitationLinkIn(path, party.locale, offeredLocales(wedding).locales) : path;
  return { invite: ctx.origin + invite, stop };
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
  const locale = messageLocale(party.locale, wedding);
  return renderBulkMail({
    kind: row.kind as BulkMailKind,
    wedding,
    partyName: party.name,
    ...text,
    links: { ...partyLinks(wedding, party, ctx), never: await neverLink(ctx, row.recipient, locale) },
    locale,
    schedule: await partySchedule(ctx.app, wedding.id, party),
    origin: ctx.origin,
  });
};
