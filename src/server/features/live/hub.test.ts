import net from "node:net";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { BuildOptions } from "../../app";
import type { ChangeFeed } from "../../db/change-feed";
import { seedWedding, type SeededWedding } from "../../test/fixtures";
import { createTestDatabase, ENGINES, startTestAppOn, type Engine } from "../../test/harness";

/** An app whose change feed the test can publish on directly (a flood of events without a flood of writes). */
async function startApp(engine: Engine, limits: BuildOptions["limits"]) {
  const database = await createTestDatabase(engine);
  let feed: ChangeFeed | undefined;
  const t = await startTestAppOn({ ...database, createFeed: (log) => (feed = database.createFeed(log)) }, { rateLimit: false }, limits);
  const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  return { t, url, feed: feed!, port: (t.app.server.address() as net.AddressInfo).port };
}

const streamUrl = (url: string, seed: SeededWedding) => `${url}/api/responses/${seed.wedding.uniqueCode}/events`;

/** Opens a stream that reads everything; `ended` settles when the server closes it. */
async function openStream(url: string, seed: SeededWedding, hostKey = seed.wedding.hostKey) {
  const abort = new AbortController();
  const response = await fetch(streamUrl(url, seed), { headers: { authorization: `Bearer ${hostKey}` }, signal: abort.signal });
  let text = "";
  const ended =
    response.status === 200
      ? (async () => {
          const reader = response.body!.getReader();
          try {
            for (;;) {
              const { done, value } = await reader.read();
              if (done) return true;
              text += Buffer.from(value).toString();
            }
          } catch {
            return false; // Aborted by the test.
          }
        })()
      : Promise.resolve(true);
  return { response, ended, text: () => text, close: () => abort.abort() };
}

async function waitFor(condition: () => boolean, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Counts the reads of one wedding row that reach the database driver, whichever engine. */
function countWeddingReads(weddingId: string) {
  let reads = 0;
  const patch = (proto: { query: (...args: never[]) => unknown }) => {
    const original = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      const text = typeof args[0] === "string" ? args[0] : ((args[0] as { text?: string } | undefined)?.text ?? "");
      if (/^select .* from "weddings"/is.test(text) && Array.isArray(args[1]) && args[1].includes(weddingId)) reads++;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof proto.query;
    return () => (proto.query = original);
  };
  const restores = [patch(pg.Pool.prototype as never), patch(PGlite.prototype as never)];
  return { reads: () => reads, restore: () => restores.forEach((restore) => restore()) };
}

// Long ids make each event ~250 bytes on the wire (a batch of 30 still fits one PostgreSQL NOTIFY).
const responseId = (i: number) => `${String(i).padStart(12, "0")}-${"x".repeat(130)}`;
const EVENTS_PER_ROUND = 5_000;

describe.each(ENGINES)("live stream hub on %s", (engine) => {
  const opened: Array<{ close: () => void }> = [];
  afterEach(() => opened.splice(0).forEach((stream) => stream.close()));

  describe("caps", () => {
    let app: Awaited<ReturnType<typeof startApp>>;
    beforeAll(async () => (app = await startApp(engine, { live: { perWedding: 2, perAddress: 3, total: 100 } })));
    afterAll(() => app?.t.close());

    it("answers 429 past the streams per wedding and per address, and admits again once one closes", async () => {
      const [a, b, c] = [await seedWedding(app.t.app), await seedWedding(app.t.app), await seedWedding(app.t.app)];
      opened.push(await openStream(app.url, a), await openStream(app.url, a));
      const third = await openStream(app.url, a);
      expect(third.response.status).toBe(429);
      expect((await third.response.json()).error).toMatchObject({
        code: "rate_limited",
        message: expect.stringMatching(/this wedding already has 2 live connections/i),
      });

      const other = await openStream(app.url, b);
      opened.push(other);
      expect(other.response.status).toBe(200);
      const fourth = await openStream(app.url, c);
      expect(fourth.response.status).toBe(429);
      expect((await fourth.response.json()).error.message).toMatch(/your network already has 3 live connections/i);

      other.close();
      await waitFor(() => app.t.app.liveHub.size === 2, "the closed stream to be forgotten");
      const again = await openStream(app.url, c);
      opened.push(again);
      expect(again.response.status).toBe(200);
    });
  });

  describe("host key replacement", () => {
    let app: Awaited<ReturnType<typeof startApp>>;
    beforeAll(async () => (app = await startApp(engine, { live: { perWedding: 100, perAddress: 100, total: 100 } })));
    afterAll(() => app?.t.close());

    /** Waits until the seed's own announcements (delivered late through PostgreSQL) have been handled. */
    async function settleFeed(seed: SeededWedding) {
      let heard = false;
      const unsubscribe = app.feed.subscribe((event) => event.weddingId === seed.wedding.id && event.type === "response.deleted" && (heard = true));
      await app.feed.publish({ type: "response.deleted", weddingId: seed.wedding.id, responseId: "marker" });
      await waitFor(() => heard, "the marker event");
      unsubscribe();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    /** Replaces the key with `streams` streams open; returns the wedding reads it caused. */
    async function replaceWith(streams: number) {
      const seed = await seedWedding(app.t.app);
      const open = [];
      for (let i = 0; i < streams; i++) open.push(await openStream(app.url, seed));
      opened.push(...open);
      await settleFeed(seed);
      const counter = countWeddingReads(seed.wedding.id);
      try {
        const replaced = await app.t.app.inject({ method: "POST", url: `/api/weddings/${seed.wedding.id}/host-key`, headers: seed.auth });
        expect(replaced.statusCode).toBe(200);
        await Promise.all(open.map((stream) => stream.ended));
        // The change is announced once, so nothing more is on its way.
        return { reads: counter.reads(), seed, newKey: replaced.json().hostKey as string };
      } finally {
        counter.restore();
      }
    }

    it("closes every stream of the old key with one read of the wedding, however many are open", async () => {
      const one = await replaceWith(1);
      const many = await replaceWith(40);
      expect(many.reads).toBe(one.reads);
      expect(app.t.app.liveHub.size).toBe(0);

      // The new key's stream stays open through the next change.
      const fresh = await openStream(app.url, many.seed, many.newKey);
      opened.push(fresh);
      expect(fresh.response.status).toBe(200);
      const auth = { authorization: `Bearer ${many.newKey}` };
      await app.t.app.inject({ method: "PUT", url: `/api/weddings/${many.seed.wedding.id}`, headers: auth, payload: { venue: "The Barn" } });
      await waitFor(() => fresh.text().includes("wedding.changed"), "the change event");
      expect(app.t.app.liveHub.size).toBe(1);
    });
  });

  describe("backpressure", () => {
    let app: Awaited<ReturnType<typeof startApp>>;
    const sockets = new Set<net.Socket>();
    beforeAll(async () => {
      app = await startApp(engine, { live: { perWedding: 100, perAddress: 100, total: 100, stalledCloseMs: 60_000 } });
      app.t.app.server.on("connection", (socket: net.Socket) => sockets.add(socket));
    });
    afterAll(() => app?.t.close());
    /** Publishes `count` events and waits until the feed has delivered them all (to the hub, subscribed first). */
    async function flood(seed: SeededWedding, count: number, yieldEvery = 500) {
      let heard = 0;
      // Only the flood's own events: the seed's announcements may still be on their way through PostgreSQL.
      const unsubscribe = app.feed.subscribe((event) => event.weddingId === seed.wedding.id && event.type === "response.updated" && heard++);
      try {
        for (let i = 0; i < count; i++) {
          await app.feed.publish({ type: "response.updated", weddingId: seed.wedding.id, responseId: responseId(i) });
          // Let sockets flush now and then, as between real writes.
          if (i % yieldEvery === 0) await new Promise((resolve) => setImmediate(resolve));
        }
        await waitFor(() => heard === count, "the feed to deliver the flood", 30_000);
      } finally {
        unsubscribe();
      }
    }

    it("keeps the bytes queued for clients that never read bounded, and resyncs one that reads again", async () => {
      const seed = await seedWedding(app.t.app);
      const STREAMS = 4;
      const clients = Array.from({ length: STREAMS }, () => {
        const socket = net.connect(app.port, "127.0.0.1");
        socket.on("error", () => {});
        socket.write(`GET /api/responses/${seed.wedding.uniqueCode}/events HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${seed.wedding.hostKey}\r\n\r\n`);
        socket.pause();
        return socket;
      });
      opened.push(...clients.map((socket) => ({ close: () => socket.destroy() })));
      await waitFor(() => app.t.app.liveHub.size === STREAMS, "the streams to open");

      // ~15 MB of events to each stream: more than the kernel's socket buffers take.
      let queued = 0;
      for (let round = 0; round < 10; round++) {
        await flood(seed, EVENTS_PER_ROUND);
        queued = Math.max(
          queued,
          [...sockets].reduce((sum, socket) => sum + socket.writableLength, 0),
        );
      }
      expect(queued).toBeLessThan(STREAMS * 100 * 1024);
      expect(app.t.app.liveHub.size).toBe(STREAMS);

      // One client starts reading: it catches up.
      const reader = clients[0]!;
      let text = "";
      reader.on("data", (chunk: Buffer) => (text += chunk.toString()));
      reader.resume();
      // Either the last event got through (the kernel took it) or a resync stands for what was held back.
      const caughtUp = () => text.includes(responseId(EVENTS_PER_ROUND - 1)) || text.lastIndexOf("event: resync") > text.lastIndexOf("event: response.updated");
      await waitFor(caughtUp, "the last event or a resync after the backlog");
    });

    it("closes a stream whose client has not read for the stall timeout", async () => {
      const seed = await seedWedding(app.t.app);
      app.t.app.liveHub.limits.stalledCloseMs = 300;
      const socket = net.connect(app.port, "127.0.0.1");
      socket.on("error", () => {});
      socket.write(`GET /api/responses/${seed.wedding.uniqueCode}/events HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${seed.wedding.hostKey}\r\n\r\n`);
      socket.pause();
      opened.push({ close: () => socket.destroy() });
      await waitFor(() => app.t.app.liveHub.size === 1, "the stream to open");
      // The kernel takes megabytes before the client's buffers are full: flood until they are.
      // Events are coalesced while it is blocked, so yield often: each drain lets a little more through.
      for (let round = 0; round < 40 && app.t.app.liveHub.size > 0; round++) await flood(seed, EVENTS_PER_ROUND, 20);
      await waitFor(() => app.t.app.liveHub.size === 0, "the stalled stream to be closed");
    });
  });
});
