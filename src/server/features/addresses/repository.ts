import { eq, sql } from "drizzle-orm";
import type { AddressSettings } from "../../../contract/addresses";
import type { PostalAddress } from "../../../contract/postal-address/formats";
import type { Db } from "../../db/connect";
import { addressRequests, partyAddresses, type PartyAddressRow } from "../../db/schema";

export async function readSettings(db: Db, weddingId: string): Promise<AddressSettings> {
  const [row] = await db.select().from(addressRequests).where(eq(addressRequests.weddingId, weddingId));
  return { asking: row?.asking ?? false, homeCountry: row?.homeCountry ?? null };
}

export async function writeSettings(db: Db, weddingId: string, settings: AddressSettings): Promise<void> {
  await db
    .insert(addressRequests)
    .values({ weddingId, ...settings })
    .onConflictDoUpdate({ target: addressRequests.weddingId, set: { ...settings, updatedAt: sql`now()` } });
}

export async function addressesOfWedding(db: Db, weddingId: string): Promise<PartyAddressRow[]> {
  return db.select().from(partyAddresses).where(eq(partyAddresses.weddingId, weddingId));
}

export async function findPartyAddress(db: Db, partyId: string): Promise<PartyAddressRow | undefined> {
  const [row] = await db.select().from(partyAddresses).where(eq(partyAddresses.partyId, partyId));
  return row;
}

/** What the household sent through its link; the couple's own entry is left as it was. */
export async function saveHouseholdAddress(db: Db, weddingId: string, partyId: string, address: PostalAddress): Promise<PartyAddressRow> {
  const [row] = await db
    .insert(partyAddresses)
    .values({ partyId, weddingId, household: address, householdAt: sql`now()` })
    .onConflictDoUpdate({ target: partyAddresses.partyId, set: { household: address, householdAt: sql`now()` } })
    .returning();
  return row!;
}

/** The couple's entry (null clears it) and their envelope name; what the household sent is kept. */
export async function saveCoupleAddress(
  db: Db,
  weddingId: string,
  partyId: string,
  address: PostalAddress | null,
  envelopeName: string | null,
): Promise<PartyAddressRow> {
  const couple = { couple: address, coupleAt: address ? sql`now()` : null, envelopeName };
  const [row] = await db
    .insert(partyAddresses)
    .values({ partyId, weddingId, ...couple })
    .onConflictDoUpdate({ target: partyAddresses.partyId, set: couple })
    .returning();
  return row!;
}
