import { eq } from "drizzle-orm";
import { guests, parties, weddings } from "../../db/schema";
import { hashSecret } from "../../secrets";
import type { TestApp } from "../../test/harness";
import { placeholderInvitationToken } from "./invitation-token";

/**
 * Guest-list rows for the lookup's tests, written straight to the database as the lead's host
 * routes will (a party, its guests, its token's hash) until those routes are on main.
 */
export interface TestGuest {
  firstName: string;
  lastName?: string;
  email?: string;
  phone?: string;
  aliases?: string[];
}

export interface TestParty {
  id: string;
  /** The party's invitation token, as its private link carries it. */
  token: string;
}

export async function insertParty(
  t: TestApp,
  weddingId: string,
  members: TestGuest[],
  options: { side?: "bride" | "groom"; extraSeats?: number } = {},
): Promise<TestParty> {
  const db = t.database.db;
  const [wedding] = await db.select().from(weddings).where(eq(weddings.id, weddingId));
  const id = crypto.randomUUID();
  const token = placeholderInvitationToken(wedding!.editTokenKey ?? wedding!.hostKeyHash, id, 1);
  await db.insert(parties).values({
    id,
    weddingId,
    name: members.map((member) => member.firstName).join(" & "),
    side: options.side ?? null,
    extraSeats: options.extraSeats ?? 0,
    invitationTokenHash: hashSecret(token),
  });
  await db.insert(guests).values(
    members.map((member, position) => ({
      weddingId,
      partyId: id,
      firstName: member.firstName,
      lastName: member.lastName ?? "",
      email: member.email ?? null,
      phone: member.phone ?? null,
      aliases: member.aliases ?? [],
      position,
    })),
  );
  return { id, token };
}
