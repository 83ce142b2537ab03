import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { MAX_COUPLE_ADDRESSES, type CoupleAddress, type CoupleAddressMode, type MailSettings, type ZCoupleAddressInput } from "../../../contract/mail-settings";
import type { AppContext } from "../../context";
import type { CoupleAddressRow, WeddingRow } from "../../db/schema";
import { isUuid } from "../../db/ids";
import { AppError, notFound } from "../../errors";
import { hashSecret } from "../../secrets";
import { announceWeddingChange, editTokenKey, requireWedding, setNotifyEachReply, setReminderDays as saveReminderDays } from "../weddings";
import * as repo from "./couple-repository";
import { enqueueMail, wakeWorkers } from "./enqueue";
import { readAllowance, reserveSendsOrRefuse } from "./send-cap";
import { confirmToken, isStopToken } from "./stop-links";
import { addressHash } from "./address-hash";
import { markVerified } from "./recipient-repository";

/**
 * The couple's own addresses for reply notifications (issue 14): at most two, each confirmed by
 * a link before anything else is sent to it, each with its own choice (each reply, a daily
 * digest, none). The wedding keeps a flag of "someone wants each reply" that rides in the cached
 * public view, so an RSVP submit knows whether to queue a notification without a query.
 */
const toAddress = (row: CoupleAddressRow): CoupleAddress => ({
  id: row.id,
  email: row.email,
  mode: row.mode as CoupleAddressMode,
  confirmed: row.confirmedAt !== null,
});

export async function getMailSettings(ctx: AppContext, wedding: WeddingRow): Promise<MailSettings> {
  const [addresses, allowance] = await Promise.all([repo.addressesOfWedding(ctx.db, wedding.id), readAllowance(ctx.db, wedding)]);
  return { addresses: addresses.map(toAddress), reminderDaysBefore: wedding.reminderDaysBefore, allowance };
}

async function flagChanged(ctx: AppContext, wedding: WeddingRow): Promise<void> {
  await setNotifyEachReply(ctx, wedding.id, repo.notifyEachReplyOf(wedding.id));
  await announceWeddingChange(ctx, wedding);
}

/** Adds an address and queues its confirmation (which counts against the sending cap: it goes to any address typed). */
export async function addAddress(ctx: AppContext, wedding: WeddingRow, input: z.output<typeof ZCoupleAddressInput>): Promise<CoupleAddress> {
  const row = await ctx.db.transaction(async (tx) => {
    const existing = await repo.addressesOfWedding(tx, wedding.id);
    if (existing.length >= MAX_COUPLE_ADDRESSES) {
      throw new AppError("conflict", `At most ${MAX_COUPLE_ADDRESSES} addresses; remove one first.`, { email: "Remove an address first" });
    }
    const id = randomUUID();
    const inserted = await repo.insertAddress(tx, {
      id,
      weddingId: wedding.id,
      email: input.email,
      mode: input.mode,
      confirmTokenHash: hashSecret(confirmToken(editTokenKey(wedding), id)),
    });
    if (!inserted) throw new AppError("conflict", "This address is already on the list.", { email: "Already on the list" });
    await reserveSendsOrRefuse(tx, wedding, 1);
    await enqueueMail(ctx, [{ weddingId: wedding.id, kind: "couple-address-confirmation", recipient: inserted.email, payload: { addressId: id } }], tx);
    return inserted;
  });
  wakeWorkers(ctx, wedding.id);
  return toAddress(row);
}

async function requireAddressOf(ctx: AppContext, wedding: WeddingRow, id: string): Promise<CoupleAddressRow> {
  const row = isUuid(id) ? await repo.findAddress(ctx.db, id) : undefined;
  if (!row || row.weddingId !== wedding.id) throw notFound("Address");
  return row;
}

export async function setAddressMode(ctx: AppContext, wedding: WeddingRow, id: string, mode: CoupleAddressMode): Promise<CoupleAddress> {
  await requireAddressOf(ctx, wedding, id);
  const row = await repo.updateAddress(ctx.db, id, { mode });
  await flagChanged(ctx, wedding);
  return toAddress(row!);
}

export async function removeAddress(ctx: AppContext, wedding: WeddingRow, id: string): Promise<void> {
  await requireAddressOf(ctx, wedding, id);
  await repo.deleteAddress(ctx.db, wedding.id, id);
  await flagChanged(ctx, wedding);
}

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** The address a confirmation link names, or undefined for a wrong or stale one (the page says so). */
export async function findAddressToConfirm(ctx: AppContext, token: string): Promise<CoupleAddressRow | undefined> {
  return TOKEN.test(token) ? repo.findAddressByConfirmHash(ctx.db, hashSecret(token)) : undefined;
}

export async function confirmAddress(ctx: AppContext, token: string): Promise<CoupleAddressRow | undefined> {
  const row = await findAddressToConfirm(ctx, token);
  if (!row) return undefined;
  if (!row.confirmedAt) await repo.updateAddress(ctx.db, row.id, { confirmedAt: new Date() });
  // The address proved it reads our mail: the bounds on mail to it are the higher ones (docs/decisions/0021).
  await markVerified(ctx.db, addressHash(row.email));
  await flagChanged(ctx, await requireWedding(ctx, row.weddingId));
  return row;
}

/** The address a stop link names, when its token is right. */
export async function findAddressToStop(ctx: AppContext, id: string, token: string): Promise<CoupleAddressRow | undefined> {
  const row = isUuid(id) ? await repo.findAddress(ctx.db, id) : undefined;
  if (!row) return undefined;
  const wedding = await requireWedding(ctx, row.weddingId);
  return isStopToken(editTokenKey(wedding), "couple", id, token) ? row : undefined;
}

export async function stopAddress(ctx: AppContext, id: string, token: string): Promise<CoupleAddressRow | undefined> {
  const row = await findAddressToStop(ctx, id, token);
  if (!row) return undefined;
  await repo.updateAddress(ctx.db, id, { mode: "none" });
  await flagChanged(ctx, await requireWedding(ctx, row.weddingId));
  return row;
}

export async function setReminderDays(ctx: AppContext, wedding: WeddingRow, days: number | null): Promise<MailSettings> {
  await saveReminderDays(ctx, wedding.id, days);
  return getMailSettings(ctx, { ...wedding, reminderDaysBefore: days });
}
