import { EventEmitter } from "node:events";
import pg from "pg";

/** Something changed that other screens or instances must hear about. */
export type ChangeEvent =
  | { type: "response.created" | "response.updated" | "response.deleted"; weddingId: string; responseId: string }
  | { type: "wedding.changed"; weddingId: string; uniqueCode: string }
  /** The couple erased the wedding (features/erase): every instance forgets what it holds of it in memory. */
  | { type: "wedding.erased"; weddingId: string; uniqueCode: string }
  /** A party was added, changed, removed or replied: the guest list and its counts refetch. */
  | { type: "guest-list.changed"; weddingId: string }
  /** A seating plan's tables or seats changed (features/seating): the couple's other open plans refetch. */
  | { type: "seating.changed"; weddingId: string }
  /** Someone was marked arrived at the door, or an arrival undone (features/check-in): the counts and other door screens refetch. */
  | { type: "check-in.changed"; weddingId: string }
  /** The owner revoked an access link (features/access): every instance ends the live streams it opened. */
  | { type: "access.revoked"; weddingId: string; linkId: string }
  /** A guest who could not find their invitation left the couple a note. */
  | { type: "guest-notes.changed"; weddingId: string }
  /**
   * A wedding's outbox changed: the couple's Outbox refetches. `queued`: messages were queued
   * (features/mail/enqueue.ts), so every instance's outbox worker also looks for due ones; without
   * it, a worker recorded what became of a batch of the wedding's messages (outbox-worker.ts).
   */
  | { type: "outbox"; weddingId: string; queued?: true }
  /** The feed reconnected and may have missed events: drop caches, refetch. */
  | { type: "resync"; weddingId: "*" };

type ChangeListener = (event: ChangeEvent) => void;

export interface ChangeFeed {
  publish(event: ChangeEvent): Promise<void>;
  /** Every event, on this instance, whichever instance published it. */
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

const CHANNEL = "rsvp_changes";
const BATCH_MS = 15;
// A NOTIFY payload is limited to 8000 bytes; an event is under 200.
const BATCH_SIZE = 30;

function isChangeEvent(value: unknown): value is ChangeEvent {
  const event = value as ChangeEvent | null;
  return Boolean(event && typeof event.type === "string" && typeof event.weddingId === "string");
}

/** One process owns the embedded database (the lock file sees to it), so in-memory delivery is complete. */
export function createLocalFeed(): ChangeFeed {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (event) => {
      emitter.emit("change", event);
    },
    subscribe: (listener) => {
      emitter.on("change", listener);
      return () => emitter.off("change", listener);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Several app instances on one PostgreSQL hear each other through LISTEN/NOTIFY. Each
 * instance keeps one dedicated listening connection, re-established after the server
 * restarts; events published meanwhile are lost, and clients refetch on reconnect.
 */
export function createPostgresFeed(
  url: string,
  pool: { query: (sql: string, params: unknown[]) => Promise<unknown> },
  log: (message: string) => void = () => {},
): ChangeFeed {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let client: pg.Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  // Under load, one NOTIFY per write would double the queries of an RSVP submit; events are
  // sent in batches every few milliseconds instead (still far inside the page's one second).
  let queue: ChangeEvent[] = [];
  let flushTimer: NodeJS.Timeout | undefined;
  const flush = async () => {
    flushTimer = undefined;
    const batch = queue;
    queue = [];
    for (let i = 0; i < batch.length; i += BATCH_SIZE) {
      await pool.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(batch.slice(i, i + BATCH_SIZE))]).catch(() => {
        log("change feed: could not publish; hosts' pages refresh on their next change or reconnect");
      });
    }
  };

  const connect = async (delayMs = 500) => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      try {
        const payload: unknown = JSON.parse(message.payload ?? "");
        for (const event of Array.isArray(payload) ? payload : [payload]) {
          if (isChangeEvent(event)) emitter.emit("change", event);
        }
      } catch {
        // Not ours: ignore.
      }
    });
    const retry = () => {
      if (closed || client !== next) return;
      client = undefined;
      log("change feed: listening connection lost; reconnecting");
      retryTimer = setTimeout(() => void connect(Math.min(delayMs * 2, 5_000)), delayMs);
    };
    next.on("error", retry);
    next.on("end", retry);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      // Anything missed while disconnected: tell subscribers to resynchronise.
      emitter.emit("change", { type: "resync", weddingId: "*" } satisfies ChangeEvent);
    } catch {
      next.removeAllListeners("end");
      await next.end().catch(() => {});
      if (client === next) retry();
    }
  };
  void connect();

  return {
    publish: async (event) => {
      queue.push(event);
      flushTimer ??= setTimeout(() => void flush(), BATCH_MS);
    },
    subscribe: (listener) => {
      emitter.on("change", listener);
      return () => emitter.off("change", listener);
    },
    close: async () => {
      clearTimeout(flushTimer);
      await flush();
      closed = true;
      clearTimeout(retryTimer);
      emitter.removeAllListeners();
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
