import type { ServerResponse } from "node:http";
import { isIPv4, isIPv6, type Socket } from "node:net";
import { PassThrough, type Readable } from "node:stream";
import proxyAddr from "@fastify/proxy-addr";
import type { FastifyInstance } from "fastify";
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

/** The body as it arrives, failed with a 408 when it is not all there in `ms` (unless answered before). */
function withDeadline(payload: Readable, ms: number, answered: ServerResponse): Readable {
  const guarded = new PassThrough();
  const timer = setTimeout(() => guarded.destroy(new BodyTimeout(`The request body did not arrive within ${(ms / 1000).toFixed(1)} seconds`)), ms);
  const stop = () => clearTimeout(timer);
  guarded.once("end", stop);
  guarded.once("close", stop);
  // A request answered without its body (a 401, a used upload link) needs no deadline.
  answered.once("close", stop);
  // The body parser reads the error through its own listener; an unread body must not throw.
  guarded.on("error", () => {});
  payload.once("error", (error) => guarded.destroy(error));
  payload.pipe(guarded);
  return guarded;
}

/**
 * Slow bodies (docs/security.md, "Connections"): Node's request timeout (120 s, for a photo on a
 * slow phone link) would let a client dripping a byte every few seconds hold any request that
 * long. Each route gets a deadline fitting its body limit instead; the answer past it is a 408
 * that closes the connection (the rest of the body is never read).
 */
export function registerBodyDeadline(app: FastifyInstance, limits: { bodyTimeoutPerMibMs: number; requestTimeoutMs: number; bodyLimit: number }) {
  // A callback hook, not an async one: every request passes here, and most need nothing.
  app.addHook("preParsing", (request, reply, payload, done) => {
    // Most bodies arrive with their headers: nothing left to wait for.
    if (request.raw.complete) return done(null, payload);
    const ms = bodyDeadlineMs(request.routeOptions.bodyLimit ?? limits.bodyLimit, limits.bodyTimeoutPerMibMs, limits.requestTimeoutMs);
    done(null, ms < limits.requestTimeoutMs ? withDeadline(payload, ms, reply.raw) : payload);
  });
}

/**
 * Who an address is for the cap: an IPv4 address, or an IPv6 client's /64 (one subscriber gets a
 * whole /64, so counting single IPv6 addresses would cap nobody).
 */
export function addressGroup(address: string): string {
  const plain = address.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped) return mapped[1]!;
  if (isIPv4(plain) || !isIPv6(plain)) return plain;
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

/**
 * One address cannot hold an instance's connections (docs/security.md, "Connections"). A client
 * that reaches us directly may keep `max` sockets open; past that its new ones are closed at once,
 * as Node closes those past `maxConnections`. Behind a trusted proxy every socket is the proxy's,
 * so there the cap counts requests in flight per forwarded address (request.ip), and past it
 * answers 429 and closes the connection.
 */
export function registerConnectionCaps(app: FastifyInstance, options: { max: number; trustProxy: TrustProxy }) {
  const { max } = options;
  const isProxy = trustedPeer(options.trustProxy);
  const sockets = new Tally();
  app.server.on("connection", (socket: Socket) => {
    const peer = socket.remoteAddress;
    if (!peer || isProxy(peer)) return;
    const key = addressGroup(peer);
    if (!sockets.take(key, max)) {
      socket.destroy();
      return;
    }
    socket.once("close", () => sockets.give(key));
  });

  if (options.trustProxy === false || options.trustProxy === 0) return;
  const requests = new Tally();
  app.addHook("onRequest", (request, reply, done) => {
    const peer = request.raw.socket?.remoteAddress;
    if (!peer || !isProxy(peer)) return done();
    const key = addressGroup(request.ip);
    if (!requests.take(key, max)) {
      reply.header("connection", "close").header("retry-after", "1");
      return done(new AppError("rate_limited", "Too many requests at once from this address; please wait a moment and try again"));
    }
    reply.raw.once("close", () => requests.give(key));
    done();
  });
}
