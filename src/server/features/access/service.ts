import { MAX_ACCESS_LINKS, type AccessLink, type AccessLinkCreate, type AccessLinkCreated, type AccessRole, type Actor } from "../../../contract/access";
import type { AppContext } from "../../context";
import type { AccessLinkRow, WeddingRow } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { HostKeyRefused } from "../../plugins/host-auth";
import { hashSecret, newSecret } from "../../secrets";
import * as repo from "./repository";

// Access links (issue 31; docs/decisions/0043-access-links.md): the owner's to make, list and
// revoke; every host route's hook resolves a presented secret to its link here.

const LAST_USE_EVERY_MS = 60_000;

function toLink(row: AccessLinkRow): AccessLink {
  return {
    id: row.id,
    name: row.name,
    role: row.role as AccessRole,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** A new link: its secret (192 bits, as the host key) is returned here once; only its SHA-256 is kept. */
export async function createLink(ctx: AppContext, wedding: WeddingRow, input: AccessLinkCreate): Promise<AccessLinkCreated> {
  const secret = newSecret();
  const stored = await repo.insertLinkWithinCap(
    ctx.db,
    {
      weddingId: wedding.id,
      name: input.name,
      role: input.role,
      secretHash: hashSecret(secret),
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    },
    MAX_ACCESS_LINKS,
  );
  if (stored === "full") {
    throw new AppError("conflict", `A wedding can hold ${MAX_ACCESS_LINKS} access links, revoked ones included; this one has them all`);
  }
  return { link: toLink(stored), secret };
}

export async function listLinks(ctx: AppContext, wedding: WeddingRow): Promise<AccessLink[]> {
  return (await repo.listLinks(ctx.db, wedding.id)).map(toLink);
}

/**
 * Renames a link ("Mum" becomes "Mum and Dad"). Every request reads the link's row, so the next one
 * goes by the new name; what the log already holds keeps the name it had (decision 0047).
 */
export async function renameLink(ctx: AppContext, wedding: WeddingRow, linkId: string, name: string): Promise<AccessLink> {
  const row = await repo.renameLink(ctx.db, wedding.id, linkId, name);
  if (!row) throw notFound("Access link");
  return toLink(row);
}

/**
 * Revokes a link: the next request with it is refused on every instance (each request reads the
 * link's row; nothing is cached), and every instance hears `access.revoked` and ends the live
 * streams it opened (features/live/hub.ts).
 */
export async function revokeLink(ctx: AppContext, wedding: WeddingRow, linkId: string): Promise<AccessLink> {
  const row = await repo.revokeLink(ctx.db, wedding.id, linkId);
  if (!row) throw notFound("Access link");
  await ctx.feed.publish({ type: "access.revoked", weddingId: wedding.id, linkId: row.id });
  return toLink(row);
}

/**
 * The link a presented secret opens on this wedding. An unknown secret (a guess, or another
 * wedding's link) is a wrong key, counted by the host-key guard; a revoked or expired one was a
 * real link, so it is refused without counting as a guess, and says why.
 */
export async function resolveLink(ctx: AppContext, weddingId: string, secret: string, now = new Date()): Promise<Actor & { kind: "link" }> {
  const row = await repo.findLinkByHash(ctx.db, weddingId, hashSecret(secret));
  if (!row) throw new HostKeyRefused();
  if (row.revokedAt) throw new AppError("forbidden", "This access link was revoked by the couple; ask them for a new one");
  if (row.expiresAt && row.expiresAt <= now) throw new AppError("forbidden", "This access link has expired; ask the couple for a new one");
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USE_EVERY_MS) await repo.touchLink(ctx.db, row.id);
  return { kind: "link", id: row.id, name: row.name, role: row.role as AccessRole, ...(row.expiresAt ? { expiresAt: row.expiresAt.toISOString() } : {}) };
}
