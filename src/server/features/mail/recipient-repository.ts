import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { mailLinkKeys, mailRecipientDays, mailRecipients, mailSendCounts, outboxMessages } from "../../db/schema";
import { newSecret } from "../../secrets";

/** A service-wide key by name, made by whichever instance asks first; every instance then reads the same one. */
export async function linkKey(db: Db, name: string): Promise<string> {
  await db
    .insert(mailLinkKeys)
    .values({ name, secret: newSecret(32) })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: mailLinkKeys.secret }).from(mailLinkKeys).where(eq(mailLinkKeys.name, name));
  return row!.secret;
}

/** What we know of these addresses (by hash): only those with a row. */
export async function recipientFacts(db: Db, hashes: string[]) {
  if (!hashes.length) return [];
  return db
    .select({
      addressHash: mailRecipients.addressHash,
      verified: sql<boolean>`${mailRecipients.verifiedAt} is not null`,
      suppressed: sql<boolean>`${mailRecipients.suppressedAt} is not null`,
    })
    .from(mailRecipients)
    .where(inArray(mailRecipients.addressHash, hashes));
}

export async function markVerified(db: Db, hash: string): Promise<void> {
  await db
    .insert(mailRecipients)
    .values({ addressHash: hash, verifiedAt: sql`now()` })
    .onConflictDoUpdate({ target: mailRecipients.addressHash, set: { verifiedAt: sql`coalesce(${mailRecipients.verifiedAt}, now())` } });
}

export async function setSuppressed(db: Db, hash: string, suppressed: boolean): Promise<void> {
  await db
    .insert(mailRecipients)
    .values({ addressHash: hash, suppressedAt: suppressed ? sql`now()` : null })
    .onConflictDoUpdate({
      target: mailRecipients.addressHash,
      set: { suppressedAt: suppressed ? sql`coalesce(${mailRecipients.suppressedAt}, now())` : null },
    });
}

export async function isSuppressed(db: Db, hash: string): Promise<boolean> {
  const [row] = await recipientFacts(db, [hash]);
  return row?.suppressed ?? false;
}

/**
 * Adds messages asked for to each address's count of the day, in one statement, and answers the
 * counts after it. The upsert takes each row's lock, so instances counting at once queue on it and
 * each reads the total including the others' (docs/decisions/0021). Rows go in hash order, so two
 * instances never lock two addresses in opposite orders.
 */
export async function countForAddresses(db: Db, day: string, added: { addressHash: string; confirmations: number; invitations: number }[]) {
  if (!added.length) return [];
  const rows = [...added].sort((a, b) => (a.addressHash < b.addressHash ? -1 : 1)).map((row) => ({ ...row, day }));
  return db
    .insert(mailRecipientDays)
    .values(rows)
    .onConflictDoUpdate({
      target: [mailRecipientDays.addressHash, mailRecipientDays.day],
      set: {
        confirmations: sql`${mailRecipientDays.confirmations} + excluded.confirmations`,
        invitations: sql`${mailRecipientDays.invitations} + excluded.invitations`,
      },
    })
    .returning({ addressHash: mailRecipientDays.addressHash, confirmations: mailRecipientDays.confirmations, invitations: mailRecipientDays.invitations });
}

/** The same for guest confirmations per wedding and day (the wedding's row of mail_send_counts). */
export async function countWeddingConfirmations(db: Db, day: string, added: { weddingId: string; confirmations: number }[]) {
  if (!added.length) return [];
  const rows = [...added].sort((a, b) => (a.weddingId < b.weddingId ? -1 : 1)).map((row) => ({ ...row, day, sent: 0 }));
  return db
    .insert(mailSendCounts)
    .values(rows)
    .onConflictDoUpdate({
      target: [mailSendCounts.weddingId, mailSendCounts.day],
      set: { confirmations: sql`${mailSendCounts.confirmations} + excluded.confirmations` },
    })
    .returning({ weddingId: mailSendCounts.weddingId, confirmations: mailSendCounts.confirmations });
}

/** Messages counted against the bounds: a retry after a temporary failure is not counted again. */
export async function markAdmitted(db: Db, ids: string[]): Promise<void> {
  if (ids.length)
    await db
      .update(outboxMessages)
      .set({ admittedAt: sql`now()` })
      .where(inArray(outboxMessages.id, ids));
}

/** Not sent on purpose, with the reason the couple reads; only rows this worker still holds. */
export async function markSkipped(db: Db, ids: string[], reason: string): Promise<void> {
  if (!ids.length) return;
  await db
    .update(outboxMessages)
    .set({ status: "skipped", claimedUntil: null, lastError: reason })
    .where(and(inArray(outboxMessages.id, ids), eq(outboxMessages.status, "sending")));
}

/** Days before `day` are no longer counted against anything. */
export async function sweepAddressDays(db: Db, day: string): Promise<void> {
  await db.delete(mailRecipientDays).where(lt(mailRecipientDays.day, day));
}
