import type { FastifyRequest } from "fastify";
import { INVITATION_TOKEN_HEADER } from "../../contract/invitation-link";
import type { AppContext } from "../context";
import { AppError } from "../errors";
import { findPartyByTokenHash } from "../features/guest-list";
import { findWedding } from "../features/weddings";
import { isSiteCookieValid, siteCookieName } from "../features/website";
import type { PublicWeddingView } from "../features/weddings";
import { hashSecret, matchesHash } from "../secrets";
import { presentedKey } from "./host-auth";

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Whether this request may read a wedding whose couple set a site password (issue 32 item 2,
 * docs/decisions/0045-website-sections.md): no password, the password's cookie, or a valid
 * invitation link of this wedding in its header (a party's link is its own proof), or the
 * couple's own host key (their screens read the public view too). Decided here
 * once, for every public read and painted page, before any wedding detail is sent.
 */
export async function siteOpenTo(ctx: AppContext, view: PublicWeddingView, request: FastifyRequest): Promise<boolean> {
  const hash = view.sitePasswordHash;
  if (!hash) return true;
  if (isSiteCookieValid(request.cookies[siteCookieName(view.wedding.uniqueCode)], hash, view.wedding.id)) return true;
  const token = request.headers[INVITATION_TOKEN_HEADER];
  if (typeof token === "string" && TOKEN.test(token)) {
    const party = await findPartyByTokenHash(ctx, hashSecret(token));
    if (party?.weddingId === view.wedding.id) return true;
  }
  let key: string | undefined;
  try {
    key = presentedKey(request, view.wedding.uniqueCode);
  } catch {
    return false;
  }
  if (!key) return false;
  const row = await findWedding(ctx, view.wedding.id);
  return !!row && matchesHash(key, row.hostKeyHash);
}

const LOCKED = "This wedding's website asks for its password";

/** The public JSON's answer to a reader without the password: 401 and nothing of the wedding. */
export async function requireSiteOpen(ctx: AppContext, view: PublicWeddingView, request: FastifyRequest): Promise<void> {
  if (!(await siteOpenTo(ctx, view, request))) throw new AppError("unauthorized", LOCKED, { password: LOCKED });
}
