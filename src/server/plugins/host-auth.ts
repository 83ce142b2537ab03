import type { FastifyReply, FastifyRequest } from "fastify";
import { accessCookieName } from "../../contract/access";
import { hostCookieName } from "../../contract/host";
import { AppError } from "../errors";
import { matchesHash } from "../secrets";

export interface HostGuarded {
  uniqueCode: string;
  hostKeyHash: string;
}

/**
 * The host key a request carries (bearer token first, then the wedding's cookie), if any.
 * A present Authorization header that is not `Bearer <key>` is a 401 naming it, even beside a
 * valid cookie (decision 0002): a client that sends one means it, and silently falling back to
 * the cookie would hide its bug.
 */
export function presentedKey(request: FastifyRequest, code: string): string | undefined {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw new AppError("unauthorized", 'The Authorization header must be "Bearer <host key>"; send the host key that way or leave the header out');
    return match[1];
  }
  return request.cookies[hostCookieName(code)];
}

/**
 * What a request presents to open a wedding's host routes: a bearer (the host key or an access
 * link's secret), else the host cookie (the host key), else the access-link cookie (a link's
 * secret). A malformed Authorization header is a 401, as for `presentedKey`.
 */
export type Credential = { via: "bearer" | "host-cookie" | "access-cookie"; secret: string };

export function presentedCredential(request: FastifyRequest, code: string): Credential | undefined {
  if (request.headers.authorization !== undefined) return { via: "bearer", secret: presentedKey(request, code)! };
  const hostCookie = request.cookies[hostCookieName(code)];
  if (hostCookie) return { via: "host-cookie", secret: hostCookie };
  const accessCookie = request.cookies[accessCookieName(code)];
  if (accessCookie) return { via: "access-cookie", secret: accessCookie };
  return undefined;
}

/**
 * Host-only calls need the wedding's host key, as a bearer token or the host cookie.
 * No key: 401. A key that is not this wedding's: 403.
 */
export function authorizeHost(request: FastifyRequest, wedding: HostGuarded): void {
  verifyHostKey(presentedKey(request, wedding.uniqueCode), wedding);
}

/** Whether a key still opens the wedding (after a host-key replacement it may not). */
export function keyOpens(key: string | undefined, wedding: HostGuarded): boolean {
  return !!key && matchesHash(key, wedding.hostKeyHash);
}

/** A wrong host key: the host-key guard (plugins/host-key-guard.ts) counts these per address. */
export class HostKeyRefused extends AppError {
  constructor() {
    super("forbidden", "That host key does not open this wedding");
  }
}

export function verifyHostKey(key: string | undefined, wedding: HostGuarded): void {
  if (key === undefined) throw new AppError("unauthorized", "This page needs the wedding's host key");
  if (!keyOpens(key, wedding)) throw new HostKeyRefused();
}

const YEAR_SECONDS = 365 * 24 * 3600;

/** Remembers the host key in this browser; HttpOnly so page scripts can never read it. */
export function setHostCookie(reply: FastifyReply, code: string, hostKey: string): void {
  reply.setCookie(hostCookieName(code), hostKey, {
    path: "/api",
    httpOnly: true,
    sameSite: "lax",
    secure: "auto",
    maxAge: YEAR_SECONDS,
  });
}

export function clearHostCookie(reply: FastifyReply, code: string): void {
  reply.clearCookie(hostCookieName(code), { path: "/api" });
  reply.clearCookie(accessCookieName(code), { path: "/api" });
}

/** Remembers an access link's secret in a helper's browser, as the host cookie does the key, until the link expires. */
export function setAccessCookie(reply: FastifyReply, code: string, secret: string, expiresAt?: string): void {
  const seconds = expiresAt ? Math.max(1, Math.ceil((Date.parse(expiresAt) - Date.now()) / 1000)) : YEAR_SECONDS;
  reply.setCookie(accessCookieName(code), secret, {
    path: "/api",
    httpOnly: true,
    sameSite: "lax",
    secure: "auto",
    maxAge: Math.min(seconds, YEAR_SECONDS),
  });
}

/** Guest data must not be cached by browsers or proxies, nor leak through Referer. */
export function markPrivate(reply: FastifyReply): void {
  reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
}
