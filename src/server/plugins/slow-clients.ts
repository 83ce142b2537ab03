import type { IncomingMessage, ServerResponse } from "node:http";
import { isIPv4, isIPv6, type Socket } from "node:net";
import proxyAddr from "@fastify/proxy-addr";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { TrustProxy } from "../config";
import { AppError } from "../errors";

const MIB = 1_048_576;

/**
 * How long a route gives a client to deliver its body once its headers are in: `perMibMs` for
 * each MiB of the route's body limit (at least one), so a deadline fits what the route accepts: a
 * JSON route (1 MB) 15 s, the guest-list import (4 MB) 60 s. Past `requestTimeoutMs` Node's own
 * request timeout is the deadline: the photo upload (10 MB) keeps 120 s.
 */
export function bodyDeadlineMs(bodyLimit: number, perMibMs: number, requestTimeoutMs: number): number {
  return Math.min(requestTimeoutMs, Math.round(perMibMs * Math.max(1, bodyLimit / MIB)));
}

class BodyTimeout extends Error {
  readonly statusCode = 408;
}

/**
 * Who an address is for the cap: an IPv4 address, or an IPv6 client's /64 (one subscriber gets a
 * whole /64, so counting single IPv6 addresses would cap nobody).
 */
export function addressGroup(address: string): string {
  if (isIPv4(address)) return address;
  const plain = address.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped) return mapped[1]!;
  if (!isIPv6(plain)) return plain;
  const [head = "", tail] = plain.split("::");
  const groups = (part: string) => (part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : []);
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const all = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill("0"), ...back];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/** Whether a peer is one of our proxies (TRUST_PROXY), whose clients are told apart per request. */
function trustedPeer(trust: TrustProxy): (address: string) => boolean {
  if (trust === false || trust === 0) return () => false;
  // A hop count trusts whoever is nearest: the app is reachable only through its proxies.
  if (typeof trust === "number") return () => true;
  const trusted = proxyAddr.compile(trust);
  return (address) => trusted(address, 0);
}

/** Counts per key, forgetting a key at zero. */
class Tally {
  private readonly counts = new Map<string, number>();
  /** Takes one more unless `max` are taken; returns whether it did. */
  take(key: string, max: number): boolean {
    const count = this.counts.get(key) ?? 0;
    if (count >= max) return false;
    this.counts.set(key, count + 1);
    return true;
  }
  give(key: string) {
    const count = (this.counts.get(key) ?? 1) - 1;
    if (count > 0) this.counts.set(key, count);
    else this.counts.delete(key);
  }
}

interface BodyRead {
  raw: IncomingMessage;
  reply: FastifyReply;
  deadline: number;
  ms: number;
}

export interface SlowClientLimits {
  /** Open connections per client address; behind a trusted proxy, requests in flight per forwarded address. */
  maxPerAddress: number;
  trustProxy: TrustProxy;
  bodyTimeoutPerMibMs: number;
  requestTimeoutMs: number;
  /** The app's default body limit (a route may set its own). */
  bodyLimit: number;
  /** How often deadlines are checked (Node checks its own request timeout as often). */
  checkEveryMs: number;
}

/**
 * Slow clients (docs/security.md, "Connections"; docs/decisions/0023).
 *
 * One address cannot hold an instance's connections: a client that reaches us directly may keep
 * `maxPerAddress` sockets open, past which its new ones are closed at once, as Node closes those
 * past `maxConnections`. Behind a trusted proxy every socket is the proxy's, so there the cap
 * counts requests in flight per forwarded address (request.ip) and answers 429, closing the
 * connection, past it.
 *
 * Slow bodies: Node's request timeout (120 s, for a photo on a slow phone link) would let a client
 * dripping a byte every few seconds hold any request that long. Each route gives a body a
 * deadline that fits its body limit instead (bodyDeadlineMs); past it the body read fails with a
 * 408 that closes the connection, and the rest of the body is never read. The deadlines are
 * checked by one sweep, not a timer per request: every request with a body passes here.
 */
export function registerSlowClientGuards(app: FastifyInstance, limits: SlowClientLimits) {
  const { maxPerAddress: max } = limits;
  const isProxy = trustedPeer(limits.trustProxy);
  const proxied = new WeakMap<Socket, boolean>();
  const sockets = new Tally();
  app.server.on("connection", (socket: Socket) => {
    const peer = socket.remoteAddress;
    const fromProxy = !!peer && isProxy(peer);
    proxied.set(socket, fromProxy);
    if (!peer || fromProxy) return;
    const key = addressGroup(peer);
    if (!sockets.take(key, max)) {
      socket.destroy();
      return;
    }
    socket.once("close", () => sockets.give(key));
  });

  const reading = new Set<BodyRead>();
  const requests = new Tally();
  // What a request holds until its answer closes; one shared listener, no closure per request.
  const held = new WeakMap<ServerResponse, { key?: string; read?: BodyRead }>();
  function letGo(this: ServerResponse) {
    const holding = held.get(this);
    if (holding?.key !== undefined) requests.give(holding.key);
    if (holding?.read) reading.delete(holding.read);
  }
  const behindProxy = limits.trustProxy !== false && limits.trustProxy !== 0;
  app.addHook("onRequest", (request, reply, done) => {
    const raw = request.raw;
    let key: string | undefined;
    if (behindProxy) {
      // Sockets are asked once (light-my-request's have no connection event).
      const socket = raw.socket;
      const fromProxy = socket ? (proxied.get(socket) ?? (socket.remoteAddress ? isProxy(socket.remoteAddress) : false)) : false;
      if (fromProxy) {
        key = addressGroup(request.ip);
        if (!requests.take(key, max)) {
          reply.header("connection", "close").header("retry-after", "1");
          return done(new AppError("rate_limited", "Too many requests at once from this address; please wait a moment and try again"));
        }
      }
    }
    const length = raw.headers["content-length"];
    let read: BodyRead | undefined;
    if ((raw.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0")) && !raw.complete) {
      const ms = bodyDeadlineMs(request.routeOptions.bodyLimit ?? limits.bodyLimit, limits.bodyTimeoutPerMibMs, limits.requestTimeoutMs);
      if (ms < limits.requestTimeoutMs) {
        read = { raw, reply, deadline: Date.now() + ms, ms };
        reading.add(read);
      }
    }
    if (key !== undefined || read) {
      held.set(reply.raw, { key, read });
      reply.raw.once("close", letGo);
    }
    done();
  });

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const read of reading) {
      if (read.raw.complete || read.reply.sent) {
        reading.delete(read);
        continue;
      }
      // Fail the read only while the body parser reads (it listens for the stream's errors): a
      // request still in a hook of ours (a rate-limit decision, an upload check) is our wait, not
      // the client's, and is looked at again on the next sweep.
      if (read.deadline > now || read.raw.listenerCount("error") === 0) continue;
      reading.delete(read);
      read.raw.emit("error", new BodyTimeout(`The request body did not arrive within ${Math.round(read.ms / 1000)} seconds`));
    }
  }, limits.checkEveryMs).unref();
  app.addHook("onClose", async () => clearInterval(sweep));
}
