import type { SendAllowance } from "../../../contract/mail-settings";
import type { Db } from "../../db/connect";
import type { WeddingRow } from "../../db/schema";
import { AppError } from "../../errors";
import * as repo from "./sending-repository";

/**
 * The sending cap (docs/security.md, "Mail"; docs/decisions/0021-mail-to-strangers.md): anyone
 * can create a wedding, so what it may send (invitations, reminders, address confirmations) per
 * UTC calendar day is bounded, and grows only with evidence a host cannot make alone for free.
 * A wedding's first two days: 20. Then 50, and 2 more for each household that answered through
 * its own invitation link after we delivered its invitation by email, up to 500. Replies through
 * the open form count for nothing (anyone can post them), nor do links the couple opened
 * themselves without an invitation going out: each step up costs a delivered invitation, so
 * the cap grows no faster than it is spent. A calendar day (not rolling) so the couple can be told
 * exactly when more can go.
 */
export const SEND_CAP = { newWedding: 20, newWeddingDays: 2, base: 50, perAnsweredInvitation: 2, ceiling: 500 } as const;

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** Today's cap of a wedding `ageMs` old with `answered` households that answered a delivered invitation. */
export function dailyLimit(ageMs: number, answered: number): number {
  if (ageMs < SEND_CAP.newWeddingDays * 86_400_000) return SEND_CAP.newWedding;
  return Math.min(SEND_CAP.base + SEND_CAP.perAnsweredInvitation * answered, SEND_CAP.ceiling);
}

type CappedWedding = Pick<WeddingRow, "id" | "createdAt">;

export async function readAllowance(db: Db, wedding: CappedWedding, now = new Date()): Promise<SendAllowance> {
  const [answered, sentToday] = await Promise.all([repo.countAnsweredInvitations(db, wedding.id), repo.sentOn(db, wedding.id, utcDay(now))]);
  return { limit: dailyLimit(now.getTime() - wedding.createdAt.getTime(), answered), sentToday, resetsAt: nextUtcMidnight(now).toISOString() };
}

/**
 * Counts `n` sends against today's cap inside the caller's transaction, or refuses the whole
 * batch with a 429 naming how many are left and when more can go (and the transaction, with the
 * messages it was about to queue, rolls back).
 */
export async function reserveSendsOrRefuse(db: Db, wedding: CappedWedding, n: number, now = new Date()): Promise<SendAllowance> {
  const allowance = await readAllowance(db, wedding, now);
  const sent = await repo.reserveSends(db, wedding.id, utcDay(now), n, allowance.limit);
  if (sent === undefined) {
    const left = Math.max(allowance.limit - allowance.sentToday, 0);
    const when = `${allowance.resetsAt.slice(0, 16).replace("T", " ")} UTC`;
    const message =
      left > 0
        ? `This wedding can send ${left} more email${left === 1 ? "" : "s"} today (${allowance.limit} a day; it grows as invited households answer). Pick fewer, or send the rest after ${when}.`
        : `This wedding has sent its ${allowance.limit} emails for today (the limit grows as invited households answer). More can be sent after ${when}.`;
    throw new AppError("rate_limited", message);
  }
  return { ...allowance, sentToday: sent };
}
