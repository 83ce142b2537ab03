import { timingSafeEqual } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { AppContext } from "../../context";
import type { ChangeEvent } from "../../db/change-feed";
import { AppError } from "../../errors";
import { findWedding } from "../weddings";

/**
 * Bounds on live streams. A couple has a few devices; one address may sit behind a shared
 * connection; the instance total stays well under the server's connection cap (app.ts), so
 * ordinary requests always find room.
 */
export interface LiveLimits {
  perWedding: number;
  perAddress: number;
  total: number;
  /** Bytes queued for one client past which it gets nothing more until it reads. */
  maxBufferedBytes: number;
  /** A client that has not read for this long is closed; its browser reconnects and resyncs. */
  stalledCloseMs: number;
  heartbeatMs: number;
}

export const LIVE_LIMITS: LiveLimits = {
  perWedding: 20,
  perAddress: 10,
  total: 2_000,
  maxBufferedBytes: 64 * 1024,
  stalledCloseMs: 30_000,
  // Under the server's idle-connection timeout and common proxies' 60 s read timeout.
  heartbeatMs: 25_000,
};

export interface OpenStream {
  weddingId: string;
  address: string;
  /** SHA-256 of the host key that opened it, as stored on the wedding; for a link's stream, of the link's secret. */
  keyHash: string;
  /** The access link that opened it (docs/decisions/0043-access-links.md); absent for the owner's. */
  linkId?: string;
  /** When that link expires (ISO): the stream ends then. */
  expiresAt?: string;
  res: ServerResponse;
  headers: Record<string, string>;
}

interface Stream extends OpenStream {
  /** The client stopped reading: nothing is written until it drains. */
  blocked: boolean;
  /** Something happened while blocked: one resync is sent on drain. */
  owed: boolean;
  stallTimer?: NodeJS.Timeout;
  expiryTimer?: NodeJS.Timeout;
}

// setTimeout's longest delay (about 24.8 days); a later expiry is waited for in steps.
const MAX_TIMER_MS = 2_147_483_647;

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * One per app instance: every host's stream, grouped by wedding, on one feed subscription.
 * A wedding change is checked with one read of the wedding however many streams it has.
 */
export class LiveHub {
  private readonly byWedding = new Map<string, Set<Stream>>();
  private readonly perAddress = new Map<string, number>();
  private count = 0;
  /** Weddings being re-read, and whether another change arrived meanwhile. */
  private readonly checking = new Map<string, boolean>();
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly ctx: AppContext,
    readonly limits: LiveLimits = LIVE_LIMITS,
  ) {
    this.unsubscribe = ctx.feed.subscribe((event) => this.dispatch(event));
    this.heartbeat = setInterval(() => this.broadcast(": keep-alive\n\n"), limits.heartbeatMs);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.count;
  }

  /** Refuses (429) a stream past a cap, before anything is written to the client. */
  admit(weddingId: string, address: string): void {
    const { perWedding, perAddress, total } = this.limits;
    if ((this.byWedding.get(weddingId)?.size ?? 0) >= perWedding) {
      throw new AppError(
        "rate_limited",
        `This wedding already has ${perWedding} live connections open; close the responses, guest list or Outbox page on another device or tab and try again`,
      );
    }
    if ((this.perAddress.get(address) ?? 0) >= perAddress) {
      throw new AppError(
        "rate_limited",
        `Your network already has ${perAddress} live connections open; close some of the wedding's pages (responses, guest list, Outbox) and try again`,
      );
    }
    if (this.count >= total) throw new AppError("rate_limited", "The server has too many live connections open; the page will try again shortly");
  }

  /** Takes over a response: admit() must have passed in the same tick. */
  open(params: OpenStream): void {
    this.admit(params.weddingId, params.address);
    const stream: Stream = { ...params, blocked: false, owed: false };
    const { res } = stream;
    res.writeHead(200, {
      ...params.headers,
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
      connection: "keep-alive",
      // Proxies (nginx) must pass events through as they come.
      "x-accel-buffering": "no",
    });
    let group = this.byWedding.get(stream.weddingId);
    if (!group) this.byWedding.set(stream.weddingId, (group = new Set()));
    group.add(stream);
    this.perAddress.set(stream.address, (this.perAddress.get(stream.address) ?? 0) + 1);
    this.count++;
    res.on("close", () => this.forget(stream));
    if (stream.expiresAt) this.endAtExpiry(stream, Date.parse(stream.expiresAt));
    this.write(stream, "retry: 2000\n\n");
    this.send(stream, { type: "resync", weddingId: "*" });
  }

  /** Ends every stream (graceful shutdown: SSE connections never go idle by themselves). */
  close(): void {
    this.unsubscribe();
    clearInterval(this.heartbeat);
    for (const group of this.byWedding.values()) for (const stream of group) this.end(stream);
  }

  /** A link's stream ends when the link expires, as its next request would be refused. */
  private endAtExpiry(stream: Stream, at: number): void {
    const wait = at - Date.now();
    if (wait <= 0) return this.end(stream);
    stream.expiryTimer = setTimeout(() => this.endAtExpiry(stream, at), Math.min(wait, MAX_TIMER_MS));
    stream.expiryTimer.unref();
  }

  private dispatch(event: ChangeEvent): void {
    if (event.type === "access.revoked") {
      // Not sent on: it only ends the streams the revoked link opened, on every instance.
      for (const stream of this.byWedding.get(event.weddingId) ?? []) if (stream.linkId === event.linkId) this.end(stream);
      return;
    }
    if (event.type === "resync") {
      for (const group of this.byWedding.values()) for (const stream of group) this.send(stream, event);
      return;
    }
    const group = this.byWedding.get(event.weddingId);
    if (!group) return;
    for (const stream of group) this.send(stream, event);
    if (event.type === "wedding.changed") void this.recheckKeys(event.weddingId);
  }

  /**
   * A replaced host key ends the streams it opened: the page reconnects, gets 403, asks for
   * the key. Changes that arrive during a read are folded into one more read.
   */
  private async recheckKeys(weddingId: string): Promise<void> {
    if (this.checking.has(weddingId)) {
      this.checking.set(weddingId, true);
      return;
    }
    this.checking.set(weddingId, false);
    try {
      do {
        this.checking.set(weddingId, false);
        const current = await findWedding(this.ctx, weddingId).catch(() => null);
        // A failed read keeps the streams: the next change or reconnect checks again.
        if (current === null) continue;
        const opens = new Map<string, boolean>();
        for (const stream of this.byWedding.get(weddingId) ?? []) {
          // A link's stream is ended by its revocation or expiry, not by the host key's replacement.
          if (stream.linkId) continue;
          let ok = opens.get(stream.keyHash);
          if (ok === undefined) opens.set(stream.keyHash, (ok = !!current && sameHash(stream.keyHash, current.hostKeyHash)));
          if (!ok) this.end(stream);
        }
      } while (this.checking.get(weddingId));
    } finally {
      this.checking.delete(weddingId);
    }
  }

  private send(stream: Stream, event: ChangeEvent): void {
    // Events only say "something changed, refetch": while the client is not reading, one resync stands for all.
    if (stream.blocked) stream.owed = true;
    else this.write(stream, `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  }

  private broadcast(text: string): void {
    for (const group of this.byWedding.values()) for (const stream of group) if (!stream.blocked) this.write(stream, text);
  }

  private write(stream: Stream, text: string): void {
    const { res } = stream;
    if (res.writableEnded || res.destroyed) return;
    if (res.write(text) && res.writableLength < this.limits.maxBufferedBytes) return;
    stream.blocked = true;
    stream.stallTimer = setTimeout(() => res.destroy(), this.limits.stalledCloseMs);
    res.once("drain", () => {
      clearTimeout(stream.stallTimer);
      stream.blocked = false;
      if (!stream.owed) return;
      stream.owed = false;
      this.send(stream, { type: "resync", weddingId: "*" });
    });
  }

  private end(stream: Stream): void {
    this.forget(stream);
    // A client that is not reading would hold an ended response open until it drains.
    if (stream.blocked) stream.res.destroy();
    else if (!stream.res.writableEnded) stream.res.end();
  }

  private forget(stream: Stream): void {
    clearTimeout(stream.stallTimer);
    clearTimeout(stream.expiryTimer);
    const group = this.byWedding.get(stream.weddingId);
    if (!group?.delete(stream)) return;
    if (group.size === 0) this.byWedding.delete(stream.weddingId);
    const left = (this.perAddress.get(stream.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(stream.address, left);
    else this.perAddress.delete(stream.address);
    this.count--;
  }
}
