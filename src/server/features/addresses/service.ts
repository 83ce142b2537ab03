import type { AddressBook, AddressSettings, CoupleAddressInput, HostPartyAddress, LinkAddress, ZCoupleAddressInput } from "../../../contract/addresses";
import type { PostalAddress } from "../../../contract/postal-address/formats";
import { inPartyOrder } from "../../../contract/rules/party-order";
import type { z } from "zod";
import type { AppContext } from "../../context";
import type { PartyAddressRow, PartyRow, WeddingRow } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { partiesOfWedding, partyLabels } from "../guest-list";
import * as repo from "./repository";

const stored = (value: Record<string, string> | null | undefined): PostalAddress | null => (value ? (value as PostalAddress) : null);
const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/**
 * A household's contact details as the couple's screens and files see them: the one function
 * every host read of an address goes through (the addresses screen, the envelope CSV, the vCards,
 * the label sheet), so a role that must not see contact details (issue 31's viewer) can wrap or
 * replace this and nothing else. The later of the household's and the couple's entries shows;
 * the status says whose it is.
 */
export function hostAddressView(party: { id: string; name: string }, row: PartyAddressRow | undefined): HostPartyAddress {
  const household = row?.household && row.householdAt ? { address: stored(row.household), at: row.householdAt } : undefined;
  const couple = row?.couple && row.coupleAt ? { address: stored(row.couple), at: row.coupleAt } : undefined;
  const shown =
    couple && (!household || couple.at > household.at)
      ? { ...couple, status: "couple" as const }
      : household
        ? { ...household, status: "household" as const }
        : undefined;
  return {
    partyId: party.id,
    partyName: party.name,
    envelopeName: row?.envelopeName ?? null,
    status: shown?.status ?? "none",
    address: shown?.address ?? null,
    updatedAt: iso(shown?.at),
  };
}

/** Every household of the wedding with its address, A to Z (contract/rules/party-order.ts). Bounded by the guest list's cap. */
export async function addressBook(ctx: AppContext, wedding: WeddingRow): Promise<AddressBook> {
  const [settings, labels, rows] = await Promise.all([
    repo.readSettings(ctx.db, wedding.id),
    partyLabels(ctx, wedding.id),
    repo.addressesOfWedding(ctx.db, wedding.id),
  ]);
  const byParty = new Map(rows.map((row) => [row.partyId, row]));
  const parties = inPartyOrder([...labels.values()]).map((party) => hostAddressView(party, byParty.get(party.id)));
  return { settings, parties };
}

export async function setAddressSettings(ctx: AppContext, wedding: WeddingRow, settings: AddressSettings): Promise<AddressSettings> {
  await repo.writeSettings(ctx.db, wedding.id, settings);
  return settings;
}

/** The couple types, changes or clears a household's address and envelope name; only for their own wedding's households. */
export async function setCoupleAddress(
  ctx: AppContext,
  wedding: WeddingRow,
  partyId: string,
  input: z.output<typeof ZCoupleAddressInput> | CoupleAddressInput,
): Promise<HostPartyAddress> {
  if (!(await partiesOfWedding(ctx, wedding.id, [partyId])).has(partyId)) throw notFound("Household");
  const row = await repo.saveCoupleAddress(ctx.db, wedding.id, partyId, (input.address as PostalAddress | null) ?? null, input.envelopeName ?? null);
  const labels = await partyLabels(ctx, wedding.id);
  return hostAddressView({ id: partyId, name: labels.get(partyId)?.name ?? "" }, row);
}

/**
 * What a household's link shows: whether the couple asks, the couple's country for the form, and
 * only the address the household sent itself, never one the couple typed (decision 0022's rule).
 */
function linkAddressOf(settings: AddressSettings, row: PartyAddressRow | undefined): LinkAddress {
  return { asking: settings.asking, homeCountry: settings.homeCountry, address: stored(row?.household), updatedAt: iso(row?.householdAt) };
}

export async function readLinkAddress(ctx: AppContext, party: PartyRow): Promise<LinkAddress> {
  const [settings, row] = await Promise.all([repo.readSettings(ctx.db, party.weddingId), repo.findPartyAddress(ctx.db, party.id)]);
  return linkAddressOf(settings, row);
}

export async function sendLinkAddress(ctx: AppContext, party: PartyRow, address: PostalAddress): Promise<LinkAddress> {
  const settings = await repo.readSettings(ctx.db, party.weddingId);
  if (!settings.asking) throw new AppError("forbidden", "The couple is not asking for addresses");
  const row = await repo.saveHouseholdAddress(ctx.db, party.weddingId, party.id, address);
  return linkAddressOf(settings, row);
}
