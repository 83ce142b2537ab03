import type { TrustProxy } from "../config";

export type TrustProxyOption = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's `trustProxy` for a configured TRUST_PROXY. A list goes to proxy-addr as is.
 * Fastify 5 ignores a plain number (it cannot check who the nearest peer is, so it trusts
 * nothing, and every guest would share the proxy's address and rate-limit bucket); a hop
 * count is therefore spelled as proxy-addr's own rule: trust the `hops` nearest addresses.
 * The client is then the address the outermost of our proxies saw, whatever the client
 * wrote in front of it. It is only sound when the app cannot be reached except through
 * those proxies (docs/decisions/0010-deployment-edge.md).
 */
export function trustProxyOption(trust: TrustProxy): TrustProxyOption {
  if (trust === false || trust === 0) return false;
  if (Array.isArray(trust)) return trust;
  const hops = trust;
  return (_address, hop) => hop < hops;
}
