import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ChangeEvent } from "./db/change-feed";
import { rsvpFor } from "./test/api";
import { seedWedding } from "./test/fixtures";
import { ENGINES, startTestApp, type TestApp } from "./test/harness";

// Small deadlines so the test is quick; production values are SERVER_LIMITS in app.ts.
const LIMITS = {
  server: { requestTimeoutMs: 800, headersTimeoutMs: 400, connectionTimeoutMs: 1_500, timeoutCheckIntervalMs: 100 },
  live: { heartbeatMs: 300 },
};

/** A raw client that sends `head`, then one more byte every `everyMs` until the server hangs up. */
function trickle(port: number, head: string, drip: string, everyMs: number) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  let sent = 0;
  socket.on("data", (chunk) => (received += chunk.toString()));
  socket.on("error", () => {});
  socket.write(head);
  const timer = setInterval(() => {
    if (socket.destroyed || socket.writableEnded) return;
    socket.write(drip);
    sent++;
  }, everyMs);
  const closed = new Promise<{ received: string; dripped: number }>((resolve) =>
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ received, dripped: sent });
    }),
  );
  return { closed, stop: () => (clearInterval(timer), socket.destroy()) };
}

/** Fails the test instead of waiting for a hang-up that never comes. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: still open after ${ms} ms`)), ms))]);
}

describe.each(ENGINES)("server connection limits on %s", (engine) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimit: false }, LIMITS);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t?.close());

  it("cuts off a client that sends its body one byte at a time (408 before the body is complete)", async () => {
    const client = trickle(port, "POST /api/responses HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n", " ", 50);
    try {
      const { received, dripped } = await within(client.closed, 10_000, "slow body");
      expect(dripped).toBeLessThan(1000);
      expect(received).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      client.stop();
    }
  });

  it("cuts off a client that never finishes its headers", async () => {
    const client = trickle(port, "GET /healthz HTTP/1.1\r\nHost: x\r\n", "X-Slow: 1\r\n", 50);
    try {
      const { received } = await within(client.closed, 10_000, "slow headers");
      expect(received).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      client.stop();
    }
  });

  it("keeps a live stream open past the request and idle timeouts, heartbeats and all", async () => {
    const seed = await seedWedding(t.app);
    const abort = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/responses/${seed.wedding.uniqueCode}/events`, {
      headers: { authorization: `Bearer ${seed.wedding.hostKey}` },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const { done, value } = await reader.read();
        if (done) throw new Error(`stream ended; got ${text}`);
        text += decoder.decode(value, { stream: true });
      }
    };
    try {
      // Eight heartbeats (2.4 s) are three request timeouts and more than one idle timeout gone by,
      // counted on the stream itself rather than on a clock beside it.
      await readUntil(/(?:: keep-alive[\s\S]*){8}/);
      const created = await t.app.inject({ method: "POST", url: "/api/responses", payload: rsvpFor(seed) });
      expect(created.statusCode).toBe(201);
      await readUntil(/event: response\.created/);
      const data = text
        .split("\n")
        .filter((line) => line.startsWith("data: "))
        .map((line) => JSON.parse(line.slice(6)) as ChangeEvent);
      expect(data).toContainEqual(expect.objectContaining({ type: "response.created", responseId: created.json().id }));
    } finally {
      abort.abort();
    }
  });
});

const openConnections = (t: TestApp) =>
  new Promise<number>((resolve, reject) => t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));

describe("connection cap", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp("pglite", { rateLimit: false }, { server: { maxConnections: 3 } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t?.close());

  it("drops connections past the cap and takes new ones once one closes", async () => {
    const held = await Promise.all(
      Array.from(
        { length: 3 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
          }),
      ),
    );
    // The server has taken the three (a positive signal, not a pause), so the next is past the cap.
    await vi.waitFor(async () => expect(await openConnections(t)).toBe(3), { interval: 10 });
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    held[0]!.destroy();
    await vi.waitFor(async () => expect(await openConnections(t)).toBe(2), { interval: 10 });
    expect((await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { connection: "close" } })).status).toBe(200);
    held.forEach((socket) => socket.destroy());
  });
});
