import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { UploadParameters } from "../contract/photo-upload";
import type { Config } from "./config";
import { pngBytes } from "./features/photos/test-images";
import { addressGroup } from "./plugins/slow-clients";
import { seedWedding } from "./test/fixtures";
import { startTestApp, type TestApp } from "./test/harness";

// Shrunk so the test is quick: a 1 MB route gives its body 600 ms, the photo (10 MB) 6 s, and
// Node's own request timeout (30 s) is far away, so only the per-route deadline can cut a body.
const LIMITS = { server: { requestTimeoutMs: 30_000, bodyTimeoutPerMibMs: 600, timeoutCheckIntervalMs: 100 } };

async function listen(overrides: Partial<Config>): Promise<{ t: TestApp; port: number; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "slow-clients-"));
  const t = await startTestApp("pglite", { rateLimit: false, dataDir, ...overrides }, LIMITS);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return { t, port: (t.app.server.address() as net.AddressInfo).port, dataDir };
}

/** A raw client: sends `head`, then `chunks` one every `everyMs`; resolves with all it got once the server hangs up. */
function dripping(port: number, head: string | Buffer, chunks: Array<string | Buffer>, everyMs: number, localAddress = "127.0.0.1") {
  const socket = net.connect({ port, host: "127.0.0.1", localAddress });
  let received = "";
  let sent = 0;
  socket.on("data", (chunk) => (received += chunk.toString()));
  socket.on("error", () => {});
  socket.write(head);
  const timer = setInterval(() => {
    if (socket.destroyed || socket.writableEnded || sent >= chunks.length) return;
    socket.write(chunks[sent++]!);
  }, everyMs);
  const closed = new Promise<{ received: string; sent: number }>((resolve) =>
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ received, sent });
    }),
  );
  return { socket, closed, stop: () => (clearInterval(timer), socket.destroy()) };
}

/** Fails the test instead of waiting for an answer that never comes. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing after ${ms} ms`)), ms))]);
}

const split = (bytes: Buffer, parts: number) =>
  Array.from({ length: parts }, (_, i) => bytes.subarray(Math.floor((i * bytes.length) / parts), Math.floor(((i + 1) * bytes.length) / parts)));

// One instance for every case: behind a proxy at 127.0.0.1 (whose clients are counted per
// request), reached directly from other loopback addresses (counted per socket), 3 of either at most.
const PROXY = "127.0.0.1";
let t: TestApp;
let port: number;
let dataDir: string;
beforeAll(async () => ({ t, port, dataDir } = await listen({ maxConnectionsPerAddress: 3, trustProxy: [PROXY] })));
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("slow bodies", () => {
  it("cuts off a JSON body dripped a byte at a time with a 408 and closes the connection", async () => {
    const client = dripping(
      port,
      "POST /api/responses HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n",
      Array(1000).fill(" "),
      50,
    );
    try {
      const { received, sent } = await within(client.closed, 10_000, "a dripped JSON body");
      expect(sent).toBeLessThan(1000);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(received).toMatch(/\r\nconnection: close\r\n/i);
      expect(JSON.parse(received.slice(received.indexOf("\r\n\r\n") + 4))).toMatchObject({ error: { code: "request_timeout" } });
    } finally {
      client.stop();
    }
  });

  it("still takes a photo that arrives slowly, for longer than a JSON body may take", async () => {
    const target = await t.app.inject({ method: "POST", url: "/api/objects/upload", payload: { forNewWedding: true } });
    const { url } = target.json<UploadParameters>();
    const photo = await pngBytes(200, 120);
    const head = `PUT ${url} HTTP/1.1\r\nHost: x\r\nContent-Type: image/png\r\nContent-Length: ${photo.length}\r\nConnection: close\r\n\r\n`;
    // Twenty pieces 100 ms apart: about three times what a JSON route allows, within the photo's deadline.
    const client = dripping(port, head, split(photo, 20), 100);
    try {
      const { received, sent } = await within(client.closed, 20_000, "a slow photo");
      expect(sent).toBe(20);
      expect(received).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      client.stop();
    }
  });

  it("gives a guest-list import (4 MB) four times a JSON route's time", async () => {
    const seed = await seedWedding(t.app);
    const body = Buffer.from(JSON.stringify({ parties: [{ name: "The Okafor family", guests: [{ firstName: "Ada", lastName: "Okafor" }] }] }));
    const head = [
      `POST /api/weddings/${seed.wedding.id}/parties/import HTTP/1.1`,
      "Host: x",
      "Content-Type: application/json",
      `Authorization: Bearer ${seed.wedding.hostKey}`,
      `Content-Length: ${body.length}`,
      "Connection: close",
      "\r\n",
    ].join("\r\n");
    const client = dripping(port, head, split(body, 10), 100);
    try {
      const { received } = await within(client.closed, 20_000, "a slow import");
      expect(received).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      client.stop();
    }
  });
});

const openConnections = (t: TestApp) =>
  new Promise<number>((resolve, reject) => t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));

function connect(port: number, localAddress: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress }, () => resolve(socket));
    socket.once("error", reject);
  });
}

/** GET from a given local address on a connection of its own; rejects when the server drops it. */
function get(
  port: number,
  urlPath: string,
  localAddress: string,
  headers: http.OutgoingHttpHeaders = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: urlPath, localAddress, agent: false, headers }, (response) => {
      response.resume();
      resolve({ status: response.statusCode!, headers: response.headers });
    });
    request.on("error", reject);
  });
}

describe("connections per client address", () => {
  it("closes an address's connection past its cap while another address still gets in", async () => {
    const before = await openConnections(t);
    const held = [await connect(port, "127.0.0.2"), await connect(port, "127.0.0.2"), await connect(port, "127.0.0.2")];
    await vi.waitFor(async () => expect(await openConnections(t)).toBe(before + 3), { interval: 10 });
    await expect(get(port, "/healthz", "127.0.0.2")).rejects.toThrow();
    expect((await get(port, "/healthz", "127.0.0.3")).status).toBe(200);
    held[0]!.destroy();
    await vi.waitFor(async () => expect((await get(port, "/healthz", "127.0.0.2")).status).toBe(200), { interval: 20 });
    held.forEach((socket) => socket.destroy());
  });
});

describe("requests in flight per forwarded address, behind a trusted proxy", () => {
  /** A live stream opened through the proxy for `client`: a request that stays in flight until closed. */
  function openStream(code: string, hostKey: string, client: string): Promise<http.ClientRequest> {
    return new Promise((resolve, reject) => {
      const request = http.get(
        {
          host: "127.0.0.1",
          port,
          path: `/api/responses/${code}/events`,
          localAddress: PROXY,
          agent: false,
          headers: { authorization: `Bearer ${hostKey}`, "x-forwarded-for": client },
        },
        (response) => (response.statusCode === 200 ? resolve(request) : reject(new Error(`stream: ${response.statusCode}`))),
      );
      request.on("error", () => {});
    });
  }

  it("does not cap the proxy's own sockets, and answers 429 to a client's request past its cap", async () => {
    const seed = await seedWedding(t.app);
    const client = "198.51.100.7";
    const streams = await Promise.all([1, 2, 3].map(() => openStream(seed.wedding.uniqueCode, seed.wedding.hostKey, client)));
    // Four sockets from the proxy's address are open (three streams and this request's): no socket cap for it.
    const refused = await get(port, "/healthz", PROXY, { "x-forwarded-for": client });
    expect(refused.status).toBe(429);
    expect(refused.headers.connection).toBe("close");
    expect((await get(port, "/healthz", PROXY, { "x-forwarded-for": "198.51.100.8" })).status).toBe(200);
    streams[0]!.destroy();
    await vi.waitFor(async () => expect((await get(port, "/healthz", PROXY, { "x-forwarded-for": client })).status).toBe(200), { interval: 20 });
    streams.forEach((stream) => stream.destroy());
  });
});

describe("who counts as one address", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:0db8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["64:ff9b::198.51.100.1", "64:ff9b:0:0::/64"],
  ])("%s is %s", (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });
});
