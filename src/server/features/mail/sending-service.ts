import type { z } from "zod";
import {
  MAIL_TEMPLATES,
  type BulkMailKind,
  type BulkMailResult,
  type RenderedMail,
  type ZBulkMailPreview,
  type ZBulkMailSend,
} from "../../../contract/mail-settings";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import { isUuid } from "../../db/ids";
import type { WeddingRow } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { findWeddingOfParty, getParty, partiesWithAddresses, setPartyOptOut } from "../guest-list";
import { messageLocale } from "../../i18n";
import { editTokenKey } from "../weddings";
import { enqueueMail, wakeWorkers, type MailDraft } from "./enqueue";
import { partyLinks, partySchedule, renderBulkMail } from "./messages/invitation";
import { WITHHELD_LINK } from "./messages/private-links";
import { readAllowance, reserveSendsOrRefuse } from "./send-cap";
import * as repo from "./sending-repository";
import { isStopToken } from "./stop-links";

type Skipped = BulkMailResult["skipped"][number];
type PartyToMail = Awaited<ReturnType<typeof partiesWithAddresses>>[number];

/** One address once per party, whatever its case: a couple sharing an inbox gets one message. */
function recipientsOf(party: PartyToMail): { email: string; name: string }[] {
  const seen = new Set<string>();
  return party.emails.filter((entry) => !seen.has(entry.email.toLowerCase()) && seen.add(entry.email.toLowerCase()));
}

/**
 * Invitations and reminders (issue 14): one message per distinct guest address in each chosen
 * party of this wedding's own list (never an address typed at send time), each with that party's
 * private link. Opted-out parties get nothing; reminders skip parties that replied. The whole
 * batch counts against the daily cap in the transaction that queues it, so a refused batch
 * stores nothing.
 */
export async function sendBulkMail(ctx: AppContext, wedding: WeddingRow, input: z.output<typeof ZBulkMailSend>, db: Db = ctx.db): Promise<BulkMailResult> {
  const chosen = await partiesWithAddresses(db, wedding.id, [...new Set(input.partyIds.filter(isUuid))]);
  const skipped: Skipped[] = [];
  const drafts = chosen.flatMap((party): MailDraft[] => {
    const reason = party.optedOut ? "opted_out" : input.kind === "reminder" && party.replied ? "replied" : party.emails.length ? null : "no_email";
    if (reason) {
      skipped.push({ partyId: party.id, reason });
      return [];
    }
    return recipientsOf(party).map((to) => ({
      weddingId: wedding.id,
      kind: input.kind,
      recipient: to.email,
      recipientName: to.name,
      partyId: party.id,
      payload: { subject: input.subject, message: input.message },
    }));
  });
  if (!chosen.length) throw new AppError("validation_failed", "None of these parties is on this guest list.", { partyIds: "Pick parties from the list" });
  const allowance = await db.transaction(async (tx) => {
    const counted = drafts.length ? await reserveSendsOrRefuse(tx, wedding, drafts.length) : undefined;
    await enqueueMail(ctx, drafts, tx);
    return counted;
  });
  // Inside a caller's transaction (the scheduled reminder), the caller wakes them after its commit.
  if (drafts.length && db === ctx.db) wakeWorkers(ctx, wedding.id);
  return { queued: drafts.length, skipped, allowance: allowance ?? (await readAllowance(db, wedding)) };
}

/** The message as one party would receive it, before anything is sent. */
export async function previewBulkMail(ctx: AppContext, wedding: WeddingRow, input: z.output<typeof ZBulkMailPreview>, origin: string): Promise<RenderedMail> {
  if (!isUuid(input.partyId)) throw notFound("Party");
  const party = await getParty(ctx, wedding, input.partyId);
  const [row] = await partiesWithAddresses(ctx.db, wedding.id, [party.id]);
  const locale = messageLocale(party.locale, wedding);
  const rendered = renderBulkMail({
    kind: input.kind,
    wedding,
    partyName: party.name,
    subject: input.subject,
    message: input.message,
    links: { ...partyLinks(wedding, party, { origin, audience: "couple" }), never: WITHHELD_LINK },
    locale,
    schedule: await partySchedule(ctx, wedding.id, party),
    origin,
  });
  return { to: row ? recipientsOf(row).map((to) => to.email) : [], ...rendered };
}

/** The default text for a scheduled reminder: the first reminder template. */
export function defaultText(kind: BulkMailKind) {
  const template = MAIL_TEMPLATES[kind][0]!;
  return { subject: template.subject, message: template.message };
}

/** The party a stop link names, when its token is right. */
export async function findPartyToStop(ctx: AppContext, id: string, token: string) {
  const wedding = await findWeddingOfParty(ctx, id);
  if (!wedding || !isStopToken(editTokenKey(wedding), "party", id, token)) return undefined;
  return { wedding, party: await getParty(ctx, wedding, id) };
}

export async function stopParty(ctx: AppContext, id: string, token: string) {
  const found = await findPartyToStop(ctx, id, token);
  if (found) await setPartyOptOut(ctx, id);
  return found;
}

/** The parties that already have an invitation queued or sent. */
export async function invitedParties(ctx: AppContext, wedding: WeddingRow): Promise<{ partyIds: string[] }> {
  return { partyIds: await repo.invitedPartyIds(ctx.db, wedding.id) };
}
