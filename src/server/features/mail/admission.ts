import type { MailKind } from "../../../contract/mail";
import type { AppContext } from "../../context";
import type { OutboxRow } from "../../db/schema";
import { addressHash } from "./address-hash";
import * as repo from "./recipient-repository";
import { utcDay } from "./send-cap";

/**
 * The bounds on what anyone can make the service send to an address that never asked
 * (docs/decisions/0021-mail-to-strangers.md, docs/security.md "Mail"). Per UTC day, all weddings
 * together: confirmations (a guest's, an address's) and invitations with reminders, each at most
 * `unverified` to an address that never proved it reads our mail, `verified` to one that did (it
 * opened a couple address's confirmation link). Per wedding and UTC day: guest confirmations.
 */
export const MAIL_BOUNDS = {
  confirmations: { unverified: 3, verified: 20 },
  invitations: { unverified: 3, verified: 20 },
  weddingConfirmations: 200,
} as const;

type AddressClass = "confirmations" | "invitations";

/** Which per-address count a kind of message is held to; the couple's own mail (to addresses that confirmed) none. */
const CLASS_OF: Record<MailKind, AddressClass | null> = {
  "guest-confirmation": "confirmations",
  "couple-address-confirmation": "confirmations",
  invitation: "invitations",
  reminder: "invitations",
  "couple-notification": null,
  "couple-digest": null,
};

// What the couple reads in their Outbox. Neither names another wedding, and none holds a link.
export const SKIPPED = {
  suppressed: "Not sent: this address asked for no more email from this service.",
  wedding: `Not sent: this wedding has sent its ${MAIL_BOUNDS.weddingConfirmations} guest confirmations for today. The reply itself is saved.`,
  confirmations: `Not sent: an address gets at most ${MAIL_BOUNDS.confirmations.unverified} confirmations a day from this service until it shows it wants them. The reply itself is saved.`,
  invitations: `Not sent: an address gets at most ${MAIL_BOUNDS.invitations.unverified} invitations or reminders a day from this service until it shows it wants them. Try again tomorrow.`,
} as const;

/**
 * Takes `rows` in order, `added` at a time per key, against a count whose new total the database
 * answered: the first rows of a key fill what was left before this batch, the rest are over.
 */
function overLimit<T>(rows: T[], keyOf: (row: T) => string, totals: Map<string, number>, limitOf: (key: string) => number): Set<T> {
  const added = new Map<string, number>();
  for (const row of rows) added.set(keyOf(row), (added.get(keyOf(row)) ?? 0) + 1);
  const seen = new Map<string, number>();
  const over = new Set<T>();
  for (const row of rows) {
    const key = keyOf(row);
    const before = totals.get(key)! - added.get(key)!;
    const position = before + (seen.get(key) ?? 0) + 1;
    seen.set(key, (seen.get(key) ?? 0) + 1);
    if (position > limitOf(key)) over.add(row);
  }
  return over;
}

/**
 * Decides, for a batch the worker claimed, which messages may go (docs/decisions/0021): none to an
 * address that asked for nothing more (checked at every attempt: the ask may come after the
 * message was queued); messages not yet counted are counted once against the bounds, the wedding's
 * first (so what a wedding cannot send does not use up its guests' counts), then the address's.
 * Counting and marking are one transaction, so a crash counts nothing twice. The others are
 * marked `skipped` with the reason. Answers the rows to send.
 */
export async function admitBatch(ctx: AppContext, rows: OutboxRow[], now = new Date()): Promise<{ send: OutboxRow[]; skippedWeddings: Set<string> }> {
  if (!rows.length) return { send: [], skippedWeddings: new Set() };
  const day = utcDay(now);
  const hashOf = new Map(rows.map((row) => [row.id, addressHash(row.recipient)]));
  return ctx.db.transaction(async (tx) => {
    const facts = new Map((await repo.recipientFacts(tx, [...new Set(hashOf.values())])).map((fact) => [fact.addressHash, fact]));
    const skipped = new Map<OutboxRow, string>();
    for (const row of rows) if (facts.get(hashOf.get(row.id)!)?.suppressed) skipped.set(row, SKIPPED.suppressed);

    const toCount = rows.filter((row) => !skipped.has(row) && !row.admittedAt && CLASS_OF[row.kind as MailKind]);
    const confirmations = toCount.filter((row) => row.kind === "guest-confirmation");
    const weddingTotals = new Map(
      (
        await repo.countWeddingConfirmations(
          tx,
          day,
          groupCounts(confirmations, (row) => row.weddingId),
        )
      ).map((row) => [row.weddingId, row.confirmations]),
    );
    for (const row of overLimit(
      confirmations,
      (row) => row.weddingId,
      weddingTotals,
      () => MAIL_BOUNDS.weddingConfirmations,
    ))
      skipped.set(row, SKIPPED.wedding);

    const toAddresses = toCount.filter((row) => !skipped.has(row));
    const byClass = (kind: AddressClass) => toAddresses.filter((row) => CLASS_OF[row.kind as MailKind] === kind);
    const added = new Map<string, { addressHash: string; confirmations: number; invitations: number }>();
    for (const row of toAddresses) {
      const hash = hashOf.get(row.id)!;
      const entry = added.get(hash) ?? { addressHash: hash, confirmations: 0, invitations: 0 };
      entry[CLASS_OF[row.kind as MailKind]!] += 1;
      added.set(hash, entry);
    }
    const totals = await repo.countForAddresses(tx, day, [...added.values()]);
    for (const kind of ["confirmations", "invitations"] as const) {
      const limitOf = (hash: string) => MAIL_BOUNDS[kind][facts.get(hash)?.verified ? "verified" : "unverified"];
      const over = overLimit(byClass(kind), (row) => hashOf.get(row.id)!, new Map(totals.map((total) => [total.addressHash, total[kind]])), limitOf);
      for (const row of over) skipped.set(row, SKIPPED[kind]);
    }

    await repo.markAdmitted(
      tx,
      toAddresses.filter((row) => !skipped.has(row)).map((row) => row.id),
    );
    for (const reason of new Set(skipped.values())) {
      await repo.markSkipped(
        tx,
        [...skipped].filter(([, why]) => why === reason).map(([row]) => row.id),
        reason,
      );
    }
    return { send: rows.filter((row) => !skipped.has(row)), skippedWeddings: new Set([...skipped.keys()].map((row) => row.weddingId)) };
  });
}

function groupCounts<T>(rows: T[], keyOf: (row: T) => string): { weddingId: string; confirmations: number }[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(keyOf(row), (counts.get(keyOf(row)) ?? 0) + 1);
  return [...counts].map(([weddingId, confirmations]) => ({ weddingId, confirmations }));
}
