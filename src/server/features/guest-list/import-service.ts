import type { z } from "zod";
import { isLocale } from "../../../contract/locales";
import { personKey } from "../../../contract/person-identity";
import { MAX_PARTY_GUESTS, MAX_TAGS, type ImportResult, type ZPartyInput } from "../../../contract/guest-list";
import type { AppContext } from "../../context";
import type { Db } from "../../db/connect";
import type { GuestRow, PartyRow, WeddingRow } from "../../db/schema";
import { AppError } from "../../errors";
import * as repo from "./repository";
import { announceGuestList, checkGuestCap, insertParties, writeParty } from "./service";

type PartyInput = z.output<typeof ZPartyInput>;
type GuestInput = PartyInput["guests"][number];

/**
 * A guest's name as the import compares it (contract/person-identity.ts): "Jose Garcia" finds
 * José García. A name with no letters or digits at all ("🙂") finds nobody by name.
 */
function nameKey(guest: GuestInput | GuestRow): string | undefined {
  const key = personKey(guest);
  return key ? `n:${key}` : undefined;
}

/** Where each existing guest can be found again: by name, and by email. */
function indexGuests(guests: GuestRow[]) {
  const byKey = new Map<string, GuestRow>();
  for (const guest of guests) {
    const key = nameKey(guest);
    if (key) byKey.set(key, guest);
    if (guest.email) byKey.set(`e:${guest.email.toLowerCase()}`, guest);
  }
  return byKey;
}

function findExisting(index: Map<string, GuestRow>, guest: GuestInput): GuestRow | undefined {
  const key = nameKey(guest);
  return (key ? index.get(key) : undefined) ?? (guest.email ? index.get(`e:${guest.email.toLowerCase()}`) : undefined);
}

/** The party an import row updates: its guests as stored, with what the file says laid over them. */
function merged(party: PartyRow, current: GuestRow[], incoming: PartyInput, index: Map<string, GuestRow>): PartyInput {
  const guests: GuestInput[] = current.map((guest) => ({
    id: guest.id,
    firstName: guest.firstName,
    lastName: guest.lastName,
    email: guest.email,
    phone: guest.phone,
    isChild: guest.isChild,
    age: guest.age,
    aliases: guest.aliases,
  }));
  for (const guest of incoming.guests) {
    const match = findExisting(index, guest);
    const at = match ? guests.findIndex((existing) => existing.id === match.id) : -1;
    if (at < 0) guests.push({ ...guest, id: undefined, age: guest.age ?? null });
    else {
      // The file fills in what it knows; it never blanks what the couple typed since.
      const before = guests[at]!;
      guests[at] = {
        ...before,
        email: guest.email ?? before.email,
        phone: guest.phone ?? before.phone,
        isChild: guest.isChild || before.isChild,
        age: guest.age ?? before.age,
      };
    }
  }
  return {
    name: party.name,
    guests,
    extraSeats: Math.max(party.extraSeats, incoming.extraSeats),
    side: incoming.side ?? (party.side as PartyInput["side"]),
    tags: [...new Set([...party.tags, ...incoming.tags])].slice(0, MAX_TAGS),
    note: party.note || incoming.note,
    // A "Language" column sets it; a file without one keeps what the couple chose.
    locale: incoming.locale ?? (isLocale(party.locale) ? party.locale : null),
    // A "Postcode" column sets it; a file without one keeps the one stored.
    postalCode: incoming.postalCode || party.postalCode,
  };
}

function sameParty(party: PartyRow, current: GuestRow[], next: PartyInput): boolean {
  const before = JSON.stringify({
    guests: current.map((g) => [g.firstName, g.lastName, g.email, g.phone, g.isChild, g.age]),
    extraSeats: party.extraSeats,
    side: party.side,
    tags: party.tags,
    note: party.note,
    locale: party.locale ?? null,
    postalCode: party.postalCode ?? null,
  });
  const after = JSON.stringify({
    guests: next.guests.map((g) => [g.firstName, g.lastName, g.email ?? null, g.phone ?? null, g.isChild, g.age ?? null]),
    extraSeats: next.extraSeats,
    side: next.side,
    tags: next.tags,
    note: next.note,
    locale: next.locale ?? null,
    postalCode: next.postalCode || null,
  });
  return before === after;
}

/** What an import would do: computed from the list as it is, stored only by `importParties`. */
interface ImportPlan {
  create: PartyInput[];
  update: { row: PartyRow; next: PartyInput }[];
  unchanged: number;
  guestsAdded: number;
}

const resultOf = (plan: ImportPlan): ImportResult => ({
  created: plan.create.length,
  updated: plan.update.length,
  unchanged: plan.unchanged,
  guestsAdded: plan.guestsAdded,
});

/**
 * Imports households (docs/decisions/0012). A household with a guest already on the list (the
 * same person, or the same email) updates that guest's party instead of adding it again, so a
 * couple can fix their spreadsheet and import it again. One transaction: all or nothing.
 */
export async function importParties(ctx: AppContext, wedding: WeddingRow, parties: PartyInput[]): Promise<ImportResult> {
  const plan = await ctx.db.transaction(async (tx) => {
    const planned = await planImport(tx, wedding, parties);
    for (const { row, next } of planned.update) await writeParty(tx, wedding, row, next);
    await insertParties(tx, wedding, planned.create);
    return planned;
  });
  if (plan.create.length + plan.update.length > 0) await announceGuestList(ctx, wedding.id);
  return resultOf(plan);
}

/**
 * What importing these households would do, storing nothing: the import dialog's final check,
 * asked again whenever the couple changes the column mapping (docs/decisions/0030). The same
 * plan the import applies, so it answers what the import will (or refuses as it would: the
 * list's cap, a party grown too large), with reads only.
 */
export async function previewImport(ctx: AppContext, wedding: WeddingRow, parties: PartyInput[]): Promise<ImportResult> {
  return resultOf(await planImport(ctx.db, wedding, parties));
}

async function planImport(db: Db, wedding: WeddingRow, incoming: PartyInput[]): Promise<ImportPlan> {
  const listed = await repo.allGuests(db, wedding.id);
  const partyIds = [...new Set(listed.map((guest) => guest.partyId))];
  const partyById = new Map((await repo.partiesAmong(db, wedding.id, partyIds)).map((party) => [party.id, party]));
  // A party deleted between the two reads is no longer there to update.
  const existing = listed.filter((guest) => partyById.has(guest.partyId));
  const index = indexGuests(existing);
  const guestsByParty = new Map<string, GuestRow[]>();
  for (const guest of existing) guestsByParty.set(guest.partyId, [...(guestsByParty.get(guest.partyId) ?? []), guest]);
  const create: PartyInput[] = [];
  // Two rows of one file may name the same existing party: the second builds on the first.
  const pending = new Map<string, PartyInput>();
  for (const party of incoming) {
    const match = party.guests.map((guest) => findExisting(index, guest)).find(Boolean);
    if (!match) {
      create.push(party);
      continue;
    }
    const row = partyById.get(match.partyId)!;
    const base = pending.get(row.id);
    const current = guestsByParty.get(row.id) ?? [];
    pending.set(row.id, base ? mergeInto(base, party) : merged(row, current, party, index));
  }
  let guestsAdded = create.reduce((n, party) => n + party.guests.length, 0);
  for (const [id, next] of pending) guestsAdded += next.guests.length - (guestsByParty.get(id)?.length ?? 0);
  await checkGuestCap(db, wedding.id, guestsAdded);

  const plan: ImportPlan = { create, update: [], unchanged: 0, guestsAdded };
  for (const [id, next] of pending) {
    const row = partyById.get(id)!;
    if (next.guests.length > MAX_PARTY_GUESTS)
      throw new AppError("validation_failed", `${row.name}: more than ${MAX_PARTY_GUESTS} guests in one party after merging`, {
        parties: "Too many guests in one party",
      });
    if (sameParty(row, guestsByParty.get(id) ?? [], next)) plan.unchanged++;
    else plan.update.push({ row, next });
  }
  return plan;
}

/** A second file row for the same party adds its new guests to what the first row made. */
function mergeInto(base: PartyInput, party: PartyInput): PartyInput {
  const known = new Set(base.guests.map(nameKey));
  const added = party.guests.filter((guest) => {
    const key = nameKey(guest);
    return !key || !known.has(key);
  });
  return { ...base, guests: [...base.guests, ...added], tags: [...new Set([...base.tags, ...party.tags])].slice(0, MAX_TAGS) };
}
