import type { Locator } from "playwright-core";
import type { LookupCheck, Party, PartyInput, PartyPage, RsvpAccess } from "../src/contract/guest-list";
import type { GuestWedding } from "./guest-support";

/** Guest-list fixtures through the couple's own API, as their browser would add them. */
async function hostCall<T>(base: string, guest: GuestWedding, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...guest.auth, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export function createParty(base: string, guest: GuestWedding, party: PartyInput): Promise<Party> {
  return hostCall<Party>(base, guest, "POST", `/api/weddings/${guest.wedding.id}/parties`, party);
}

export async function partiesOf(base: string, guest: GuestWedding): Promise<PartyPage> {
  return hostCall<PartyPage>(base, guest, "GET", `/api/weddings/${guest.wedding.id}/parties`);
}

export function setRsvpAccess(base: string, guest: GuestWedding, rsvpAccess: RsvpAccess): Promise<unknown> {
  return hostCall(base, guest, "PUT", `/api/weddings/${guest.wedding.id}/guest-list/settings`, { rsvpAccess });
}

/** What the lookup asks besides the name (docs/decisions/0022-lookup-privacy.md). */
export function setLookupCheck(base: string, guest: GuestWedding, lookupCheck: LookupCheck): Promise<unknown> {
  return hostCall(base, guest, "PUT", `/api/weddings/${guest.wedding.id}/guest-list/settings`, { lookupCheck });
}

/**
 * Counts what a guest does: every click, check and choice from a list is a tap, every text
 * typed into a field is a typed field (issue 13: "taps and typed fields for a family of six").
 */
export function effortCounter() {
  const count = { taps: 0, typed: 0 };
  return {
    count,
    tap: async (target: Locator) => {
      count.taps++;
      await target.click();
    },
    choose: async (target: Locator, value: string) => {
      count.taps++;
      await target.selectOption(value);
    },
    type: async (target: Locator, text: string) => {
      count.typed++;
      await target.fill(text);
    },
  };
}

/** The couple asks households for their postal address on their links (docs/decisions/0044-addresses-and-gifts.md). */
export function askForAddresses(base: string, guest: GuestWedding, homeCountry: string | null): Promise<unknown> {
  return hostCall(base, guest, "PUT", `/api/weddings/${guest.wedding.id}/addresses/settings`, { asking: true, homeCountry });
}

/** The couple types a household's address themselves. */
export function typeAddress(
  base: string,
  guest: GuestWedding,
  partyId: string,
  body: { address: Record<string, string> | null; envelopeName?: string | null },
): Promise<unknown> {
  return hostCall(base, guest, "PUT", `/api/weddings/${guest.wedding.id}/addresses/${partyId}`, body);
}
