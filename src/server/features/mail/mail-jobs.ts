import { isRsvpClosed, todayIn } from "../../../contract/rules/deadline";
import type { AppContext } from "../../context";
import { partyIdsToRemind } from "../guest-list";
import { repliesBetween } from "../responses";
import { findWedding, weddingsWithScheduledReminders } from "../weddings";
import { digestAddresses } from "./couple-repository";
import { enqueueMail, wakeWorkers } from "./enqueue";
import { sweepAddressDays } from "./recipient-repository";
import { utcDay } from "./send-cap";
import * as repo from "./sending-repository";
import { defaultText, sendBulkMail } from "./sending-service";

/** How often every instance looks for digests and reminders due; each is made once by its key. */
const JOB_INTERVAL_MS = 15 * 60_000;

/** The day `days` before an ISO date (YYYY-MM-DD). */
export function daysBefore(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00.000Z`);
  return new Date(at.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Yesterday's (UTC) digest for every confirmed digest address that had replies. The key
 * `digest:address:day` is claimed in the transaction that queues the message, so several
 * instances (or a rerun) make it once; a day without replies claims its key and sends nothing.
 */
export async function makeDigests(ctx: AppContext, now = new Date()): Promise<number> {
  const day = utcDay(new Date(now.getTime() - 86_400_000));
  const from = new Date(`${day}T00:00:00.000Z`);
  const to = new Date(from.getTime() + 86_400_000);
  let queued = 0;
  for (const address of await digestAddresses(ctx.db)) {
    const made = await ctx.db.transaction(async (tx) => {
      if (!(await repo.claimJobRun(tx, `digest:${address.id}:${day}`))) return 0;
      if (!(await repliesBetween(tx, address.weddingId, from, to, 1)).length) return 0;
      const rows = await enqueueMail(
        ctx,
        [{ weddingId: address.weddingId, kind: "couple-digest", recipient: address.email, payload: { addressId: address.id, day } }],
        tx,
      );
      return rows.length;
    });
    if (made) wakeWorkers(ctx, address.weddingId);
    queued += made;
  }
  return queued;
}

/**
 * The scheduled reminder (issue 14): once the wedding's day "N days before the deadline" has
 * come (in its time zone) and until the deadline passes, unreplied parties that did not opt out
 * get the default reminder, once per deadline and setting (the job key). Over the sending cap,
 * the whole transaction (key included) rolls back and a later run tries again.
 */
export async function makeScheduledReminders(ctx: AppContext, now = new Date()): Promise<number> {
  let queued = 0;
  for (const due of await weddingsWithScheduledReminders(ctx)) {
    const deadline = due.rsvpDeadline!;
    if (todayIn(due.timeZone, now) < daysBefore(deadline, due.reminderDaysBefore!) || isRsvpClosed(deadline, due.timeZone, now)) continue;
    const wedding = await findWedding(ctx, due.id);
    if (!wedding) continue;
    const made = await ctx.db
      .transaction(async (tx) => {
        if (!(await repo.claimJobRun(tx, `reminder:${due.id}:${deadline}:${due.reminderDaysBefore}`))) return 0;
        const partyIds = await partyIdsToRemind(tx, due.id);
        if (!partyIds.length) return 0;
        const result = await sendBulkMail(ctx, wedding, { kind: "reminder", ...defaultText("reminder"), partyIds }, tx);
        return result.queued;
      })
      .catch(() => 0);
    if (made) wakeWorkers(ctx, due.id);
    queued += made;
  }
  return queued;
}

export async function runMailJobs(ctx: AppContext, now = new Date()): Promise<void> {
  await makeDigests(ctx, now);
  await makeScheduledReminders(ctx, now);
  // Yesterday's counts of mail to each address are kept (a day is UTC; this runs every 15 minutes), older ones go.
  await sweepAddressDays(ctx.db, utcDay(new Date(now.getTime() - 86_400_000)));
}

/** Every instance runs the jobs on a timer; the keys make the work happen once. */
export function startMailJobs(ctx: AppContext): () => void {
  const timer = setInterval(() => void runMailJobs(ctx).catch(() => {}), JOB_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
