import { setTimeout as sleep } from "node:timers/promises";
import type { AppContext } from "../../context";
import type { OutboxRow } from "../../db/schema";
import { admitBatch } from "./admission";
import { renderMessage } from "./messages";
import { MessageGone } from "./messages/types";
import { claimDue, markFailed, markRetry, markSent } from "./outbox-repository";
import { SendThrottle, domainOf } from "./throttle";
import { classifyFailure, createMailTransport, SMTP_CONNECTIONS, type MailTransport } from "./transport";

/** Rows claimed at once: a batch is one UPDATE; small enough to send well inside the lease. */
const BATCH = 50;
/** A send the throttle would hold longer than this goes back to the queue, due when its slot comes. */
const MAX_THROTTLE_WAIT_MS = 2_000;
const MAX_BACKOFF_MS = 3_600_000;

export interface OutboxWorker {
  /** Look for due messages now (after an enqueue). */
  wake(): void;
  stop(): Promise<void>;
}

/** Exponential backoff with jitter, so messages that failed together do not retry together. */
export function backoffMs(baseMs: number, attempts: number, random: () => number = Math.random): number {
  const delay = Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(delay * (0.8 + 0.4 * random()));
}

/**
 * Delivers the outbox (docs/decisions/0013): claims due rows (SKIP LOCKED, with a lease, so
 * several instances share the work and a dead instance's claims come back), renders each, sends
 * it with its stable Message-ID, and records the outcome. Woken by the change feed after an
 * enqueue (an `outbox` event with `queued`); the poll catches anything a lost wake-up missed. Not started without SMTP_URL or
 * with MAIL_SENDING=off: messages then wait, nothing is lost.
 */
export function startOutboxWorker(ctx: AppContext, log: (message: string) => void = () => {}): OutboxWorker | undefined {
  const settings = ctx.config.mail;
  if (!settings.sending) return undefined;
  const transport = createMailTransport(settings);
  if (!transport) return undefined;
  const origin = ctx.config.publicUrl!;
  const throttle = new SendThrottle(settings.ratePerSecond, settings.domainRatePerSecond);
  let stopping = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (delayMs: number) => {
    if (stopping) return;
    clearTimeout(timer);
    timer = setTimeout(() => wake(), delayMs);
  };

  const drain = async () => {
    let soonest = settings.pollMs;
    do {
      again = false;
      let rows: OutboxRow[];
      let admitted: Awaited<ReturnType<typeof admitBatch>>;
      try {
        rows = await claimDue(ctx.db, BATCH, settings.leaseMs);
        // The bounds on mail to one address and one wedding, and the addresses that asked for
        // nothing more (docs/decisions/0021): what may not go is marked skipped, with why.
        admitted = await admitBatch(ctx, rows);
      } catch {
        // The database is away: the next poll tries again (claimed rows come back when their lease ends).
        log("mail outbox: could not claim messages; retrying at the next poll");
        break;
      }
      // A wedding whose every message in the batch was skipped hears of it here; the others when their sends are recorded.
      const sending = new Set(admitted.send.map((row) => row.weddingId));
      for (const weddingId of admitted.skippedWeddings) {
        if (!sending.has(weddingId)) void ctx.feed.publish({ type: "outbox", weddingId }).catch(() => {});
      }
      const deferred = await sendAll(admitted.send);
      if (deferred !== undefined) soonest = Math.min(soonest, deferred);
      // A full batch means more are likely due.
      if (rows.length === BATCH) again = true;
    } while (again && !stopping);
    schedule(soonest);
  };

  /**
   * The next row a free lane should send: the first whose domain the throttle lets go now, else
   * the one that waits least. A lane that took rows in order would sleep on a busy domain's slot
   * while other domains' messages stood ready (bench/README.md: the drain rate).
   */
  const takeNext = (pending: OutboxRow[]): OutboxRow => {
    let best = 0;
    let bestWait = Infinity;
    for (let index = 0; index < pending.length; index++) {
      const wait = throttle.waitFor(domainOf(pending[index]!.recipient));
      if (wait < bestWait) [best, bestWait] = [index, wait];
      if (wait === 0) break;
    }
    return pending.splice(best, 1)[0]!;
  };

  /**
   * Sends a batch, SMTP_CONNECTIONS at a time; returns the earliest a deferred row is due (ms from now).
   * Once all of a wedding's rows in the batch are recorded, its open Outboxes hear of it: one
   * event per wedding per batch, never one per message.
   */
  const sendAll = async (rows: OutboxRow[]): Promise<number | undefined> => {
    let soonest: number | undefined;
    const pending = [...rows];
    const left = new Map<string, number>();
    for (const row of rows) left.set(row.weddingId, (left.get(row.weddingId) ?? 0) + 1);
    const lane = async () => {
      while (pending.length > 0) {
        const row = takeNext(pending);
        const deferredMs = await deliver(row);
        if (deferredMs !== undefined) soonest = Math.min(soonest ?? Infinity, deferredMs);
        const remaining = left.get(row.weddingId)! - 1;
        left.set(row.weddingId, remaining);
        // Shutting down, the feed may be closing; the Outboxes' streams end too and refetch on reconnect.
        if (remaining === 0 && !stopping) void ctx.feed.publish({ type: "outbox", weddingId: row.weddingId }).catch(() => {});
      }
    };
    await Promise.all(Array.from({ length: Math.min(SMTP_CONNECTIONS, rows.length) }, lane));
    return soonest;
  };

  const deliver = async (row: OutboxRow): Promise<number | undefined> => {
    const domain = domainOf(row.recipient);
    const wait = throttle.waitFor(domain);
    if (stopping || wait > MAX_THROTTLE_WAIT_MS) {
      // Given back without using up a try: due when the throttle has room (or at once for another instance).
      const delay = stopping ? 0 : wait;
      await markRetry(ctx.db, row.id, new Date(Date.now() + delay), null, false).catch(() => {});
      return stopping ? undefined : delay;
    }
    const booked = throttle.book(domain);
    if (booked > 0) await sleep(booked);
    try {
      const message = await renderMessage({ app: ctx, origin, audience: "recipient" }, row);
      await transport.send(row, message);
    } catch (error) {
      await recordFailure(row, error).catch(() => {});
      return undefined;
    }
    // Sent: if this write is lost (a crash right here), the lease expires and the message is sent
    // again with the same Message-ID: at most the messages in flight repeat (docs/decisions/0013).
    await markSent(ctx.db, row.id).catch(() => log(`mail outbox: ${row.messageId} was sent but could not be marked; it may be sent again`));
    return undefined;
  };

  const recordFailure = async (row: OutboxRow, error: unknown) => {
    if (error instanceof MessageGone) return markFailed(ctx.db, row.id, error.message);
    const { kind, reason } = classifyFailure(error);
    if (kind === "permanent") return markFailed(ctx.db, row.id, `Refused by the mail server: ${reason}`);
    if (row.attempts >= settings.maxAttempts) return markFailed(ctx.db, row.id, `Gave up after ${row.attempts} tries: ${reason}`);
    return markRetry(ctx.db, row.id, new Date(Date.now() + backoffMs(settings.retryBaseMs, row.attempts)), reason);
  };

  function wake() {
    if (stopping) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = undefined;
    });
  }

  const unsubscribe = ctx.feed.subscribe((event) => {
    if ((event.type === "outbox" && event.queued) || event.type === "resync") wake();
  });
  wake();

  return {
    wake,
    async stop() {
      stopping = true;
      unsubscribe();
      clearTimeout(timer);
      await running;
      closeTransport(transport);
    },
  };
}

function closeTransport(transport: MailTransport) {
  try {
    transport.close();
  } catch {
    // Already closed.
  }
}
