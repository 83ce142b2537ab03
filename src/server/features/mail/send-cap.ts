import type { SendAllowance } from "../../../contract/mail-settings";
import type { Db } from "../../db/connect";
import { AppError } from "../../errors";
import * as repo from "./sending-repository";

/**
 * The sending cap (docs/security.md, "Email"): anyone can create a wedding, so a new one may
 * send 50 invitations, reminders and address confirmations per UTC calendar day, 5 more for
 * each reply it has received (real guests answering is the sign of a real wedding), up to 500.
 * A calendar day rather than a rolling one: the couple can be told exactly when more can go.
 */
export const SEND_CAP = { base: 50, perReply: 5, ceiling: 500 } as const;

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

export function dailyLimit(replies: number): number {
  return Math.min(SEND_CAP.base + SEND_CAP.perReply * replies, SEND_CAP.ceiling);
}

export async function readAllowance(db: Db, weddingId: string, now = new Date()): Promise<SendAllowance> {
  const [replies, sentToday] = await Promise.all([repo.countReplies(db, weddingId), repo.sentOn(db, weddingId, utcDay(now))]);
  return { limit: dailyLimit(replies), sentToday, resetsAt: nextUtcMidnight(now).toISOString() };
}

/**
 * Counts `n` sends against today's cap inside the caller's transaction, or refuses the whole
 * batch with a 429 naming how many are left and when more can go (and the transaction, with the
 * messages it was about to queue, rolls back).
 */
export async function reserveSendsOrRefuse(db: Db, weddingId: string, n: number, now = new Date()): Promise<SendAllowance> {
  const allowance = await readAllowance(db, weddingId, now);
  const sent = await repo.reserveSends(db, weddingId, utcDay(now), n, allowance.limit);
  if (sent === undefined) {
    const left = Math.max(allowance.limit - allowance.sentToday, 0);
    const when = `${allowance.resetsAt.slice(0, 16).replace("T", " ")} UTC`;
    const message =
      left > 0
        ? `This wedding can send ${left} more email${left === 1 ? "" : "s"} today (${allowance.limit} a day; each reply raises it). Pick fewer, or send the rest after ${when}.`
        : `This wedding has sent its ${allowance.limit} emails for today (each reply raises the limit). More can be sent after ${when}.`;
    throw new AppError("rate_limited", message);
  }
  return { ...allowance, sentToday: sent };
}
